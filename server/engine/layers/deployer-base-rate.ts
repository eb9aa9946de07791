// A deployer's record against its base rate: among creators with as many
// judged launches, how often is a record at least this bad? Launches die at a
// per-launch rate p (the band's stored rate once the service has scanned
// enough such creators, else the documented prior); the chance of at least k
// dead among n is the binomial tail. Launches are treated as independent at
// the band's rate: real creators differ, so real tails are fatter and the
// thresholds (1 % unusual, 5 % uncommon) are strict on purpose.
import type { EngineConfig } from "@/server/engine/config";
import { roundTo } from "@/server/engine/format";
import type { DeployerBaseRate } from "@/server/contracts/scan-report";
import type { DeployerRecordBand } from "@/server/engine/snapshot";

export interface RecordCounts {
  sampled: number;
  dead: number;
  /** launches whose pump-and-dump could be judged, and those that were. */
  pumpKnown: number;
  pumpAndDumps: number;
  insiderDumps: number;
}

interface Rates {
  source: DeployerBaseRate["source"];
  band: { min: number; max: number | null };
  creators: number;
  deadRate: number;
  pumpAndDumpRate: number;
}

/** The band's rates: stored once it holds enough creators, else the prior. */
export function findRates(sampled: number, stored: DeployerRecordBand[] | undefined, config: EngineConfig): Rates {
  const inBand = (b: { min: number; max: number | null }) => sampled >= b.min && (b.max === null || sampled <= b.max);
  const prior = config.deployerPriorRates.find(inBand) ?? config.deployerPriorRates[config.deployerPriorRates.length - 1];
  const band = stored?.find(inBand);
  const creators = band?.creators ?? 0;
  if (band && creators >= config.deployerBaseRateMinCreators && band.sampledLaunches > 0) {
    const pumpAndDumpRate = band.pumpKnownLaunches > 0 ? band.pumpAndDumps / band.pumpKnownLaunches : prior.pumpAndDumpRate;
    return { source: "stored_scans", band, creators, deadRate: band.deadLaunches / band.sampledLaunches, pumpAndDumpRate };
  }
  return { source: "prior", band: prior, creators, deadRate: prior.deadRate, pumpAndDumpRate: prior.pumpAndDumpRate };
}

export function judgeRecord(counts: RecordCounts, stored: DeployerRecordBand[] | undefined, config: EngineConfig): DeployerBaseRate {
  const rates = findRates(counts.sampled, stored, config);
  const deadTail = binomialTail(counts.sampled, counts.dead, rates.deadRate);
  const pumpTail = counts.pumpKnown > 0 ? binomialTail(counts.pumpKnown, counts.pumpAndDumps, rates.pumpAndDumpRate) : null;
  const tailPct = Math.min(deadTail, pumpTail ?? 1) * 100;
  const record = tailPct <= config.deployerUnusualTailPct ? "unusual" : tailPct <= config.deployerUncommonTailPct ? "uncommon" : "usual";
  return {
    source: rates.source,
    band: rates.band.max === null ? `${rates.band.min}+` : rates.band.min === rates.band.max ? `${rates.band.min}` : `${rates.band.min}-${rates.band.max}`,
    creators: rates.creators,
    dead_rate_pct: roundTo(rates.deadRate * 100, 2),
    pump_and_dump_rate_pct: roundTo(rates.pumpAndDumpRate * 100, 3),
    expected_dead: roundTo(counts.sampled * rates.deadRate, 1),
    dead_tail_pct: roundTo(deadTail * 100, 3),
    pump_and_dump_tail_pct: pumpTail === null ? null : roundTo(pumpTail * 100, 3),
    record,
    insider_dumped_launches: counts.insiderDumps,
  };
}

/** P(X >= k) for X ~ Binomial(n, p), summed in log space (n is a launch count: small). */
export function binomialTail(n: number, k: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let logChoose = 0; // log C(n, 0)
  let total = 0;
  for (let i = 0; i <= n; i++) {
    if (i > 0) logChoose += Math.log(n - i + 1) - Math.log(i);
    if (i >= k) total += Math.exp(logChoose + i * Math.log(p) + (n - i) * Math.log(1 - p));
  }
  return Math.min(1, total);
}
