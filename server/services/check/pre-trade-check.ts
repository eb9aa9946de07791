// POST /api/check: the pre-trade gate for bots and agents (issue 30). One scan
// for the caller under its grant (a repeat of a mint it paid for within the
// fresh window is free), the exit quote at the caller's size, the policy (this
// call's, else the key's stored one, else the documented default), and the
// verdict with its reasons and the position's exposure to an insider exit.
import { resolveCheckPolicy, DEFAULT_CHECK_POLICY, type CheckPolicy, type CheckRequest, type CheckResponse } from "@/server/contracts/check";
import type { Caller } from "@/server/services/access/access/caller";
import type { ScanAccess } from "@/server/services/access/access/scan-access";
import { reportIdOf } from "@/server/services/evidence/evidence-payload";
import { decideCheck } from "@/server/services/check/decide-check";
import { computeInsiderExposure } from "@/server/services/check/insider-exposure";
import { readKeyPolicy } from "@/server/services/check/check-policies";
import { openScanSession } from "@/server/services/scan/scan/scan-for-caller";
import { getExitCostForReport } from "@/server/services/analytics/exit-cost-for-scan";
import type { Services } from "@/server/services/services";

type CheckServices = Pick<Services, "scans" | "access" | "runtime" | "database">;

export async function runPreTradeCheck(services: CheckServices, caller: Caller, grant: ScanAccess, request: CheckRequest): Promise<CheckResponse> {
  const position = request.size_usd !== undefined ? { usd: request.size_usd } : { sol: request.size_sol! };
  const [report, chosen, { baseUrl }] = await Promise.all([
    openScanSession(services, caller, grant).then((session) => session.scan({ mint: request.mint })),
    choosePolicy(services, caller, request),
    services.access(),
  ]);
  // a quote that cannot be had is an exposure that cannot be priced (never allow), not a failed check
  const exitCost = await getExitCostForReport((await services.runtime()).sources, report, position).catch(() => null);
  const priced = computeInsiderExposure(report, exitCost);
  const { decision, reasons } = decideCheck(report, { maxExposureUsd: priced.maxExposureUsd, positionUsd: priced.exposure.position_usd, noExitRoute: priced.noExitRoute }, chosen.policy);
  return {
    decision,
    reasons,
    max_exposure_usd: priced.maxExposureUsd,
    exposure: priced.exposure,
    report_id: reportIdOf(report),
    evidence_url: `${baseUrl}/api/evidence?mint=${request.mint}`,
    recommendation: report.recommendation,
    cabal_score: report.cabal_score,
    policy: chosen.policy,
    policy_source: chosen.source,
    exit_cost: exitCost,
    ...grant.reportFields(),
  };
}

async function choosePolicy(services: CheckServices, caller: Caller, request: CheckRequest): Promise<{ policy: CheckPolicy; source: CheckResponse["policy_source"] }> {
  if (request.policy) return { policy: resolveCheckPolicy(request.policy), source: "request" };
  if (caller.kind !== "key") return { policy: DEFAULT_CHECK_POLICY, source: "default" };
  const stored = await readKeyPolicy(await services.database(), caller.key.id);
  return { policy: stored.policy, source: stored.source };
}
