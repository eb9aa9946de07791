// LP status: burned, locked for good, locked until when (and whether that
// falls inside the horizon asked for), or kept.
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { formatPct, formatUsd } from "@/components/format";
import { Fact } from "@/components/ui/card";

function day(seconds: number | null): string | null {
  return seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : null;
}

export function LpStatus({ liquidity }: { liquidity: TradeAnalysisResponse["liquidity"] }) {
  const burned = liquidity.lp_burned === null ? "n/a" : liquidity.lp_burned ? "Burned" : "Not burned";
  const unlock = day(liquidity.unlocks_at);
  const flag = liquidity.unlock_within_horizon;
  const secured = [liquidity.lp_burned_pct, liquidity.lp_locked_pct, liquidity.lp_locked_forever_pct];
  const kept = secured.some((v) => v === null) ? "n/a" : formatPct(Math.max(0, 100 - secured.reduce<number>((a, b) => a + (b ?? 0), 0)));
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Fact label="Liquidity" value={formatUsd(liquidity.liquidity_usd)} hint={liquidity.venue ?? undefined} />
        <Fact label="LP burned" value={burned} hint={liquidity.lp_burned_pct === null ? undefined : formatPct(liquidity.lp_burned_pct)} tone={liquidity.lp_burned ? "text-emerald-300" : ""} />
        <Fact label="LP locked for good" value={formatPct(liquidity.lp_locked_forever_pct)} tone={(liquidity.lp_locked_forever_pct ?? 0) > 0 ? "text-emerald-300" : ""} />
        <Fact label="LP locked until" value={formatPct(liquidity.lp_locked_pct)} hint={unlock ? `unlocks ${unlock}` : undefined} />
        <Fact label="LP kept" value={kept} tone="text-amber-200" />
      </dl>
      {flag && (
        <p className="text-xs text-amber-200">
          {formatPct(flag.pct)} of the LP becomes withdrawable by {day(flag.at)}, inside your {flag.horizon_hours} h horizon.
        </p>
      )}
      {liquidity.note && <p className="text-xs text-slate-400">{liquidity.note}</p>}
    </div>
  );
}
