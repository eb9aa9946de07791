import type { DeployerReport, DeployerVerdict } from "@/server/contracts/wire-types";
import { Card, Chip, Fact } from "@/components/ui/card";
import { AddressLink, TxLink } from "@/components/ui/evidence-links";
import { formatPct, formatUsd, pluralize } from "@/components/format";
import { NEUTRAL_STYLE, RECOMMENDATION_STYLE } from "@/components/risk-colors";

const VERDICT: Record<DeployerVerdict, { label: string; chip: string; explain: string }> = {
  SERIAL_RUGGER: { label: "Serial rugger", chip: RECOMMENDATION_STYLE.AVOID.chip, explain: "Most of this creator's earlier tokens are dead." },
  POOR_TRACK_RECORD: { label: "Poor track record", chip: RECOMMENDATION_STYLE.REVIEW.chip, explain: "Many of this creator's earlier tokens died." },
  NORMAL: { label: "Normal", chip: RECOMMENDATION_STYLE.SAFE.chip, explain: "Earlier launches look like an ordinary track record." },
  FIRST_LAUNCH: { label: "First launch", chip: NEUTRAL_STYLE.chip, explain: "No earlier token created by this wallet." },
  UNKNOWN: { label: "Unknown", chip: NEUTRAL_STYLE.chip, explain: "The creator or its history could not be established; this is not a clean bill." },
};

/** A record counted dead but usual for its launch count (reputation not SERIAL_RUGGER): a prolific launcher, not a rugger. */
const SERIAL_LAUNCHER = { label: "Serial launcher", chip: NEUTRAL_STYLE.chip, explain: "Most of this creator's earlier tokens are dead, as for most creators with as many launches." };

function describeBaseRate(deployer: DeployerReport): string | null {
  const rate = deployer.base_rate;
  if (!rate) return null;
  const source = rate.source === "stored_scans" ? `${rate.creators} creators this service scanned` : "the documented prior";
  const dumped = rate.insider_dumped_launches > 0 ? ` Wallets it funded bought and dumped ${pluralize(rate.insider_dumped_launches, "earlier launch", "earlier launches")}.` : "";
  return ` Against creators with ${rate.band} launches (${formatPct(rate.dead_rate_pct)} of launches die, ${source}) its record is ${rate.record}: ${formatPct(rate.dead_tail_pct)} do as badly.${dumped}`;
}

export function DeployerCard({ deployer }: { deployer: DeployerReport }) {
  const verdict = deployer.verdict === "SERIAL_RUGGER" && deployer.reputation !== "SERIAL_RUGGER" ? SERIAL_LAUNCHER : VERDICT[deployer.verdict];
  return (
    <Card title="Deployer" action={<Chip className={verdict.chip}>{verdict.label}</Chip>} testId="deployer">
      <p className="text-sm text-slate-400">
        {deployer.creator ? (
          <>
            Creator <AddressLink address={deployer.creator} />.{" "}
          </>
        ) : null}
        {verdict.explain}
        {describeBaseRate(deployer)}
        {!deployer.history_complete && " Its history was cut short, so the counts are a lower bound."}
      </p>
      <dl className="mt-3 grid grid-cols-3 gap-2">
        <Fact label="Launched" value={deployer.tokens_launched} hint="earlier tokens" />
        <Fact label="Dead" value={deployer.dead} hint={deployer.dead_pct === null ? "of sampled" : `${formatPct(deployer.dead_pct)} of sampled`} />
        <Fact label="Alive" value={deployer.still_alive} />
      </dl>
      {deployer.launches && deployer.launches.length > 0 && (
        <ul className="mt-3 max-h-56 space-y-1 overflow-y-auto pr-1 text-sm">
          {deployer.launches.map((launch) => (
            <li key={launch.mint} className="flex items-center justify-between gap-2 rounded-lg bg-black/20 px-2 py-1">
              <span className="min-w-0 truncate">
                <span className="font-medium text-slate-200">{launch.symbol ?? "?"}</span> <AddressLink address={launch.mint} />
              </span>
              <span className="flex shrink-0 items-center gap-2 text-xs">
                <span className={launch.status === "dead" ? "text-red-300" : launch.status === "alive" ? "text-emerald-300" : "text-slate-400"}>{launch.status}</span>
                <span className="text-slate-400">{formatUsd(launch.now_mcap_usd)}</span>
                <TxLink signature={launch.signature} className="text-xs" />
              </span>
            </li>
          ))}
        </ul>
      )}
      {deployer.tokens_launched > 0 && !deployer.launches && (
        <p className="mt-2 text-xs text-slate-400">{pluralize(deployer.tokens_launched, "earlier launch", "earlier launches")} found; the list comes with a prepaid key.</p>
      )}
    </Card>
  );
}
