// Accounts that exist before any scenario: programs, the wrapped-SOL mint,
// venue config and fee accounts. Lamports are plausible round values.
import { ACCOUNTS, PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { seedPaymentGenesis } from "@/server/ledger/world/genesis-payments";
import type { World } from "@/server/ledger/world/world";

const LOADER_V2 = "BPFLoader2111111111111111111111111111111111";

export function seedGenesis(world: World): void {
  const program = (address: string, owner: string) =>
    world.putAccount(address, { lamports: 1_141_440n, owner, executable: true, data: { kind: "bytes", bytes: Buffer.alloc(36) } });
  for (const id of [PROGRAMS.system, PROGRAMS.computeBudget]) {
    world.putAccount(id, { lamports: 1n, owner: PROGRAMS.nativeLoader, executable: true, data: { kind: "bytes", bytes: Buffer.from(id === PROGRAMS.system ? "system_program" : "compute_budget_program") } });
  }
  program(PROGRAMS.token, LOADER_V2);
  program(PROGRAMS.associatedToken, LOADER_V2);
  for (const id of [PROGRAMS.token2022, PROGRAMS.metaplex, PROGRAMS.pumpfun, PROGRAMS.pumpFees, PROGRAMS.pumpswap, PROGRAMS.raydiumV4, PROGRAMS.openbook, PROGRAMS.streamflow]) {
    program(id, PROGRAMS.bpfLoaderUpgradeable);
  }
  world.putAccount(ACCOUNTS.wrappedSol, {
    lamports: 1_113_401_210n,
    owner: PROGRAMS.token,
    data: { kind: "mint", mint: { programId: PROGRAMS.token, decimals: 9, supply: 0n, mintAuthority: null, freezeAuthority: null, extensions: [] } },
  });
  world.putAccount(ACCOUNTS.pumpGlobal, { lamports: rentExempt(741), owner: PROGRAMS.pumpfun, data: { kind: "bytes", bytes: Buffer.alloc(741) } });
  world.putAccount(ACCOUNTS.pumpswapGlobalConfig, { lamports: rentExempt(643), owner: PROGRAMS.pumpswap, data: { kind: "bytes", bytes: Buffer.alloc(643) } });
  world.putAccount(ACCOUNTS.pumpFeeRecipient, { lamports: 310_260_921_604_922n, owner: PROGRAMS.system });
  world.putAccount(ACCOUNTS.pumpMigrator, { lamports: 4_812_345_678n, owner: PROGRAMS.system });
  world.putAccount(ACCOUNTS.raydiumAuthority, { lamports: 2_039_280n, owner: PROGRAMS.system });
  world.putAccount(ACCOUNTS.raydiumCreateFeeDestination, { lamports: 98_765_432_100n, owner: PROGRAMS.system });
  world.putAccount(ACCOUNTS.jitoTip, { lamports: 1_519_384_022n, owner: "T1pyyaTNZsKv2WcRAB8oVnk93mLJw2XzjtVYqCsaHqt" });
  world.putAccount(ACCOUNTS.pumpswapProtocolFeeRecipient, { lamports: 1_245_018_220n, owner: PROGRAMS.system });
  const feeAta = associatedTokenAddress(ACCOUNTS.pumpswapProtocolFeeRecipient, ACCOUNTS.wrappedSol, PROGRAMS.token);
  const reserve = rentExempt(165);
  world.putAccount(feeAta, {
    lamports: reserve + 88_123_456_789n,
    owner: PROGRAMS.token,
    data: {
      kind: "token",
      token: {
        programId: PROGRAMS.token, mint: ACCOUNTS.wrappedSol, owner: ACCOUNTS.pumpswapProtocolFeeRecipient, amount: 88_123_456_789n,
        delegate: null, delegatedAmount: 0n, state: "initialized", isNative: reserve, closeAuthority: null, extensions: [], withheldAmount: 0n,
      },
    },
  });
  seedPaymentGenesis(world);
}
