// The public recent-scans feed shows only what anonymous callers scanned
// (issue 18 item 14): an anonymous grant records its answered scan in
// public_scans. Keyed and paying callers' scans are never recorded, so the
// feed cannot reveal their interest; a free repeat adds nothing (the first
// answer is already there).
import { queuePublicScan } from "@/server/platform/db/public-scans";
import type { AccessContext } from "@/server/services/access/access/access-context";
import type { Grant } from "@/server/services/access/access/scan-access";

interface AnsweredScan {
  mint: string;
  source: "pre_indexed" | "real_time";
  cabal_score: number;
  recommendation: string;
  analysis_time_ms: number;
}

/** The anonymous grant, recording its answer when the answer is a scan report (map data is not). */
export function publishing(ctx: Pick<AccessContext, "database" | "now">, grant: Grant): Grant {
  return {
    ...grant,
    async onAnswered(result) {
      await grant.onAnswered?.(result);
      if (!isScanReport(result)) return;
      const { prisma } = await ctx.database();
      queuePublicScan(prisma, {
        mint: result.mint,
        source: result.source,
        cabalScore: result.cabal_score,
        recommendation: result.recommendation,
        durationMs: Math.max(0, Math.round(result.analysis_time_ms)),
        at: ctx.now(),
      });
    },
  };
}

function isScanReport(value: unknown): value is AnsweredScan {
  const v = value as Partial<AnsweredScan> | null;
  return (
    typeof v === "object" && v !== null && typeof v.mint === "string" && typeof v.cabal_score === "number" && typeof v.recommendation === "string" &&
    (v.source === "pre_indexed" || v.source === "real_time") && typeof v.analysis_time_ms === "number"
  );
}
