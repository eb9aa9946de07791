// Removing liquidity (the classic rug): the LP holder burns a share of its LP
// tokens and receives that share of both vaults. Raydium v4 Withdraw (plain
// transfers by the shared authority, then the LP burn) or PumpSwap Withdraw
// (transferChecked by the pool PDA, then a Token-2022 burn of the LP).
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { pumpswapWithdrawIx } from "@/server/ledger/world/ix/pumpswap";
import { raydiumWithdrawIx } from "@/server/ledger/world/ix/raydium";
import { burnIx, transferCheckedIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { burnTokens, moveTokens } from "@/server/ledger/world/mutations";
import type { TxRecord } from "@/server/ledger/world/types";
import { ensureAtaTop, openTx, tokenProgramOf, type ExecContext } from "@/server/ledger/world/actions/common";
import { deepestPool, unwrapSol, wrapSol } from "@/server/ledger/world/actions/pool-common";
import type { Action } from "@/server/ledger/world/actions/types";

export function execPoolWithdraw(ctx: ExecContext, a: Extract<Action, { kind: "poolWithdraw" }>): TxRecord {
  const { world } = ctx;
  const venue = a.venue ?? "raydium_v4";
  const view = deepestPool(world, a.mint, venue);
  const pool = view.pool;
  const tx = openTx(ctx, a.owner, { computeUnitLimit: 300_000, microLamportsPerCu: 100_000, ...a });
  const lpProgram = venue === "pumpswap" ? PROGRAMS.token2022 : PROGRAMS.token;
  const userLp = associatedTokenAddress(a.owner, pool.lpMint, lpProgram);
  const lpBalance = world.getTokenAccount(userLp)?.amount ?? 0n;
  const share = BigInt(Math.round(a.fraction * 1_000_000));
  const lpAmount = (lpBalance * share) / 1_000_000n;
  const baseOut = (view.baseReserve * lpAmount) / pool.lpSupply;
  const quoteOut = (view.quoteReserve * lpAmount) / pool.lpSupply;
  const wsol = wrapSol(tx, a.owner, 0n);
  const userBase = ensureAtaTop(tx, a.owner, a.owner, a.mint);
  tx.writable(view.address, pool.baseVault, pool.quoteVault, pool.lpMint, userLp, wsol, userBase);
  const program = tokenProgramOf(world, a.mint);
  if (venue === "pumpswap") {
    const keys = { pool: view.address, user: a.owner, baseMint: a.mint, lpMint: pool.lpMint, userBase, userQuote: wsol, userLp, baseVault: pool.baseVault, quoteVault: pool.quoteVault };
    const index = tx.instruction(pumpswapWithdrawIx(keys, lpAmount, (baseOut * 99n) / 100n, (quoteOut * 99n) / 100n), ["Program log: Instruction: Withdraw"]);
    const decimals = world.getMint(a.mint)?.decimals ?? 6;
    tx.innerInstruction(index, transferCheckedIx(program, pool.baseVault, a.mint, userBase, view.address, baseOut, decimals, 2), ["Program log: Instruction: TransferChecked"]);
    tx.innerInstruction(index, transferCheckedIx(PROGRAMS.token, pool.quoteVault, ACCOUNTS.wrappedSol, wsol, view.address, quoteOut, 9, 2), ["Program log: Instruction: TransferChecked"]);
    tx.innerInstruction(index, burnIx(PROGRAMS.token2022, userLp, pool.lpMint, a.owner, lpAmount, 2), ["Program log: Instruction: Burn"]);
  } else {
    const index = tx.instruction(raydiumWithdrawIx(pool.market!, userLp, userBase, wsol, a.owner, lpAmount), [`Program log: ray_log: withdraw ${lpAmount}`]);
    // inner logs as in the recorded raydium-v4-remove-liquidity.json.
    tx.innerInstruction(index, tokenTransferIx(program, pool.baseVault, userBase, ACCOUNTS.raydiumAuthority, baseOut, 2), ["Program log: Instruction: Transfer"]);
    tx.innerInstruction(index, tokenTransferIx(PROGRAMS.token, pool.quoteVault, wsol, ACCOUNTS.raydiumAuthority, quoteOut, 2), ["Program log: Instruction: Transfer"]);
    tx.innerInstruction(index, burnIx(PROGRAMS.token, userLp, pool.lpMint, a.owner, lpAmount, 2), ["Program log: Instruction: Burn"]);
  }
  moveTokens(tx, pool.baseVault, userBase, baseOut);
  moveTokens(tx, pool.quoteVault, wsol, quoteOut);
  burnTokens(tx, userLp, pool.lpMint, lpAmount);
  if (!tx.failed) pool.lpSupply -= lpAmount;
  unwrapSol(tx, a.owner, wsol);
  return tx.commit();
}
