// Delivery on its own (PGlite, injected clock): a receiver that never answers
// 2xx is retried with exponential backoff for 24 h, always with the same
// webhook-id, then the delivery is given up and the watch marked failing.
import { afterAll, beforeAll, expect, it } from "vitest";
import { enqueueJob } from "@/server/platform/db/jobs";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { createDelivery, insertIncident } from "@/server/platform/db/watches";
import { buildAlertPayload } from "@/server/services/watch/watch/alert-payload";
import { DELIVERY_WINDOW_MS, retryDelayMs } from "@/server/services/watch/watch/deliver-alert";
import { DELIVER_JOB } from "@/server/services/watch/watch/poll-mint";
import { createTestClock, createTestKey, createTestWatchContext, startReceiver, type Receiver } from "@/server/services/watch/watch/testing/watch-harness";
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

it("retries for 24 h with the same webhook-id, then marks the watch failing", async () => {
  const clock = createTestClock();
  const ctx = createTestWatchContext(test.db, "http://127.0.0.1:1", clock);
  const watch = await registerWatch(ctx, await createTestKey(test.db), { mint: MINT, webhook_url: receiver.url("/down") });
  await test.db.prisma.job.deleteMany({ where: { kind: "watch.poll" } }); // no chain here: deliveries only
  receiver.failNext("/down", 1_000);
  const incident = { type: "coordinated_dump" as const, dedupeKey: `${MINT}:coordinated_dump:1`, slot: 1, time: 1, action: "EXIT" as const, coordinated: true, wallets: [], soldPct: 1, signatures: [], reason: "test" };
  await insertIncident(test.db.prisma, { id: "inc-1", dedupeKey: incident.dedupeKey, mint: MINT, type: incident.type, slot: 1n, data: JSON.parse(JSON.stringify(buildAlertPayload(incident, MINT, ctx.baseUrl))), detectedAt: clock.now() });
  await createDelivery(test.db.prisma, { id: "msg_test", incidentId: "inc-1", watchId: watch.id, createdAt: clock.now() });
  await enqueueJob(test.db.prisma, { kind: DELIVER_JOB, payload: { deliveryId: "msg_test" }, dedupeKey: "deliver:msg_test", runAt: clock.now() });
  const worker = createWatchWorker(ctx);
  const started = clock.now().getTime();
  let attempt = 0;
  while ((await worker.runDue()) > 0 || clock.now().getTime() - started <= DELIVERY_WINDOW_MS) {
    attempt += 1;
    clock.advance(retryDelayMs(attempt));
  }
  const tries = receiver.received.filter((r) => r.path === "/down");
  expect(tries.length).toBeGreaterThan(20);
  expect(new Set(tries.map((t) => t.headers["webhook-id"]))).toEqual(new Set(["msg_test"]));
  const gaps = tries.slice(1).map((t, i) => Number(t.headers["webhook-timestamp"]) - Number(tries[i].headers["webhook-timestamp"]));
  expect(gaps.slice(0, 4)).toEqual([10, 20, 40, 80]);
  expect(Math.max(...gaps)).toBe(3600);
  expect(await test.db.prisma.watchDelivery.findUnique({ where: { id: "msg_test" } })).toMatchObject({ status: "failed", lastStatusCode: 500, lastResponse: "try again" });
  const listed = await test.db.prisma.watch.findUnique({ where: { id: watch.id } });
  expect(listed).toMatchObject({ status: "failing", lastDeliveryStatus: 500 });
  console.log(`[watch] a dead receiver got ${tries.length} attempts over 24 h before the watch was marked failing`);
});
