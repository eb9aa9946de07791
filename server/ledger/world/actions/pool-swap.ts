// Swaps against an AMM pool: the wallet wraps SOL into its WSOL ATA (or, for
// a share of buys, a temporary seed account: pool-common.ts), the pool
// program moves both sides between the user's and the pool's token accounts
// (PumpSwap: transferChecked, 5 of its 25 bps to the protocol fee account;
// Raydium v4: plain transfers, 25 bps kept), and the WSOL ATA is closed.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { quoteConstantProduct } from "@/server/ledger/world/amm-math";
import { pumpswapAddresses, pumpswapBuyIx, pumpswapSellIx } from "@/server/ledger/world/ix/pumpswap";
import { raydiumSwapIx } from "@/server/ledger/world/ix/raydium";
import { transferCheckedIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { moveTokens } from "@/server/ledger/world/mutations";
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { Address, TxRecord } from "@/server/ledger/world/types";
import { ensureAtaTop, openTx, resolveTokenAmount, tokenProgramOf, type ExecContext } from "@/server/ledger/world/actions/common";
import { deepestPool, poolPriceSol, unwrapSol, usesSeedWsol, wrapSol, wrapSolWithSeed, type PoolView } from "@/server/ledger/world/actions/pool-common";
import type { Action } from "@/server/ledger/world/actions/types";

const PROTOCOL_BPS = 5n;

interface Leg {
  from: Address;
  to: Address;
  authority: Address;
  amount: bigint;
  mint: Address;
}

function pushLegs(tx: TxDraft, index: number, view: PoolView, legs: Leg[]): void {
  const baseProgram = tokenProgramOf(tx.world, view.pool.baseMint);
  for (const leg of legs) {
    if (leg.amount === 0n) continue;
    const isBase = leg.mint === view.pool.baseMint;
    const program = isBase ? baseProgram : PROGRAMS.token;
    const decimals = tx.world.getMint(leg.mint)?.decimals ?? 9;
    const ix =
      view.pool.venue === "pumpswap"
        ? transferCheckedIx(program, leg.from, leg.mint, leg.to, leg.authority, leg.amount, decimals, 2)
        : tokenTransferIx(program, leg.from, leg.to, leg.authority, leg.amount, 2);
    tx.innerInstruction(index, ix, [`Program log: Instruction: ${view.pool.venue === "pumpswap" ? "TransferChecked" : "Transfer"}`]);
    moveTokens(tx, leg.from, leg.to, leg.amount, withheldOn(tx, leg));
  }
}

/** Token-2022 transfer fee withheld in the destination (min(bps share, maximum)). */
function withheldOn(tx: TxDraft, leg: Leg): bigint {
  const fee = tx.world.getMint(leg.mint)?.extensions.find((e) => e.type === "transferFeeConfig");
  if (!fee || fee.type !== "transferFeeConfig") return 0n;
  const raw = (leg.amount * BigInt(fee.newerFee.basisPoints) + 9_999n) / 10_000n;
  return raw > fee.newerFee.maximumFee ? fee.newerFee.maximumFee : raw;
}

function authorityOf(view: PoolView): Address {
  return view.pool.venue === "pumpswap" ? view.address : ACCOUNTS.raydiumAuthority;
}

export function execPoolBuy(ctx: ExecContext, a: Extract<Action, { kind: "poolBuy" }>): TxRecord {
  const tx = openTx(ctx, a.user, { computeUnitLimit: 180_000, microLamportsPerCu: 200_000, ...a });
  const view = deepestPool(ctx.world, a.mint, a.venue);
  const wsol = usesSeedWsol(a.user) ? wrapSolWithSeed(tx, a.user, a.lamports) : wrapSol(tx, a.user, a.lamports);
  const userBase = ensureAtaTop(tx, a.user, a.user, a.mint);
  const protocolFee = view.pool.venue === "pumpswap" ? (a.lamports * PROTOCOL_BPS) / 10_000n : 0n;
  const out = quoteConstantProduct(a.lamports, view.quoteReserve, view.baseReserve, view.pool.feeBps);
  const feeAta = pumpswapAddresses.protocolFeeAta();
  tx.writable(view.address, view.pool.baseVault, view.pool.quoteVault, userBase, wsol, ...(protocolFee > 0n ? [feeAta] : []));
  const ix = view.pool.venue === "pumpswap" ? pumpswapBuyIx(swapKeys(tx, view, a.user, userBase, wsol), out, (a.lamports * 101n) / 100n) : raydiumSwapIx(view.pool.market!, wsol, userBase, a.user, a.lamports, (out * 95n) / 100n);
  const index = tx.instruction(ix, [view.pool.venue === "pumpswap" ? "Program log: Instruction: Buy" : `Program log: ray_log: swap_base_in ${a.lamports}`]);
  if (tx.failed) {
    tx.fail(index, view.pool.venue === "pumpswap" ? 6004 : 30, ["Program log: Error: exceeds desired slippage limit"]);
    return tx.commit();
  }
  pushLegs(tx, index, view, [
    { from: wsol, to: view.pool.quoteVault, authority: a.user, amount: a.lamports - protocolFee, mint: ACCOUNTS.wrappedSol },
    { from: view.pool.baseVault, to: userBase, authority: authorityOf(view), amount: out, mint: a.mint },
    { from: wsol, to: feeAta, authority: a.user, amount: protocolFee, mint: ACCOUNTS.wrappedSol },
  ]);
  unwrapSol(tx, a.user, wsol);
  record(tx, view, a.mint, true, a.lamports);
  return tx.commit();
}

export function execPoolSell(ctx: ExecContext, a: Extract<Action, { kind: "poolSell" }>): TxRecord {
  const tx = openTx(ctx, a.user, { computeUnitLimit: 180_000, microLamportsPerCu: 200_000, ...a });
  const view = deepestPool(ctx.world, a.mint, a.venue);
  const userBase = associatedTokenAddress(a.user, a.mint, tokenProgramOf(ctx.world, a.mint));
  const amount = resolveTokenAmount(ctx.world, userBase, a.amount);
  const wsol = wrapSol(tx, a.user, 0n);
  const pumpswap = view.pool.venue === "pumpswap";
  const gross = quoteConstantProduct(amount, view.baseReserve, view.quoteReserve, pumpswap ? view.pool.feeBps - Number(PROTOCOL_BPS) : view.pool.feeBps);
  const protocolFee = pumpswap ? (gross * PROTOCOL_BPS) / 10_000n : 0n;
  const feeAta = pumpswapAddresses.protocolFeeAta();
  tx.writable(view.address, view.pool.baseVault, view.pool.quoteVault, userBase, wsol, ...(protocolFee > 0n ? [feeAta] : []));
  const ix = pumpswap ? pumpswapSellIx(swapKeys(tx, view, a.user, userBase, wsol), amount, ((gross - protocolFee) * 95n) / 100n) : raydiumSwapIx(view.pool.market!, userBase, wsol, a.user, amount, (gross * 95n) / 100n);
  const index = tx.instruction(ix, [pumpswap ? "Program log: Instruction: Sell" : `Program log: ray_log: swap_base_in ${amount}`]);
  if (tx.failed) {
    tx.fail(index, pumpswap ? 6004 : 30, ["Program log: Error: exceeds desired slippage limit"]);
    return tx.commit();
  }
  pushLegs(tx, index, view, [
    { from: userBase, to: view.pool.baseVault, authority: a.user, amount, mint: a.mint },
    { from: view.pool.quoteVault, to: wsol, authority: authorityOf(view), amount: gross - protocolFee, mint: ACCOUNTS.wrappedSol },
    { from: view.pool.quoteVault, to: feeAta, authority: authorityOf(view), amount: protocolFee, mint: ACCOUNTS.wrappedSol },
  ]);
  unwrapSol(tx, a.user, wsol);
  record(tx, view, a.mint, false, gross);
  return tx.commit();
}

function swapKeys(tx: TxDraft, view: PoolView, user: Address, userBase: Address, wsol: Address) {
  const p = view.pool;
  return { pool: view.address, user, baseMint: p.baseMint, userBase, userQuote: wsol, baseVault: p.baseVault, quoteVault: p.quoteVault, baseProgram: tokenProgramOf(tx.world, p.baseMint), coinCreator: p.creator };
}

function record(tx: TxDraft, view: PoolView, mint: Address, isBuy: boolean, lamports: bigint): void {
  const baseReserve = tx.world.getTokenAccount(view.pool.baseVault)?.amount ?? 0n;
  const quoteReserve = tx.world.getTokenAccount(view.pool.quoteVault)?.amount ?? 0n;
  const decimals = tx.world.getMint(mint)?.decimals ?? 6;
  tx.world.recordTrade(view.address, { slot: tx.slot, isBuy, lamports, priceSol: poolPriceSol({ baseReserve, quoteReserve }, decimals) });
}
