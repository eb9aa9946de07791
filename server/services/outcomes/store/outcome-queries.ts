// Query functions of the outcome checkpoints (the readers' side): one mint's
// checkpoints for GET /api/outcomes, every labelled case for the live figures
// and the calibration fit, and the fits themselves.
import type { Prisma } from "@/server/platform/db/generated/client";
import type { Db } from "@/server/platform/db/usage-counters";

export interface StoredOutcome {
  mint: string;
  firstScanAt: Date;
  demo: boolean;
  scheduled: boolean;
  checkpoints: { name: string; standsFor: string; dueAt: Date; checkedAt: Date | null; label: string | null; evidence: string[]; facts: unknown }[];
}

export async function findOutcome(db: Db, mint: string): Promise<StoredOutcome | null> {
  const found = await db.outcomeCase.findUnique({
    where: { mint },
    select: { mint: true, firstScanAt: true, demo: true, scheduled: true, checkpoints: { orderBy: { position: "asc" } } },
  });
  if (!found) return null;
  return {
    mint: found.mint,
    firstScanAt: found.firstScanAt,
    demo: found.demo,
    scheduled: found.scheduled,
    checkpoints: found.checkpoints.map((c) => ({ name: c.name, standsFor: c.standsFor, dueAt: c.dueAt, checkedAt: c.checkedAt, label: c.label, evidence: c.evidence, facts: c.facts })),
  };
}

export interface LabelledCaseRow {
  mint: string;
  recommendation: string;
  cabalScore: number;
  flags: string[];
  firstScanAt: Date;
  at24h: string | null;
  at7d: string | null;
}

/** Every scheduled case of one kind (demo or market data), with its +24 h and +7 d labels (null until checked). */
export async function listCaseLabels(db: Db, demo: boolean): Promise<LabelledCaseRow[]> {
  const rows = await db.$queryRaw<Array<{ mint: string; recommendation: string; cabal_score: number; flags: string[] | null; first_scan_at: Date; at_24h: string | null; at_7d: string | null }>>`
    SELECT c."mint", c."recommendation", c."cabal_score", c."flags", c."first_scan_at",
      (SELECT k."label" FROM "outcome_checkpoints" k WHERE k."mint" = c."mint" AND k."stands_for" = '24h') AS "at_24h",
      (SELECT k."label" FROM "outcome_checkpoints" k WHERE k."mint" = c."mint" AND k."stands_for" = '7d') AS "at_7d"
    FROM "outcome_cases" c WHERE c."scheduled" AND c."demo" = ${demo}
    ORDER BY c."first_scan_at", c."mint"`;
  return rows.map((r) => ({ mint: r.mint, recommendation: r.recommendation, cabalScore: Number(r.cabal_score), flags: r.flags ?? [], firstScanAt: r.first_scan_at, at24h: r.at_24h, at7d: r.at_7d }));
}

export interface StoredCalibration {
  fittedAt: Date;
  method: string;
  sampleSize: number;
  rugged: number;
  demo: boolean;
  model: unknown;
}

export async function findLatestCalibration(db: Db, demo: boolean): Promise<StoredCalibration | null> {
  const row = await db.outcomeCalibration.findFirst({ where: { demo }, orderBy: { fittedAt: "desc" } });
  return row ? { fittedAt: row.fittedAt, method: row.method, sampleSize: row.sampleSize, rugged: row.rugged, demo: row.demo, model: row.model } : null;
}

export async function insertCalibration(db: Db, fit: StoredCalibration): Promise<void> {
  await db.outcomeCalibration.create({ data: { fittedAt: fit.fittedAt, method: fit.method, sampleSize: fit.sampleSize, rugged: fit.rugged, demo: fit.demo, model: fit.model as Prisma.InputJsonValue } });
}
