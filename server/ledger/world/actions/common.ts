// Pieces every executor shares: opening a draft for an acting wallet,
// resolving token amounts, and associated-token-account creation.
import { ACCOUNTS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { ataCreateInner, ataCreateIx } from "@/server/ledger/world/ix/ata";
import { transferIx } from "@/server/ledger/world/ix/system";
import { createTokenAccount, moveLamports } from "@/server/ledger/world/mutations";
import { TxDraft } from "@/server/ledger/world/tx-draft";
import type { Address } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import type { TokenAmount, TxStyle } from "@/server/ledger/world/actions/types";

export interface ExecContext {
  world: World;
  slot: number;
  label: string;
  /** set when the live ledger runs an action now (airdrops, test funding): wall-clock times. */
  live?: { blockTime: number; submittedAtMs: number };
}

/** Opens a draft where `actor` signs; a relayer in `style.feePayer` pays the fee. */
export function openTx(ctx: ExecContext, actor: Address, style: TxStyle, version: 0 | "legacy" = 0): TxDraft {
  const feePayer = style.feePayer ?? actor;
  const tx = new TxDraft(ctx.world, {
    slot: ctx.slot,
    feePayer,
    label: ctx.label,
    version,
    computeUnitLimit: style.computeUnitLimit,
    microLamportsPerCu: style.microLamportsPerCu,
    blockTime: ctx.live?.blockTime,
    submittedAtMs: ctx.live?.submittedAtMs,
  });
  tx.signer(actor);
  if (style.fail) tx.willFail();
  if (style.jitoTipLamports) {
    const tipAccount = style.jitoTipAccount ?? ACCOUNTS.jitoTip;
    tx.writable(tipAccount);
    tx.instruction(transferIx(feePayer, tipAccount, style.jitoTipLamports));
    moveLamports(tx, feePayer, tipAccount, style.jitoTipLamports);
  }
  if (style.botFee) {
    tx.writable(style.botFee.account);
    tx.instruction(transferIx(actor, style.botFee.account, style.botFee.lamports));
    moveLamports(tx, actor, style.botFee.account, style.botFee.lamports);
  }
  return tx;
}

export function tokenProgramOf(world: World, mint: Address): Address {
  const state = world.getMint(mint);
  if (!state) throw new Error(`no mint ${mint}`);
  return state.programId;
}

export function resolveTokenAmount(world: World, tokenAccount: Address, spec: TokenAmount): bigint {
  const balance = world.getTokenAccount(tokenAccount)?.amount ?? 0n;
  if (spec === "all") return balance;
  if ("raw" in spec) return spec.raw;
  return (balance * BigInt(Math.round(spec.fraction * 1_000_000))) / 1_000_000n;
}

/**
 * Adds a top-level ATA create(Idempotent) for (owner, mint) paid by `payer`,
 * with its CPIs when the account is new. Returns the ATA address.
 */
export function ensureAtaTop(tx: TxDraft, payer: Address, owner: Address, mint: Address, idempotent = true): Address {
  const program = tokenProgramOf(tx.world, mint);
  const ata = associatedTokenAddress(owner, mint, program);
  const exists = tx.world.getTokenAccount(ata) !== undefined;
  tx.writable(payer, ata);
  const index = tx.instruction(ataCreateIx(payer, ata, owner, mint, program, idempotent), ["Program log: CreateIdempotent"]);
  if (!exists) {
    const { space, lamports } = createTokenAccount(tx, { payer, address: ata, mint, owner, isAta: true });
    for (const inner of ataCreateInner(payer, ata, owner, mint, program, space, lamports, 2)) tx.innerInstruction(index, inner);
  }
  return ata;
}

/** An ATA create made as a CPI at stack height `h` under top-level instruction `index`. */
export function createAtaInner(tx: TxDraft, index: number, payer: Address, owner: Address, mint: Address, h = 2): Address {
  const program = tokenProgramOf(tx.world, mint);
  const ata = associatedTokenAddress(owner, mint, program);
  tx.writable(payer, ata);
  tx.innerInstruction(index, ataCreateIx(payer, ata, owner, mint, program, false, h));
  const { space, lamports } = createTokenAccount(tx, { payer, address: ata, mint, owner, isAta: true });
  for (const inner of ataCreateInner(payer, ata, owner, mint, program, space, lamports, h)) tx.innerInstruction(index, inner);
  return ata;
}

export const NATIVE_MINT = ACCOUNTS.wrappedSol;
