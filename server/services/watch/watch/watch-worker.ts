// The watcher and alert delivery as one job runner: the same code inside
// `npm start` (instrumentation.ts) and in `npm run worker` (scripts/worker.ts).
import { createJobRunner, type JobRunner, type JobRunnerOptions } from "@/server/services/watch/jobs/job-runner";
import { createDeliverHandler } from "@/server/services/watch/watch/deliver-alert";
import { createOperatorPollHandler, OPERATOR_POLL_JOB } from "@/server/services/watch/watch/operator/poll-operator";
import { createPollHandler, DELIVER_JOB, POLL_JOB } from "@/server/services/watch/watch/poll-mint";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";

export function createWatchWorker(ctx: WatchContext, options: Pick<JobRunnerOptions, "workerId" | "idleMs" | "leaseMs" | "batchSize"> = {}): JobRunner {
  return createJobRunner({
    database: ctx.database,
    now: ctx.now,
    handlers: { [POLL_JOB]: createPollHandler(ctx), [DELIVER_JOB]: createDeliverHandler(ctx), [OPERATOR_POLL_JOB]: createOperatorPollHandler(ctx) },
    idleMs: 1_000,
    // deliveries side by side (each bounded by its 5 s timeout): one slow receiver holds one slot
    concurrency: ctx.deliveryConcurrency,
    ...options,
  });
}
