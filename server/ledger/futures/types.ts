// A token's future on the live ledger: what happens to it after it is first
// scanned, on a scaled clock, so outcome checkpoints have something to judge
// (issue 31). Times are in the published scale (hours after the first scan);
// `daySeconds` says how many real seconds a day of it lasts.
import type { Action, TokenAmount } from "@/server/ledger/world/actions/types";
import type { LedgerEventKind } from "@/server/ledger/live/events";

export type FutureStep =
  /** a live market event (insiders dump, liquidity pulled), as POST /__ledger/event makes one */
  | { atHours: number; event: LedgerEventKind }
  /** any scenario action; its wallets act as in the history */
  | { atHours: number; action: Action }
  /** a wallet sells on the token's market as it is then (the open curve, else the deepest pool) */
  | { atHours: number; sell: { wallet: string; amount: TokenAmount } }
  /** organic trading stops (quiet) or starts again (lives) from here on */
  | { atHours: number; trading: "quiet" | "lives" };

export interface TokenFuture {
  /** from the first scan on: a small buy or sell by a fresh wallet every ORGANIC_TRADE_EVERY_HOURS (lives), or none (quiet) */
  trading: "lives" | "quiet";
  steps: FutureStep[];
}

/** What a token with no scripted future does: it keeps trading. */
export const LIVING_FUTURE: TokenFuture = { trading: "lives", steps: [] };

/** Organic trading's period in the published scale: a trade every 2 h keeps a living token far inside
 * the 24 h quiet window of the "abandoned" label. */
export const ORGANIC_TRADE_EVERY_HOURS = 2;
/** Futures end here (hours): past the last published checkpoint (+7 d). */
export const FUTURE_HORIZON_HOURS = 8 * 24;

export interface FutureClock {
  /** live-clock ms of the first scan: step times count from here */
  anchorMs: number;
  /** real seconds one day of the future lasts (86,400: real time) */
  daySeconds: number;
}
