// The outcome capability (issue 31), built once per app from handed-in
// dependencies: the checkpoint worker, the calibration, and the answers of
// GET /api/outcomes and of the live part of GET /api/accuracy. start() runs
// the loop inside the server process (a pass every OUTCOME_INTERVAL_SECONDS,
// registered as background work so closing the app waits for it).
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { DexScreenerClient } from "@/server/chain/market/client";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { LiveOutcomes, OutcomesResponse } from "@/server/contracts/outcomes";
import type { Database } from "@/server/platform/db/client";
import type { BackgroundRegistry } from "@/server/platform/background-registry";
import { computeLiveFigures } from "@/server/engine/outcomes/live-figures";
import type { OutcomeFlag } from "@/server/engine/outcomes/report-flags";
import type { OutcomeLabel } from "@/server/engine/outcomes/thresholds";
import { createCalibration } from "@/server/services/outcomes/calibration";
import { createCheckpointWorker, type PassResult } from "@/server/services/outcomes/checkpoint-worker";
import { presentLiveFigures, presentOutcome } from "@/server/services/outcomes/present-outcomes";
import type { OutcomeSettings } from "@/server/services/outcomes/settings";
import { findOutcome, listCaseLabels } from "@/server/services/outcomes/store/outcome-queries";
import type { NewCase } from "@/server/services/outcomes/store/outcome-cases";

export interface OutcomesServiceDeps {
  database: () => Promise<Database>;
  rpc: SolanaRpc;
  market: DexScreenerClient;
  settings: OutcomeSettings;
  now: () => Date;
  workerId?: string;
  /** newly scheduled cases (the demo starts their futures on the embedded ledger) */
  onScheduled?: (cases: NewCase[]) => Promise<void>;
  onRead?: (mint: string, checkpoints: string[]) => void;
  log?: (line: string) => void;
}

/** The live figures of one moment are shared by its callers (a free route, a page): one query per this many ms. */
const LIVE_FIGURES_FRESH_MS = 2_000;

export function createOutcomesService(deps: OutcomesServiceDeps) {
  const holder = deps.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
  const worker = createCheckpointWorker({ ...deps, workerId: holder });
  const calibration = createCalibration({ database: deps.database, settings: deps.settings, now: deps.now, holder });
  let kept: { at: number; figures: Promise<LiveOutcomes> } | null = null;

  async function runPass(): Promise<PassResult> {
    const result = await worker.runPass();
    await calibration.refitIfDue();
    return result;
  }

  async function readLiveFigures(): Promise<LiveOutcomes> {
    const { prisma } = await deps.database();
    const [rows, fit] = await Promise.all([listCaseLabels(prisma, deps.settings.demo), calibration.latest()]);
    const cases = rows.map((r) => ({
      recommendation: r.recommendation,
      cabalScore: r.cabalScore,
      flags: r.flags as OutcomeFlag[],
      firstScanAt: Math.floor(r.firstScanAt.getTime() / 1000),
      labels: { ...(r.at24h ? { "24h": r.at24h as OutcomeLabel } : {}), ...(r.at7d ? { "7d": r.at7d as OutcomeLabel } : {}) },
    }));
    return presentLiveFigures(computeLiveFigures(cases, deps.settings.minCases), deps.settings, fit);
  }

  return {
    settings: deps.settings,
    workerId: holder,
    database: deps.database,
    runPass,
    calibrate: calibration.calibrate,
    refitIfDue: calibration.refitIfDue,
    /** starts these cases' demo futures (the embedded ledger only; nothing elsewhere) */
    startFutures: async (cases: NewCase[]) => deps.onScheduled?.(cases),

    /** null for a mint never scanned completely; a case not scheduled yet (the loop has not passed since its
     * scan, or runs elsewhere) answers its checkpoints as this configuration will schedule them, none checked. */
    async outcomeOf(mint: string): Promise<OutcomesResponse | null> {
      const stored = await findOutcome((await deps.database()).prisma, mint);
      return stored ? presentOutcome(stored, deps.settings) : null;
    },

    liveFigures(): Promise<LiveOutcomes> {
      const at = Date.now();
      if (!kept || at - kept.at > LIVE_FIGURES_FRESH_MS) {
        const figures = readLiveFigures();
        kept = { at, figures };
        figures.catch(() => kept?.figures === figures && (kept = null));
      }
      return kept.figures;
    },

    /** The loop inside this process; closing the background registry stops it and waits for a pass in flight. */
    start(background: BackgroundRegistry): void {
      let running: Promise<unknown> | null = null;
      const pass = () => {
        if (running) return;
        running = runPass()
          .then((r) => {
            if (r.labelled.length > 0 || r.deferred > 0 || r.failed > 0) deps.log?.(`[outcomes] labelled ${r.labelled.length} checkpoints of ${r.leased} mints (${r.calls} RPC calls), deferred ${r.deferred} (budget), failed ${r.failed}`);
          })
          .catch((error: unknown) => deps.log?.(`[outcomes] pass failed: ${error instanceof Error ? error.message : String(error)}`))
          .finally(() => (running = null));
      };
      const timer = setInterval(pass, deps.settings.intervalSeconds * 1000);
      timer.unref();
      background.register({
        name: `outcomes:${holder}`,
        async close() {
          clearInterval(timer);
          await running;
        },
      });
    },
  };
}

export type OutcomesService = ReturnType<typeof createOutcomesService>;
