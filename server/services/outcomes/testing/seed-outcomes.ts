// Test support: outcome cases written the way production writes them (a
// stored report enrols the mint through the migration's trigger, the worker's
// schedule writes the checkpoints), with labels set directly, so route tests
// can check what is served against what is stored without playing futures.
import type { Prisma, PrismaClient } from "@/server/platform/db/generated/client";
import { deriveAddress } from "@/server/ledger";
import { flagsOfReport, type FlaggedReport } from "@/server/engine/outcomes/report-flags";
import { scheduleNewCases } from "@/server/services/outcomes/store/outcome-cases";
import type { OutcomeSettings } from "@/server/services/outcomes/settings";

export interface SeedCase {
  recommendation: "SAFE" | "REVIEW" | "AVOID";
  cabalScore: number;
  /** report fields that raise flags, e.g. { time_sync: true } */
  report?: FlaggedReport;
  /** labels by position (1h, 6h, 24h, 7d); undefined: not checked yet */
  labels: (string | undefined)[];
}

export const seedMint = (i: number) => deriveAddress("outcome-seed", `mint-${i}`);
export const seedSignature = (i: number, k: number) => `${deriveAddress("outcome-seed", `sig-${i}-${k}`)}${deriveAddress("outcome-seed", `sig2-${i}-${k}`)}`.slice(0, 88);

export async function seedOutcomes(prisma: PrismaClient, settings: OutcomeSettings, cases: SeedCase[], firstScanAt: Date): Promise<string[]> {
  const mints = cases.map((_, i) => seedMint(i));
  for (const [i, c] of cases.entries()) {
    const report = { mint: mints[i], recommendation: c.recommendation, cabal_score: c.cabalScore, liquidity_usd: 1000, market_cap: 10_000, decimals: 6, slot: 1, deployer: { creator: null }, holders: [], coordinated_clusters: [], ...c.report };
    await prisma.scanReport.create({ data: { mint: mints[i], report: report as Prisma.InputJsonValue, cabalScore: c.cabalScore, recommendation: c.recommendation, degraded: false, computedAt: new Date(firstScanAt.getTime() + i * 1000) } });
  }
  await scheduleNewCases(prisma, { checkpoints: settings.checkpoints, demo: settings.demo, limit: 1_000, flagsOf: (r) => flagsOfReport(r as FlaggedReport) });
  for (const [i, c] of cases.entries()) {
    for (const [k, label] of c.labels.entries()) {
      if (!label) continue;
      const name = settings.checkpoints[k].name;
      await prisma.outcomeCheckpoint.update({ where: { mint_name: { mint: mints[i], name } }, data: { label, evidence: [seedSignature(i, k)], checkedAt: new Date(firstScanAt.getTime() + (k + 1) * 60_000) } });
    }
  }
  return mints;
}
