// The `screen_list` field of a scan by a key with the add-on: which of the
// key's wallets appear in the report, as holders or as the funders behind
// clusters. Added after the (possibly cached) report is read, per caller:
// the shared cache never holds one key's list (docs/decisions.md "Screen list").
import type { ScanReport, ScreenListResult } from "@/server/contracts/scan-report";

export function findScreenListHits(report: Pick<ScanReport, "holders" | "coordinated_clusters" | "filtered_clusters">, list: ReadonlyMap<string, string>): ScreenListResult {
  const hits: ScreenListResult["hits"] = [];
  const seen = new Set<string>();
  const hit = (wallet: string, role: "holder" | "cluster_funder", pct: number | null) => {
    const label = list.get(wallet);
    const key = `${wallet}:${role}`;
    if (label === undefined || seen.has(key)) return;
    seen.add(key);
    hits.push({ wallet, label, role, pct });
  };
  for (const h of report.holders) hit(h.owner, "holder", h.pct);
  for (const c of report.coordinated_clusters) if (c.master_full) hit(c.master_full, "cluster_funder", c.combined_pct);
  for (const c of report.filtered_clusters) hit(c.funder, "cluster_funder", c.combined_pct);
  return { checked: true, matches: hits.length, hits };
}
