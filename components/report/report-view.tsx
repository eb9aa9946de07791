import type { ScanReport } from "@/server/contracts/wire-types";
import { ClustersPanel } from "@/components/report/clusters-panel";
import { DeployerCard } from "@/components/report/deployer-card";
import { FilteredClustersPanel } from "@/components/report/filtered-clusters-panel";
import { HoldersTable } from "@/components/report/holders-table";
import { HoneypotPanel } from "@/components/report/honeypot-panel";
import { MarketPanel } from "@/components/report/market-panel";
import { ReasonsPanel } from "@/components/report/reasons-panel";
import { VerdictHeader } from "@/components/report/verdict-header";

/** The report in reading order: verdict, why, who, then the token's own traps and market. */
export function ReportView({ report }: { report: ScanReport }) {
  return (
    <div className="space-y-5" data-testid="report">
      <VerdictHeader report={report} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-5">
          <ReasonsPanel report={report} />
          <ClustersPanel clusters={report.coordinated_clusters} holders={report.holders} />
          <FilteredClustersPanel filtered={report.filtered_clusters} />
        </div>
        <div className="min-w-0 space-y-5">
          <HoneypotPanel report={report} />
          <MarketPanel report={report} />
          <DeployerCard deployer={report.deployer} />
        </div>
      </div>
      <HoldersTable holders={report.holders} clusters={report.coordinated_clusters} filtered={report.filtered_clusters} />
      <p className="text-sm text-slate-400">How often each signal above is right, with every miss: <a href="/accuracy" className="text-sky-300 underline underline-offset-2 hover:text-sky-200">published accuracy</a>.</p>
    </div>
  );
}
