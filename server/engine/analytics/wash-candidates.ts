// Which traders may belong to a wash ring, before anything is known of who
// funded them: wallets whose buy is closed by a sell of at least 90% of it
// within 10 minutes, by themselves or by any other trader. The service reads
// the funders of the busiest of them (a ring's wallets pass the same bag
// around, so they pair up with each other most); the engine then groups them.
import type { Address } from "@/server/engine/snapshot";
import type { HistoryTrade } from "@/server/engine/analytics/types";
import { closesTrip, ROUND_TRIP_WINDOW_SECONDS } from "@/server/engine/analytics/wash-trading";

/** slots a 10-minute window can span, with room for slow slots: the scan stops looking past it. */
const WINDOW_SLOTS = ROUND_TRIP_WINDOW_SECONDS * 4;

/** Traders in a possible round trip, most pairings first. */
export function findWashCandidates(trades: HistoryTrade[]): Address[] {
  const sorted = [...trades].sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
  const legs = new Map<Address, number>();
  const count = (wallet: Address) => legs.set(wallet, (legs.get(wallet) ?? 0) + 1);
  sorted.forEach((buy, i) => {
    if (buy.side !== "buy") return;
    for (let j = i + 1; j < sorted.length && sorted[j].slot - buy.slot <= WINDOW_SLOTS; j++) {
      const sell = sorted[j];
      if (sell.side !== "sell" || !closesTrip(buy, sell)) continue;
      count(buy.owner);
      if (sell.owner !== buy.owner) count(sell.owner);
    }
  });
  return [...legs].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([wallet]) => wallet);
}
