// p_rug_24h: fitted on stored outcomes only (every case with a +24 h label:
// its first scan's cabal_score, and whether it was labelled rugged), refitted
// every OUTCOME_REFIT_SECONDS by whichever instance takes the refit lease, and
// read by the scan service when it serves a report. Before enough outcomes
// exist (OUTCOME_CALIBRATION_MIN_CASES, with at least one rugged case and one
// other) there is no fit, and reports say null: never a guess.
import type { Database } from "@/server/platform/db/client";
import { takeTraceLease } from "@/server/platform/db/trace-leases";
import { fitIsotonic, predictIsotonic, type IsotonicModel } from "@/server/engine/outcomes/isotonic";
import type { PRugReading } from "@/server/contracts/scan-report";
import type { OutcomeSettings } from "@/server/services/outcomes/settings";
import { findLatestCalibration, insertCalibration, listCaseLabels, type StoredCalibration } from "@/server/services/outcomes/store/outcome-queries";

/** the refit's lease row (trace_leases): not a mint, base58 has no ':' */
const REFIT_LEASE = "outcomes:refit";
/** a served report's p_rug_24h may lag a new fit by this much (ms) */
const FIT_FRESH_MS = 5_000;

export interface CalibrationDeps {
  database: () => Promise<Database>;
  settings: OutcomeSettings;
  now: () => Date;
  holder: string;
}

export function createCalibration(deps: CalibrationDeps) {
  let kept: { at: number; fit: Promise<StoredCalibration | null> } | null = null;

  function latest(): Promise<StoredCalibration | null> {
    const at = Date.now();
    if (!kept || at - kept.at > FIT_FRESH_MS) {
      const fit = deps.database().then((db) => findLatestCalibration(db.prisma, deps.settings.demo));
      kept = { at, fit: fit.catch(() => null) };
    }
    return kept.fit;
  }

  return {
    latest,
    async calibrate(score: number): Promise<PRugReading> {
      const fit = await latest();
      const p = fit ? predictIsotonic(fit.model as IsotonicModel, score) : null;
      if (!fit || p === null) return { p_rug_24h: null, p_rug_24h_fit: null };
      return { p_rug_24h: p, p_rug_24h_fit: { method: "isotonic", sample_size: fit.sampleSize, rugged: fit.rugged, fitted_at: fit.fittedAt.toISOString(), demo: fit.demo } };
    },
    /** Fits again when the last fit is older than the refit interval (one instance at a time); true when it stored one. */
    async refitIfDue(): Promise<boolean> {
      const { prisma } = await deps.database();
      const now = deps.now();
      const last = await findLatestCalibration(prisma, deps.settings.demo);
      if (last && now.getTime() - last.fittedAt.getTime() < deps.settings.refitSeconds * 1000) return false;
      if (!(await takeTraceLease(prisma, { mint: REFIT_LEASE, holder: deps.holder, seconds: Math.max(5, Math.min(deps.settings.refitSeconds, 300)) }))) return false;
      const points = (await listCaseLabels(prisma, deps.settings.demo)).filter((r) => r.at24h !== null).map((r) => ({ score: r.cabalScore, rugged: r.at24h === "rugged" }));
      const rugged = points.filter((p) => p.rugged).length;
      if (points.length < deps.settings.calibrationMinCases || rugged === 0 || rugged === points.length) return false;
      await insertCalibration(prisma, { fittedAt: now, method: "isotonic", sampleSize: points.length, rugged, demo: deps.settings.demo, model: fitIsotonic(points) });
      kept = null;
      return true;
    },
  };
}

export type Calibration = ReturnType<typeof createCalibration>;
