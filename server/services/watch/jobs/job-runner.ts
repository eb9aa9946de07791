// The job loop: lease due jobs, run each kind's handler, record the outcome.
// Runs inside `npm start` (instrumentation.ts) and as `npm run worker`; any
// number of runners may share one database (see server/platform/db/jobs.ts for the
// lease). `runDue()` is one pass, so tests drive the loop explicitly with an
// injected clock instead of sleeping.
import { randomUUID } from "node:crypto";
import type { Database } from "@/server/platform/db/client";
import { buryJob, completeJob, leaseJobs, rescheduleJob, type LeasedJob } from "@/server/platform/db/jobs";
import { registerBackground } from "@/server/platform/background";

export type JobOutcome =
  | { kind: "done" }
  /** a recurring job's next turn */
  | { kind: "again"; runAt: Date; payload?: unknown }
  /** a failed attempt to repeat at runAt (attempts kept) */
  | { kind: "retry"; runAt: Date; error: string }
  | { kind: "give_up"; error: string };

export type JobHandler = (job: LeasedJob, now: Date) => Promise<JobOutcome>;

export interface JobRunnerOptions {
  database: () => Promise<Database>;
  handlers: Record<string, JobHandler>;
  now?: () => Date;
  workerId?: string;
  /** how long a leased job is ours; longer than any handler takes (a webhook: 5 s), ms */
  leaseMs?: number;
  /** jobs leased per pass */
  batchSize?: number;
  /** idle wait between passes of the loop, ms */
  idleMs?: number;
  /** jobs run at once (default 1): a slow job (a webhook waiting for its receiver) then holds one slot, not the queue */
  concurrency?: number;
}

export interface JobRunner {
  workerId: string;
  /** one pass: lease the due jobs and run them; answers how many ran */
  runDue(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

const DEFAULT_LEASE_MS = 60_000;
/** An unexpected exception: retried after 2^attempts s (capped at 10 min), 8 attempts, then buried. */
const THROW_RETRY_CAP_MS = 600_000;
const THROW_MAX_ATTEMPTS = 8;

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `worker-${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let unregister: (() => void) | null = null;

  async function runOne(job: LeasedJob): Promise<void> {
    const { prisma } = await options.database();
    const handler = options.handlers[job.kind];
    let outcome: JobOutcome;
    try {
      outcome = handler ? await handler(job, now()) : { kind: "give_up", error: `no handler for ${job.kind}` };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = Math.min(THROW_RETRY_CAP_MS, 1000 * 2 ** job.attempts);
      outcome = job.attempts >= THROW_MAX_ATTEMPTS ? { kind: "give_up", error: message } : { kind: "retry", runAt: new Date(now().getTime() + delay), error: message };
    }
    const at = now();
    if (outcome.kind === "done") await completeJob(prisma, job.id, workerId, at);
    else if (outcome.kind === "again") await rescheduleJob(prisma, job.id, workerId, { runAt: outcome.runAt, now: at, resetAttempts: true, payload: outcome.payload });
    else if (outcome.kind === "retry") await rescheduleJob(prisma, job.id, workerId, { runAt: outcome.runAt, now: at, resetAttempts: false, error: outcome.error.slice(0, 1000) });
    else await buryJob(prisma, job.id, workerId, at, outcome.error.slice(0, 1000));
  }

  const concurrency = Math.max(1, options.concurrency ?? 1);

  /** runOne that never rejects: a failure to record an outcome leaves the job to its lease's expiry */
  function runSafely(job: LeasedJob): Promise<void> {
    return runOne(job).catch((error: unknown) => console.error(`[jobs] ${workerId}: job ${job.id} (${job.kind}) failed to record:`, error instanceof Error ? error.message : error));
  }

  async function lease(limit: number): Promise<LeasedJob[]> {
    const { prisma } = await options.database();
    return leaseJobs(prisma, { workerId, now: now(), leaseMs, limit });
  }

  /** One pass: lease up to batchSize due jobs and run them, `concurrency` at a time; answers how many ran. */
  async function runDue(): Promise<number> {
    const jobs = await lease(options.batchSize ?? 10);
    let next = 0;
    const lane = async () => {
      while (next < jobs.length) await runSafely(jobs[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
    return jobs.length;
  }

  /** The loop: keep `concurrency` jobs running; lease more as slots free up (not only when a whole pass ends). */
  async function run(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    while (running) {
      let leased = 0;
      if (inFlight.size < concurrency) {
        try {
          const jobs = await lease(Math.min(concurrency - inFlight.size, options.batchSize ?? 10));
          leased = jobs.length;
          for (const job of jobs) {
            const task: Promise<void> = runSafely(job).finally(() => {
              inFlight.delete(task);
              wake?.();
            });
            inFlight.add(task);
          }
        } catch (error) {
          console.error(`[jobs] ${workerId}: leasing failed:`, error instanceof Error ? error.message : error);
        }
      }
      // idle, or every slot busy: wait for a job to finish (wake), stop(), or the idle timer
      if (running && (leased === 0 || inFlight.size >= concurrency)) await idle();
    }
    await Promise.all(inFlight);
  }

  function idle(): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.idleMs ?? 1_000);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function stop(): Promise<void> {
    running = false;
    wake?.();
    await loop;
    unregister?.();
    unregister = null;
  }

  return {
    workerId,
    runDue,
    start() {
      if (running) return;
      running = true;
      loop = run();
      // a started runner is the app's background work: closing the app stops it and waits for its pass
      unregister = registerBackground({ name: `jobs:${workerId}`, close: stop });
    },
    stop,
  };
}
