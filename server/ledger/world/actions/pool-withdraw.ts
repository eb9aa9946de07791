// Removing liquidity (the classic rug): the LP holder burns a share of its LP
// tokens and receives that share of both vaults.
import { ACCOUNTS, PROGRAMS } from "../../constants";
import { associatedTokenAddress } from "../../crypto/pda";
import { raydiumWithdrawIx } from "../ix/raydium";
import { burnIx, transferIx as tokenTransferIx } from "../ix/spl-token";
import { burnTokens, moveTokens } from "../mutations";
import type { TxRecord } from "../types";
import { ensureAtaTop, openTx, tokenProgramOf, type ExecContext } from "./common";
import { deepestPool, unwrapSol, wrapSol } from "./pool-common";
import type { Action } from "./types";

export function execPoolWithdraw(ctx: ExecContext, a: Extract<Action, { kind: "poolWithdraw" }>): TxRecord {
  const { world } = ctx;
  const view = deepestPool(world, a.mint, "raydium_v4");
  const pool = view.pool;
  const tx = openTx(ctx, a.owner, { computeUnitLimit: 300_000, microLamportsPerCu: 100_000, ...a });
  const userLp = associatedTokenAddress(a.owner, pool.lpMint, PROGRAMS.token);
  const lpBalance = world.getTokenAccount(userLp)?.amount ?? 0n;
  const share = BigInt(Math.round(a.fraction * 1_000_000));
  const lpAmount = (lpBalance * share) / 1_000_000n;
  const baseOut = (view.baseReserve * lpAmount) / pool.lpSupply;
  const quoteOut = (view.quoteReserve * lpAmount) / pool.lpSupply;
  const wsol = wrapSol(tx, a.owner, 0n);
  const userBase = ensureAtaTop(tx, a.owner, a.owner, a.mint);
  tx.writable(view.address, pool.baseVault, pool.quoteVault, pool.lpMint, userLp, wsol, userBase);
  const index = tx.instruction(raydiumWithdrawIx(pool.market!, userLp, userBase, wsol, a.owner, lpAmount), [`Program log: ray_log: withdraw ${lpAmount}`]);
  const program = tokenProgramOf(world, a.mint);
  tx.innerInstruction(index, tokenTransferIx(program, pool.baseVault, userBase, ACCOUNTS.raydiumAuthority, baseOut, 2));
  tx.innerInstruction(index, tokenTransferIx(PROGRAMS.token, pool.quoteVault, wsol, ACCOUNTS.raydiumAuthority, quoteOut, 2));
  tx.innerInstruction(index, burnIx(PROGRAMS.token, userLp, pool.lpMint, a.owner, lpAmount, 2));
  moveTokens(tx, pool.baseVault, userBase, baseOut);
  moveTokens(tx, pool.quoteVault, wsol, quoteOut);
  burnTokens(tx, userLp, pool.lpMint, lpAmount);
  if (!tx.failed) pool.lpSupply -= lpAmount;
  unwrapSol(tx, a.owner, wsol);
  return tx.commit();
}
