import type { FilteredCluster } from "@/server/contracts/wire-types";
import { Card, Chip } from "@/components/ui/card";
import { AddressLink, TxLink } from "@/components/ui/evidence-links";
import { formatPct, pluralize } from "@/components/format";

export function FilteredClustersPanel({ filtered }: { filtered: FilteredCluster[] }) {
  if (filtered.length === 0) return null;
  return (
    <Card title="Filtered: exchange-funded holders" subtitle="Wallets funded from an exchange look alike but are not a team. They are shown here and score nothing." testId="filtered-clusters">
      <ul className="space-y-3">
        {filtered.map((group) => (
          <li key={group.funder} className="rounded-xl border border-line/70 bg-black/20 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-sky-200">{group.funder_label}</span>
              <AddressLink address={group.funder} />
              <Chip>{pluralize(group.wallet_count, "wallet")}</Chip>
              <Chip>{formatPct(group.combined_pct)} of supply</Chip>
            </div>
            <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
              {group.members.map((member) => (
                <AddressLink key={member} address={member} />
              ))}
            </div>
            {group.evidence_txs.length > 0 && (
              <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-400">
                funding tx: {group.evidence_txs.slice(0, 4).map((sig) => <TxLink key={sig} signature={sig} />)}
                {group.evidence_txs.length > 4 && <span>+{group.evidence_txs.length - 4} more</span>}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
