// LP status: burned, locked (until when) or kept.
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { formatPct, formatUsd } from "@/components/format";
import { Fact } from "@/components/ui/card";

export function LpStatus({ liquidity }: { liquidity: TradeAnalysisResponse["liquidity"] }) {
  const burned = liquidity.lp_burned === null ? "n/a" : liquidity.lp_burned ? "Burned" : "Not burned";
  const unlock = liquidity.lock_unlocks_at ? new Date(liquidity.lock_unlocks_at * 1000).toISOString().slice(0, 10) : null;
  return (
    <div className="space-y-2">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Fact label="Liquidity" value={formatUsd(liquidity.liquidity_usd)} hint={liquidity.venue ?? undefined} />
        <Fact label="LP burned" value={burned} hint={liquidity.lp_burned_pct === null ? undefined : formatPct(liquidity.lp_burned_pct)} tone={liquidity.lp_burned ? "text-emerald-300" : ""} />
        <Fact label="LP locked" value={formatPct(liquidity.lp_locked_pct)} hint={unlock ? `unlocks ${unlock}` : undefined} />
        <Fact label="LP kept" value={liquidity.lp_burned_pct === null || liquidity.lp_locked_pct === null ? "n/a" : formatPct(Math.max(0, 100 - liquidity.lp_burned_pct - liquidity.lp_locked_pct))} tone="text-amber-200" />
      </dl>
      {liquidity.note && <p className="text-xs text-slate-400">{liquidity.note}</p>}
    </div>
  );
}
