// Per-wallet totals of a trade history: what each wallet bought and sold, for
// how much SOL, when it first bought, and what it holds after its last trade.
import type { Address } from "@/server/engine/snapshot";
import type { HistoryTrade } from "@/server/engine/analytics/types";

export interface WalletLedger {
  wallet: Address;
  firstBuySlot: number | null;
  bought: bigint;
  sold: bigint;
  /** tokens bought before `earlySlotEnd` (the first slots of trading). */
  boughtEarly: bigint;
  solSpent: bigint;
  solReceived: bigint;
  /** tokens bought with a known SOL cost (average cost is over these). */
  costedBought: bigint;
  lastBalance: bigint;
  trades: HistoryTrade[];
}

/** `earlySlotEnd`: first slot no longer "early" (trading opened + the sniper window). */
export function buildWalletLedgers(trades: HistoryTrade[], earlySlotEnd: number | null): Map<Address, WalletLedger> {
  const ledgers = new Map<Address, WalletLedger>();
  for (const trade of [...trades].sort((a, b) => a.slot - b.slot)) {
    const ledger = ledgers.get(trade.owner) ?? emptyLedger(trade.owner);
    ledger.trades.push(trade);
    ledger.lastBalance = trade.balanceAfter;
    if (trade.side === "buy") {
      ledger.bought += trade.amount;
      ledger.firstBuySlot ??= trade.slot;
      if (earlySlotEnd !== null && trade.slot < earlySlotEnd) ledger.boughtEarly += trade.amount;
      if (trade.lamports !== null) {
        ledger.solSpent += trade.lamports;
        ledger.costedBought += trade.amount;
      }
    } else {
      ledger.sold += trade.amount;
      if (trade.lamports !== null) ledger.solReceived += trade.lamports;
    }
    ledgers.set(trade.owner, ledger);
  }
  return ledgers;
}

function emptyLedger(wallet: Address): WalletLedger {
  return { wallet, firstBuySlot: null, bought: 0n, sold: 0n, boughtEarly: 0n, solSpent: 0n, solReceived: 0n, costedBought: 0n, lastBalance: 0n, trades: [] };
}

/** SOL received from sells minus the average cost of the tokens sold, lamports. */
export function realizedLamports(ledger: WalletLedger): bigint {
  if (ledger.sold === 0n) return 0n;
  const cost = ledger.costedBought > 0n ? (ledger.solSpent * min(ledger.sold, ledger.costedBought)) / ledger.costedBought : 0n;
  return ledger.solReceived - cost;
}

function min(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
