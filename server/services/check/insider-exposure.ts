// What a position loses if the flagged insiders exit at once (max_exposure_usd
// of POST /api/check). The exit quote at the caller's size says how deep the
// market is for that size; a constant-product pool of that depth then prices
// the insiders' dump before the caller's own sale (docs/decisions.md
// "Pre-trade gate: exposure"). With the pool's token reserve as 1 and the
// caller's tokens c (r0 = 1 / (1 + c) is what the quote gives back per unit
// sold), the insiders' tokens are s = c x insiders' value / position value;
// after they sell, the caller's sale returns 1 / ((1 + s)(1 + s + c)) of the
// position's value now. No insiders: exactly the quote's own loss.
import type { Exposure } from "@/server/contracts/check";
import type { EngineReport } from "@/server/engine/report-types";
import type { ExitCost } from "@/server/services/analytics/exit-cost";

export const EXPOSURE_MODEL = "constant-product pool as deep as the exit quote at your size says; the flagged insiders (live clusters) sell all they hold first, then you sell";

export interface ExposureResult {
  maxExposureUsd: number | null;
  exposure: Exposure;
  /** no sell route at this size: the whole position is exposed */
  noExitRoute: boolean;
}

export function computeInsiderExposure(report: Pick<EngineReport, "holders" | "coordinated_clusters" | "market_cap">, exitCost: ExitCost | null): ExposureResult {
  const positionUsd = exitCost?.size_usd ?? null;
  const insidersPct = getInsidersPct(report);
  const base = { position_usd: positionUsd, insiders_pct: insidersPct, model: EXPOSURE_MODEL };
  if (!exitCost || positionUsd === null || positionUsd <= 0) return unpriced(base);
  if (!exitCost.sell.routable) {
    return { maxExposureUsd: round2(positionUsd), noExitRoute: true, exposure: { ...base, own_exit_loss_pct: 100, after_insider_exit_loss_pct: 100 } };
  }
  const kept = keptFraction(exitCost);
  if (kept === null) return unpriced(base);
  const c = 1 / kept - 1;
  if (insidersPct === null || (insidersPct > 0 && !report.market_cap)) return { ...unpriced(base), exposure: { ...base, own_exit_loss_pct: pct(1 - kept), after_insider_exit_loss_pct: null } };
  const insidersUsd = (insidersPct / 100) * (report.market_cap ?? 0);
  const s = c * (insidersUsd / positionUsd);
  const after = 1 / ((1 + s) * (1 + s + c));
  return {
    maxExposureUsd: round2(positionUsd * (1 - after)),
    noExitRoute: false,
    exposure: { ...base, own_exit_loss_pct: pct(1 - kept), after_insider_exit_loss_pct: pct(1 - after) },
  };
}

/** Share of supply the flagged insiders hold now: the holders in a live cluster, and each cluster's members outside the listed holders. */
export function getInsidersPct(report: Pick<EngineReport, "holders" | "coordinated_clusters">): number | null {
  const listed = new Map(report.holders.filter((h) => !h.is_pool).map((h) => [h.owner, h.pct]));
  const counted = new Set<string>();
  let total = 0;
  for (const cluster of report.coordinated_clusters) {
    if (cluster.combined_pct === null) return null;
    let known = 0;
    for (const member of cluster.members) {
      const held = listed.get(member);
      if (held === undefined || held === null) continue;
      known += held;
      if (!counted.has(member)) total += held;
      counted.add(member);
    }
    // members outside the top holders: what the cluster holds beyond its listed members
    total += Math.max(0, cluster.combined_pct - known);
  }
  return Math.min(100, Math.round(total * 10_000) / 10_000);
}

/** What selling at this size gives back per unit of value, from the quote: SOL out over SOL in, else 1 - impact. */
function keptFraction(exitCost: ExitCost): number | null {
  const { sell, size_sol: sizeSol } = exitCost;
  if (sell.sol_out !== null && sizeSol) return clamp(sell.sol_out / sizeSol);
  if (sell.price_impact_pct !== null) return clamp(1 - sell.price_impact_pct / 100);
  return null;
}

function unpriced(base: Pick<Exposure, "position_usd" | "insiders_pct" | "model">): ExposureResult {
  return { maxExposureUsd: null, noExitRoute: false, exposure: { ...base, own_exit_loss_pct: null, after_insider_exit_loss_pct: null } };
}

const clamp = (value: number) => Math.min(1, Math.max(1e-9, value));
const pct = (fraction: number) => Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 100;
const round2 = (value: number) => Math.round(value * 100) / 100;
