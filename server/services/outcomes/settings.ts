// The outcome service's settings, resolved once from the app's config: the
// checkpoints (what each stands for), the quiet window of "abandoned" scaled
// with them, the loop's pace, budgets and minimums. On the embedded demo
// ledger the defaults are scaled down so `npm start` shows outcomes within
// minutes, and every outcome it records is marked demo data.
import type { Config } from "@/server/platform/config/env";
import { parseCheckpointList, type CheckpointSetting } from "@/server/platform/config/durations";
import { PUBLISHED_CHECKPOINTS, QUIET_WINDOW_SECONDS, type PublishedCheckpoint } from "@/server/engine/outcomes/thresholds";

export const DEFAULT_CHECKPOINTS = "1h,6h,24h,7d";
/** the demo ledger's: the +24 h checkpoint a minute after the first scan */
export const DEMO_CHECKPOINTS = "20s,40s,1m,2m";

export interface OutcomeCheckpoint extends CheckpointSetting {
  standsFor: PublishedCheckpoint;
  position: number;
}

export interface OutcomeSettings {
  enabled: boolean;
  checkpoints: OutcomeCheckpoint[];
  /** "no trade for 24 h", at the checkpoints' scale: the +24 h checkpoint's offset */
  quietWindowSeconds: number;
  /** real seconds one published day lasts (86,400 at the published scale): the demo futures' clock */
  daySeconds: number;
  intervalSeconds: number;
  batchSize: number;
  rpcBudgetPerMinute: number;
  txCap: number;
  minCases: number;
  calibrationMinCases: number;
  refitSeconds: number;
  /** the data comes from the embedded demo ledger: every outcome is demo data */
  demo: boolean;
  /** play scenario futures on the embedded ledger after first scans */
  futures: boolean;
}

export function outcomeSettings(config: Config): OutcomeSettings {
  const demo = config.SOLANA_RPC_URL === undefined;
  const list = parseCheckpointList(config.OUTCOME_CHECKPOINTS ?? (demo ? DEMO_CHECKPOINTS : DEFAULT_CHECKPOINTS))!;
  const checkpoints = list.map((c, i) => ({ ...c, standsFor: PUBLISHED_CHECKPOINTS[i], position: i }));
  const day = checkpoints[2].seconds;
  return {
    enabled: config.OUTCOMES === "on",
    checkpoints,
    quietWindowSeconds: (QUIET_WINDOW_SECONDS * day) / 86_400,
    daySeconds: day,
    intervalSeconds: config.OUTCOME_INTERVAL_SECONDS ?? Math.min(60, Math.max(1, Math.floor(checkpoints[0].seconds / 5))),
    batchSize: config.OUTCOME_BATCH_SIZE,
    rpcBudgetPerMinute: config.OUTCOME_RPC_BUDGET,
    txCap: config.OUTCOME_TX_CAP,
    minCases: config.OUTCOME_MIN_CASES ?? (demo ? 3 : 30),
    calibrationMinCases: config.OUTCOME_CALIBRATION_MIN_CASES ?? (demo ? 6 : 200),
    refitSeconds: config.OUTCOME_REFIT_SECONDS ?? (demo ? 30 : 3_600),
    demo,
    futures: demo && config.LEDGER_FUTURES === "on",
  };
}
