// pump.fun bonding-curve buys and sells. A buy moves tokens from the curve's
// vault to the buyer's ATA and SOL (plus protocol and creator fees) from the
// buyer; a sell reverses it, the SOL leaving the program-owned curve account
// directly (no System CPI), as in the recorded sell transactions.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { applyCurveBuy, applyCurveSell, curvePriceSol, quoteCurveBuy, quoteCurveSell, type CurveTrade } from "@/server/ledger/world/curve-math";
import { eventCpiIx, pumpAddresses, pumpBuyIx, pumpSellIx, tradeEventData } from "@/server/ledger/world/ix/pump";
import { closeAccountIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { transferIx } from "@/server/ledger/world/ix/system";
import { closeTokenAccount, moveLamports, moveTokens } from "@/server/ledger/world/mutations";
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { CurveState, TxRecord } from "@/server/ledger/world/types";
import { ensureAtaTop, openTx, resolveTokenAmount, type ExecContext } from "@/server/ledger/world/actions/common";
import type { Action } from "@/server/ledger/world/actions/types";

export function curveOf(tx: TxDraft, mint: string): CurveState {
  const data = tx.world.getAccount(pumpAddresses.curve(mint))?.data;
  if (data?.kind !== "curve") throw new Error(`no bonding curve for ${mint}`);
  return data.curve;
}

function eventLine(tx: TxDraft, mint: string, user: string, isBuy: boolean, t: CurveTrade, curve: CurveState): { data: Buffer; log: string } {
  const data = tradeEventData({ mint, sol: t.sol, tokens: t.tokens, isBuy, user, timestamp: tx.blockTime, curve, protocolFee: t.protocolFee, creatorFee: t.creatorFee });
  return { data, log: `Program data: ${data.toString("base64")}` };
}

export function appendPumpBuy(tx: TxDraft, mint: string, user: string, budget: bigint): void {
  const curve = curveOf(tx, mint);
  if (curve.complete) throw new Error(`curve of ${mint} is complete`);
  const userAta = ensureAtaTop(tx, user, user, mint);
  const trade = quoteCurveBuy(curve, budget);
  const curveAddress = pumpAddresses.curve(mint);
  const vault = pumpAddresses.curveVault(mint);
  const creatorVault = pumpAddresses.creatorVault(curve.creator);
  tx.writable(ACCOUNTS.pumpFeeRecipient, curveAddress, vault, userAta, user, creatorVault, pumpAddresses.globalVolume(), pumpAddresses.userVolume(user));
  if (!tx.failed) applyCurveBuy(curve, trade);
  const event = eventLine(tx, mint, user, true, trade, curve);
  const index = tx.instruction(pumpBuyIx(mint, user, curve.creator, trade.tokens, (trade.sol * 105n) / 100n), ["Program log: Instruction: Buy"], [event.log]);
  if (tx.failed) {
    tx.fail(index, 6002, [
      "Program log: AnchorError thrown in programs/pump/src/lib.rs:611. Error Code: TooMuchSolRequired. Error Number: 6002. Error Message: slippage: Too much SOL required to buy the given amount of tokens..",
    ]);
    return;
  }
  tx.innerInstruction(index, tokenTransferIx(PROGRAMS.token, vault, userAta, curveAddress, trade.tokens, 2), ["Program log: Instruction: Transfer"]);
  tx.innerInstruction(index, transferIx(user, curveAddress, trade.sol, 2));
  tx.innerInstruction(index, transferIx(user, ACCOUNTS.pumpFeeRecipient, trade.protocolFee, 2));
  tx.innerInstruction(index, transferIx(user, creatorVault, trade.creatorFee, 2));
  tx.innerInstruction(index, eventCpiIx(PROGRAMS.pumpfun, ACCOUNTS.pumpEventAuthority, event.data));
  moveTokens(tx, vault, userAta, trade.tokens);
  moveLamports(tx, user, curveAddress, trade.sol);
  moveLamports(tx, user, ACCOUNTS.pumpFeeRecipient, trade.protocolFee);
  moveLamports(tx, user, creatorVault, trade.creatorFee);
  tx.world.recordTrade(curveAddress, { slot: tx.slot, isBuy: true, lamports: trade.sol, priceSol: curvePriceSol(curve) });
}

export function execPumpBuy(ctx: ExecContext, a: Extract<Action, { kind: "pumpBuy" }>): TxRecord {
  const tx = openTx(ctx, a.user, { computeUnitLimit: 120_000, microLamportsPerCu: 250_000, ...a });
  appendPumpBuy(tx, a.mint, a.user, a.lamports);
  return tx.commit();
}

export function execPumpSell(ctx: ExecContext, a: Extract<Action, { kind: "pumpSell" }>): TxRecord {
  const tx = openTx(ctx, a.user, { computeUnitLimit: 100_000, microLamportsPerCu: 250_000, ...a });
  const curve = curveOf(tx, a.mint);
  const userAta = associatedTokenAddress(a.user, a.mint, PROGRAMS.token);
  const tokens = resolveTokenAmount(ctx.world, userAta, a.amount);
  if (tokens <= 0n) throw new Error(`${ctx.label}: nothing to sell`);
  const trade = quoteCurveSell(curve, tokens);
  const curveAddress = pumpAddresses.curve(a.mint);
  const vault = pumpAddresses.curveVault(a.mint);
  const creatorVault = pumpAddresses.creatorVault(curve.creator);
  tx.writable(ACCOUNTS.pumpFeeRecipient, curveAddress, vault, userAta, a.user, creatorVault);
  if (!tx.failed) applyCurveSell(curve, trade);
  const event = eventLine(tx, a.mint, a.user, false, trade, curve);
  const minOut = ((trade.sol - trade.protocolFee - trade.creatorFee) * 95n) / 100n;
  const index = tx.instruction(pumpSellIx(a.mint, a.user, curve.creator, tokens, minOut), ["Program log: Instruction: Sell"], [event.log]);
  if (tx.failed) {
    tx.fail(index, 6003, [
      "Program log: AnchorError thrown in programs/pump/src/lib.rs:703. Error Code: TooLittleSolReceived. Error Number: 6003. Error Message: slippage: Too little SOL received to sell the given amount of tokens..",
    ]);
    return tx.commit();
  }
  tx.innerInstruction(index, tokenTransferIx(PROGRAMS.token, userAta, vault, a.user, tokens, 2), ["Program log: Instruction: Transfer"]);
  tx.innerInstruction(index, eventCpiIx(PROGRAMS.pumpfun, ACCOUNTS.pumpEventAuthority, event.data));
  moveTokens(tx, userAta, vault, tokens);
  moveLamports(tx, curveAddress, a.user, trade.sol - trade.protocolFee - trade.creatorFee);
  moveLamports(tx, curveAddress, ACCOUNTS.pumpFeeRecipient, trade.protocolFee);
  moveLamports(tx, curveAddress, creatorVault, trade.creatorFee);
  ctx.world.recordTrade(curveAddress, { slot: ctx.slot, isBuy: false, lamports: trade.sol, priceSol: curvePriceSol(curve) });
  if (a.closeAccount && ctx.world.getTokenAccount(userAta)?.amount === 0n) {
    tx.instruction(closeAccountIx(PROGRAMS.token, userAta, a.user, a.user), ["Program log: Instruction: CloseAccount"]);
    closeTokenAccount(tx, userAta, a.user);
  }
  return tx.commit();
}
