// Which pool an AMM instruction acts on, read from the program's own
// instruction account layout. Raydium AMM v4 and CPMM keep every pool's vaults
// under ONE shared authority (5Q544f... for every v4 pool, GpMZbS... for every
// CPMM pool), so the vaults' owner never names the pool: the pool is the AMM
// id (v4) or the pool state (CPMM, LaunchLab), an account the instruction
// passes at a fixed position beside its vaults. Layouts, per instruction:
// - Raydium AMM v4 (one-byte tag): raydium-io/raydium-amm program/src/instruction.rs
//   and the recorded mainnet transactions (raydium-v4-*.json): the AMM id is
//   the account just before the authority in every instruction.
// - Raydium CPMM (8-byte Anchor discriminator): raydium-io/raydium-cp-swap
//   (`Initialize`, `Deposit`, `Withdraw`, `Swap` account structs);
//   raydium-cpmm-initialize.json / -deposit.json.
// - Raydium LaunchLab: its IDL's account order (labels/venue-instruction-discriminators.csv).
// The shared authority must sit where the layout puts it (v4, CPMM): an
// instruction of another shape is not read.
import bs58 from "bs58";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { isParsedInstruction, type FlatInstruction } from "@/server/chain/normalize/flatten-instructions";
import type { Address, Venue } from "@/server/engine/snapshot";

export interface PoolAccountRef {
  program: Address;
  venue: Venue;
  /** the pool's own account: the v4 AMM id, the CPMM / LaunchLab pool state. */
  pool: Address;
  /** the pool's token vaults the instruction names. */
  vaults: Address[];
}

/** Positions in an instruction's account list; vaults by account count where one tag has two shapes. */
interface Layout {
  pool: number;
  authority: number | null;
  vaults: number[] | ((accountCount: number) => number[]);
}

interface ProgramLayouts {
  venue: Venue;
  /** the shared vault authority, checked at `authority`; null when not checked. */
  authority: Address | null;
  discriminatorBytes: 1 | 8;
  layouts: Record<string, Layout>;
}

const V4_SWAP: Layout = { pool: 1, authority: 2, vaults: (n) => (n >= 18 ? [5, 6] : [4, 5]) };
const V4_LIQUIDITY: Layout = { pool: 1, authority: 2, vaults: [6, 7] };
const CPMM_SWAP: Layout = { pool: 3, authority: 1, vaults: [6, 7] };
const CPMM_LIQUIDITY: Layout = { pool: 2, authority: 1, vaults: [6, 7] };
const LAUNCHLAB_TRADE: Layout = { pool: 4, authority: null, vaults: [7, 8] };
const LAUNCHLAB_INIT: Layout = { pool: 5, authority: null, vaults: [8, 9] };

const PROGRAMS: Record<Address, ProgramLayouts> = {
  [KNOWN_PROGRAMS.raydiumAmmV4]: {
    venue: "raydium_amm_v4",
    authority: KNOWN_ACCOUNTS.raydiumAmmV4Authority,
    discriminatorBytes: 1,
    layouts: {
      "01": { pool: 4, authority: 5, vaults: [10, 11] }, // Initialize2
      "03": V4_LIQUIDITY, // Deposit
      "04": V4_LIQUIDITY, // Withdraw
      "09": V4_SWAP, // SwapBaseIn: 18 accounts, or 17 without amm_target_orders
      "0b": V4_SWAP, // SwapBaseOut
      "10": { pool: 1, authority: 2, vaults: [3, 4] }, // SwapBaseInV2
      "11": { pool: 1, authority: 2, vaults: [3, 4] }, // SwapBaseOutV2
    },
  },
  [KNOWN_PROGRAMS.raydiumCpmm]: {
    venue: "raydium_cpmm",
    authority: KNOWN_ACCOUNTS.raydiumCpmmAuthority,
    discriminatorBytes: 8,
    layouts: {
      afaf6d1f0d989bed: { pool: 3, authority: 2, vaults: [10, 11] }, // initialize
      "3f37fe4131b25979": { pool: 4, authority: 3, vaults: [11, 12] }, // initialize_with_permission
      f223c68952e1f2b6: CPMM_LIQUIDITY, // deposit
      b712469c946da122: CPMM_LIQUIDITY, // withdraw
      "8fbe5adac41e33de": CPMM_SWAP, // swap_base_input
      "37d96256a34ab4ad": CPMM_SWAP, // swap_base_output
    },
  },
  [KNOWN_PROGRAMS.raydiumLaunchlab]: {
    venue: "raydium_launchlab",
    authority: null,
    discriminatorBytes: 8,
    layouts: {
      faea0d7bd59c13ec: LAUNCHLAB_TRADE, // buy_exact_in
      "18d3742869039938": LAUNCHLAB_TRADE, // buy_exact_out
      "9527de9bd37c981a": LAUNCHLAB_TRADE, // sell_exact_in
      "5fc8472208090ba6": LAUNCHLAB_TRADE, // sell_exact_out
      afaf6d1f0d989bed: LAUNCHLAB_INIT, // initialize
      "4399af27da102620": LAUNCHLAB_INIT, // initialize_v2
      "25be7ede2c9aab11": LAUNCHLAB_INIT, // initialize_with_token_2022
    },
  },
};

/** Every pool the transaction's instructions (top-level and inner) act on, in execution order. */
export function extractPoolAccounts(flat: FlatInstruction[]): PoolAccountRef[] {
  const refs: PoolAccountRef[] = [];
  for (const { instruction } of flat) {
    if (isParsedInstruction(instruction) || !("accounts" in instruction)) continue;
    const program = PROGRAMS[instruction.programId];
    if (!program) continue;
    const layout = program.layouts[discriminatorOf(instruction.data, program.discriminatorBytes)];
    const ref = layout ? readRef(instruction.programId, program, layout, instruction.accounts) : null;
    if (ref) refs.push(ref);
  }
  return refs;
}

function readRef(programId: Address, program: ProgramLayouts, layout: Layout, accounts: Address[]): PoolAccountRef | null {
  const vaults = typeof layout.vaults === "function" ? layout.vaults(accounts.length) : layout.vaults;
  if (Math.max(layout.pool, ...vaults, layout.authority ?? 0) >= accounts.length) return null;
  if (program.authority && layout.authority !== null && accounts[layout.authority] !== program.authority) return null;
  return { program: programId, venue: program.venue, pool: accounts[layout.pool], vaults: vaults.map((i) => accounts[i]) };
}

function discriminatorOf(data: string, bytes: number): string {
  try {
    // hex without Buffer: the /verify page normalizes transactions in the browser too
    return Array.from(bs58.decode(data).subarray(0, bytes), (byte) => byte.toString(16).padStart(2, "0")).join("");
  } catch {
    return "";
  }
}

/** The pool whose vault `vault` is, from the first instruction that names it as a vault. */
export function findPoolOfVault(refs: readonly PoolAccountRef[], vault: Address): PoolAccountRef | null {
  return refs.find((ref) => ref.vaults.includes(vault)) ?? null;
}
