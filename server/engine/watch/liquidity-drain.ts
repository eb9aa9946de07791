// liquidity_drain: the main pool's quote reserve (SOL/USDC) falls by 30 % or
// more from its peak within DRAIN_WINDOW_SECONDS, or LP is withdrawn; EXIT from
// 50 %, else REVIEW (docs/decisions.md). The reserve is read from the pool's own
// balance changes in the new transactions (no extra RPC call): its SOL/USDC
// token account, or the owner's lamports for a bonding curve. An LP withdrawal
// is the one move that takes both sides of the pool out in one transaction (a
// swap moves them in opposite directions). Once per incident: after an alert,
// the same window alerts again only when REVIEW escalates to EXIT.
// Each reserve sample keeps who moved it (the mint's sellers, or whoever took
// the withdrawn tokens), so the alert names the wallets behind the fall even
// when it spans several polls, and `soldPct` is what they sold as a share of
// supply; the reserve's own fall is `reserveDropPct`.
import { DRAIN_EXIT_BPS, DRAIN_REVIEW_BPS, DRAIN_WINDOW_SECONDS, QUOTE_MINTS } from "@/server/engine/watch/thresholds";
import type { DrainAlertMark, PoolRef, ReserveSample, WatchIncident, WatchTx } from "@/server/engine/watch/types";

/** reserve samples kept per watched mint */
const MAX_SAMPLES = 400;

export interface DrainResult {
  incident: WatchIncident | null;
  pool: PoolRef;
  reserves: ReserveSample[];
  lastDrainAlert: DrainAlertMark | null;
}

// Raydium v4 vaults of every pool share one authority: until the quote vault is
// known, a transaction touching two SOL/USDC vaults of that owner (a route
// through two pools) is not used to find it.
function quoteObservation(tx: WatchTx, pool: PoolRef): { account: string | null; pre: bigint; post: bigint } | null {
  const candidates = tx.tokenDeltas.filter((d) =>
    pool.quoteAccount ? d.tokenAccount === pool.quoteAccount : d.owner === pool.owner && QUOTE_MINTS.has(d.mint),
  );
  if (candidates.length > 1) return null;
  const token = candidates[0];
  if (token) return { account: token.tokenAccount, pre: token.pre, post: token.post };
  if (pool.quoteAccount) return null;
  const sol = tx.solDeltas.find((d) => d.account === pool.owner);
  return sol ? { account: null, pre: sol.pre, post: sol.post } : null;
}

export function detectLiquidityDrain(
  mint: string,
  input: { pool: PoolRef; supply: bigint; reserves: readonly ReserveSample[]; lastDrainAlert: DrainAlertMark | null; txs: readonly WatchTx[]; now: number },
): DrainResult {
  let pool = input.pool;
  const samples = [...input.reserves];
  const withdrawals: WatchTx[] = [];
  for (const tx of [...input.txs].sort((a, b) => a.slot - b.slot)) {
    if (tx.failed) continue;
    const quote = quoteObservation(tx, pool);
    if (!quote) continue;
    if (quote.account && !pool.quoteAccount) pool = { ...pool, quoteAccount: quote.account };
    const time = tx.blockTime ?? input.now;
    const base = tx.tokenDeltas.find((d) => d.tokenAccount === pool.baseAccount);
    const withdrawal = base !== undefined && base.delta < 0n && quote.post < quote.pre;
    if (withdrawal) withdrawals.push(tx);
    samples.push({ time, slot: tx.slot, reserve: quote.pre, signature: null }, { time, slot: tx.slot, reserve: quote.post, signature: tx.signature, ...movers(tx, mint, pool, withdrawal) });
  }
  const latestTime = samples.length > 0 ? Math.max(...samples.map((s) => s.time)) : input.now;
  const window = samples.filter((s) => s.time >= latestTime - DRAIN_WINDOW_SECONDS);
  const last = window.at(-1);
  // Bounded state: a busy pool keeps its latest samples only.
  const kept = { pool, reserves: window.slice(-MAX_SAMPLES) };
  if (!last) return { incident: null, ...kept, lastDrainAlert: input.lastDrainAlert };
  const peak = window.reduce((max, s) => (s.reserve > max ? s.reserve : max), 0n);
  const dropBps = peak > 0n ? ((peak - last.reserve) * 10_000n) / peak : 0n;
  const triggered = dropBps >= DRAIN_REVIEW_BPS || withdrawals.length > 0;
  const action = dropBps >= DRAIN_EXIT_BPS ? "EXIT" : "REVIEW";
  const previous = input.lastDrainAlert;
  const repeat = previous !== null && last.time - previous.time < DRAIN_WINDOW_SECONDS && !(previous.action === "REVIEW" && action === "EXIT");
  if (!triggered || repeat) return { incident: null, ...kept, lastDrainAlert: previous };
  const droppingSamples = window.filter((s, i) => s.signature && i > 0 && s.reserve < window[i - 1].reserve);
  const dropping = droppingSamples.map((s) => s.signature as string);
  const reserveDropPct = Number(dropBps) / 100;
  const sold = droppingSamples.reduce((sum, s) => sum + (s.sold ?? 0n), 0n);
  const soldPct = input.supply > 0n ? Number((sold * 1_000_000n) / input.supply) / 10_000 : 0;
  const wallets = [...new Set(droppingSamples.flatMap((s) => s.wallets ?? []))];
  const lp = withdrawals.length > 0 ? "LP withdrawn; " : "";
  return {
    incident: {
      type: "liquidity_drain",
      dedupeKey: `${mint}:liquidity_drain:${last.slot}`,
      slot: last.slot,
      time: last.time,
      action,
      coordinated: false,
      wallets,
      soldPct,
      reserveDropPct,
      signatures: [...new Set([...withdrawals.map((t) => t.signature), ...dropping])],
      reason: `${lp}the main pool's quote reserve fell ${reserveDropPct}% within ${DRAIN_WINDOW_SECONDS / 60} minutes (${peak} -> ${last.reserve} base units)`,
    },
    ...kept,
    lastDrainAlert: { time: last.time, action },
  };
}

/** Who moved the reserve in `tx`: the mint's sellers (decoded trades), and for an LP withdrawal the
 * wallets that received the pool's tokens of the mint. */
function movers(tx: WatchTx, mint: string, pool: PoolRef, withdrawal: boolean): { wallets: string[]; sold: bigint } {
  const sells = tx.trades.filter((t) => t.mint === mint && t.side === "sell");
  const takers = withdrawal ? tx.tokenDeltas.filter((d) => d.mint === mint && d.delta > 0n && d.owner !== pool.owner).map((d) => d.owner) : [];
  return { wallets: [...new Set([...sells.map((t) => t.owner), ...takers])], sold: sells.reduce((sum, t) => sum + t.amount, 0n) };
}
