// Cohorts on the map: which cohort each wallet is drawn in, from a /api/cohorts answer (already
// parsed with its contract), and the colours that replace the role colours while that is on.
import type { CohortsResponse } from "@/server/contracts/analytics";
import type { MapNode } from "@/server/contracts/wire-types";
import { COHORT_ORDER, COHORT_STYLE, type CohortKey } from "@/components/map/map-style";

/** wallet -> its cohort; a wallet in several cohorts takes the first in COHORT_ORDER (team first). */
export function cohortByWallet(answer: Pick<CohortsResponse, "team" | "insiders" | "snipers">): Map<string, CohortKey> {
  const byWallet = new Map<string, CohortKey>();
  for (const key of COHORT_ORDER) {
    if (key === "none") continue;
    for (const wallet of answer[key].wallets) if (!byWallet.has(wallet)) byWallet.set(wallet, key);
  }
  return byWallet;
}

export function cohortOf(byWallet: Map<string, CohortKey>, node: Pick<MapNode, "id">): CohortKey {
  return byWallet.get(node.id) ?? "none";
}

export function cohortColors(nodes: MapNode[], byWallet: Map<string, CohortKey>): string[] {
  return nodes.map((n) => COHORT_STYLE[cohortOf(byWallet, n)].hex);
}

/** Counts for the legend, every cohort listed (a zero says "none found", which is news too). */
export function countCohorts(nodes: MapNode[], byWallet: Map<string, CohortKey>): Map<CohortKey, number> {
  const counts = new Map<CohortKey, number>(COHORT_ORDER.map((k) => [k, 0]));
  for (const node of nodes) {
    const key = cohortOf(byWallet, node);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
