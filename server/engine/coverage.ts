// Coverage of the trace: degraded, scan_complete, wallets_checked, confidence.
// These only ever soften a result (lower confidence, SAFE -> REVIEW); they never
// feed the score.
import type { EngineConfig } from "@/server/engine/config";
import type { Confidence } from "@/server/contracts/scan-report";
import type { TokenSnapshot } from "@/server/engine/snapshot";

export interface CoverageAssessment {
  degraded: boolean;
  scanComplete: boolean;
  walletsChecked: number;
  confidence: Confidence;
}

/** A cap counts as cutting a holder's trace when its name has a holder-trace prefix (e.g. "holder_signatures_page"). */
export function isHolderTraceCap(name: string, config: EngineConfig): boolean {
  return config.holderTraceCapPrefixes.some((prefix) => name.startsWith(prefix));
}

export function assessCoverage(snapshot: TokenSnapshot, config: EngineConfig): CoverageAssessment {
  const coverage = snapshot.coverage;
  const degraded = coverage.failures.length > 0 || coverage.capsHit.some((name) => isHolderTraceCap(name, config));
  const walletsChecked = snapshot.holders.filter((holder) => holder.traced).length;
  const needed = Math.min(coverage.holdersFound, coverage.holderCap);
  const scanComplete = !degraded && walletsChecked >= needed && snapshot.mintInfo.status === "ok";
  const confidence: Confidence = walletsChecked >= config.confidenceMinWallets && !degraded ? "HIGH" : "LOW";
  return { degraded, scanComplete, walletsChecked, confidence };
}
