import type { ScanReport } from "@/server/contracts/wire-types";
import { Card, Chip, Fact } from "@/components/ui/card";
import { formatSol, formatUsd } from "@/components/format";
import { NEUTRAL_STYLE, RECOMMENDATION_STYLE } from "@/components/risk-colors";

function liquidityRatio(report: ScanReport): number | null {
  if (report.liquidity_usd === null || !report.market_cap) return null;
  return report.liquidity_usd / report.market_cap;
}

export function MarketPanel({ report }: { report: ScanReport }) {
  const check = report.sell_check;
  const sellChip = !check.checked ? NEUTRAL_STYLE.chip : check.routable === false ? RECOMMENDATION_STYLE.AVOID.chip : RECOMMENDATION_STYLE.SAFE.chip;
  const sellLabel = !check.checked ? "not checked" : check.routable === false ? "no sell route" : "can sell";
  const ratio = liquidityRatio(report);
  return (
    <Card title="Sell check & liquidity" action={<Chip className={sellChip}>{sellLabel}</Chip>} testId="market">
      <p className="text-sm text-slate-400 first-letter:uppercase">{check.note}.</p>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        <Fact label="Price impact" value={check.price_impact_pct === null ? "—" : `${check.price_impact_pct.toFixed(2)}%`} hint="selling ~$500" />
        <Fact label="You would get" value={formatSol(check.sol_out)} />
        <Fact label="Liquidity" value={formatUsd(report.liquidity_usd)} />
        <Fact
          label="Liquidity / mcap"
          value={ratio === null ? "—" : `${(ratio * 100).toFixed(1)}%`}
          tone={report.exit_liquidity_risk ? RECOMMENDATION_STYLE.REVIEW.text : ""}
          hint={report.exit_liquidity_risk ? "below 3%: exits will move the price" : undefined}
        />
      </dl>
    </Card>
  );
}
