// Webhook delivery under load (issue 18 item 8): a slow receiver does not hold
// up the others (deliveries run side by side, each with its own timeout), and
// a job lease that runs out while a delivery is being sent does not let a
// second worker send the same delivery again.
import { afterAll, beforeAll, expect, it } from "vitest";
import { enqueueJob } from "@/server/platform/db/jobs";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { createDelivery, insertIncident } from "@/server/platform/db/watches";
import { buildAlertPayload } from "@/server/services/watch/watch/alert-payload";
import { DELIVER_JOB } from "@/server/services/watch/watch/poll-mint";
import { createTestClock, createTestKey, createTestWatchContext, startReceiver, type Receiver, type TestClock } from "@/server/services/watch/watch/testing/watch-harness";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";
import { registerWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";
let test: TestDatabase;
let receiver: Receiver;

beforeAll(async () => {
  test = await openTestDatabase("pglite");
  receiver = await startReceiver();
});

afterAll(async () => {
  await receiver?.close();
  await test?.close();
});

let sequence = 0;
/** One incident with one delivery to `path`, its job due at `runAt`. */
async function queueDelivery(ctx: WatchContext, clock: TestClock, path: string, runAt: Date): Promise<string> {
  sequence += 1;
  const watch = await registerWatch(ctx, await createTestKey(test.db), { mint: MINT, webhook_url: receiver.url(path) });
  await test.db.prisma.job.deleteMany({ where: { kind: "watch.poll" } }); // no chain here: deliveries only
  const incident = { type: "coordinated_dump" as const, dedupeKey: `${MINT}:load:${sequence}`, slot: sequence, time: 1, action: "EXIT" as const, coordinated: true, wallets: [], soldPct: 1, signatures: [], reason: "test" };
  const incidentId = `inc-load-${sequence}`;
  await insertIncident(test.db.prisma, { id: incidentId, dedupeKey: incident.dedupeKey, mint: MINT, type: incident.type, slot: BigInt(sequence), data: JSON.parse(JSON.stringify(buildAlertPayload(incident, MINT, ctx.baseUrl))), detectedAt: clock.now() });
  const deliveryId = `msg_load_${sequence}`;
  await createDelivery(test.db.prisma, { id: deliveryId, incidentId, watchId: watch.id, createdAt: clock.now() });
  await enqueueJob(test.db.prisma, { kind: DELIVER_JOB, payload: { deliveryId }, dedupeKey: `deliver:${deliveryId}`, runAt });
  return deliveryId;
}

it("a slow receiver does not delay another receiver's alert", async () => {
  const clock = createTestClock();
  const ctx = createTestWatchContext(test.db, "http://127.0.0.1:1", clock);
  receiver.delay("/slow", 2_500);
  // the slow one is due first: a runner working one job at a time sends it first and waits
  await queueDelivery(ctx, clock, "/slow", new Date(clock.now().getTime() - 2_000));
  await queueDelivery(ctx, clock, "/fast", new Date(clock.now().getTime() - 1_000));
  const worker = createWatchWorker(ctx, { idleMs: 20 });
  const started = Date.now();
  worker.start();
  try {
    while (!receiver.received.some((r) => r.path === "/fast") && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 20));
    const fastAfterMs = Date.now() - started;
    expect(receiver.received.some((r) => r.path === "/slow")).toBe(true);
    expect(fastAfterMs).toBeLessThan(2_000);
  } finally {
    await worker.stop();
  }
  const deliveries = await test.db.prisma.watchDelivery.findMany({ where: { id: { startsWith: "msg_load_" } } });
  expect(deliveries.map((d) => d.status)).toEqual(["delivered", "delivered"]);
});

it("a job lease that expires while the webhook is being sent does not send it twice", async () => {
  const clock = createTestClock();
  const ctx = createTestWatchContext(test.db, "http://127.0.0.1:1", clock);
  receiver.delay("/lingering", 800);
  const deliveryId = await queueDelivery(ctx, clock, "/lingering", clock.now());
  const first = createWatchWorker(ctx, { workerId: "instance-a", leaseMs: 200 });
  const second = createWatchWorker(ctx, { workerId: "instance-b", leaseMs: 200 });
  const sending = first.runDue();
  await new Promise((r) => setTimeout(r, 300));
  clock.advance(400); // instance-a's lease on the job has run out; it is still waiting for the receiver
  await second.runDue();
  await sending;
  // later passes: the delivery is settled, nothing more is sent
  for (let i = 0; i < 3; i++) {
    clock.advance(60_000);
    await first.runDue();
    await second.runDue();
  }
  expect(receiver.received.filter((r) => r.path === "/lingering")).toHaveLength(1);
  expect(await test.db.prisma.watchDelivery.findUnique({ where: { id: deliveryId } })).toMatchObject({ status: "delivered", attempts: 1 });
});
