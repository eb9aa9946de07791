// Rotating WEBHOOK_SECRET_KEY keeps existing watches verifiable: a watch
// registered under the old key is still signed with its own secret after the
// rotation (old key as WEBHOOK_SECRET_KEY_PREVIOUS), and its stored secret is
// re-sealed under the new key, lazily on delivery or all at once.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, expect, it } from "vitest";
import { enqueueJob } from "@/server/platform/db/jobs";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { createDelivery, insertIncident } from "@/server/platform/db/watches";
import { openSecret } from "@/server/services/watch/webhooks/secret-box";
import { buildAlertPayload } from "@/server/services/watch/watch/alert-payload";
import { DELIVER_JOB } from "@/server/services/watch/watch/poll-mint";
import { resealWebhookSecrets } from "@/server/services/watch/watch/reseal-secrets";
import { createTestClock, createTestKey, createTestWatchContext, startReceiver, type Receiver } from "@/server/services/watch/watch/testing/watch-harness";
import { registerWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";
const OLD_KEY = randomBytes(32);
const NEW_KEY = randomBytes(32);
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

it("a watch sealed under the old key is delivered with its own signature after the rotation, and re-sealed under the new key", async () => {
  const clock = createTestClock();
  const before = { ...createTestWatchContext(test.db, "http://127.0.0.1:1", clock), secretKeys: { current: OLD_KEY, previous: [] } };
  const registered = await registerWatch(before, await createTestKey(test.db), { mint: MINT, webhook_url: receiver.url("/rotated") });
  await test.db.prisma.job.deleteMany({ where: { kind: "watch.poll" } });
  const after = { ...before, secretKeys: { current: NEW_KEY, previous: [OLD_KEY] } };
  const incident = { type: "coordinated_dump" as const, dedupeKey: `${MINT}:coordinated_dump:9`, slot: 9, time: 9, action: "EXIT" as const, coordinated: true, wallets: [], soldPct: 1, signatures: [], reason: "test" };
  await insertIncident(test.db.prisma, { id: "inc-rot", dedupeKey: incident.dedupeKey, mint: MINT, type: incident.type, slot: 9n, data: JSON.parse(JSON.stringify(buildAlertPayload(incident, MINT, after.baseUrl))), detectedAt: clock.now() });
  await createDelivery(test.db.prisma, { id: "msg_rot", incidentId: "inc-rot", watchId: registered.id, createdAt: clock.now() });
  await enqueueJob(test.db.prisma, { kind: DELIVER_JOB, payload: { deliveryId: "msg_rot" }, dedupeKey: "deliver:msg_rot", runAt: clock.now() });
  await createWatchWorker(after).runDue();
  const hook = receiver.received.find((r) => r.path === "/rotated");
  expect(hook).toBeDefined();
  // the receiver still verifies with the secret it was given at registration
  expect(() => new Webhook(registered.secret!).verify(hook!.body, hook!.headers)).not.toThrow();
  const row = await test.db.prisma.watch.findUniqueOrThrow({ where: { id: registered.id } });
  expect(openSecret({ current: NEW_KEY, previous: [] }, row.secretEnc!)).toEqual({ secret: registered.secret, stale: false });
});

it("resealWebhookSecrets re-seals every watch still under a previous key, and reports those no key opens", async () => {
  const clock = createTestClock();
  const before = { ...createTestWatchContext(test.db, "http://127.0.0.1:1", clock), secretKeys: { current: OLD_KEY, previous: [] } };
  const key = await createTestKey(test.db);
  const a = await registerWatch(before, key, { mint: MINT, webhook_url: receiver.url("/a") });
  await registerWatch({ ...before, secretKeys: { current: randomBytes(32), previous: [] } }, key, { mint: MINT, webhook_url: receiver.url("/lost") });
  const result = await resealWebhookSecrets(test.db.prisma, { current: NEW_KEY, previous: [OLD_KEY] });
  expect(result).toMatchObject({ resealed: 1, unreadable: 1 });
  const row = await test.db.prisma.watch.findUniqueOrThrow({ where: { id: a.id } });
  expect(openSecret({ current: NEW_KEY, previous: [] }, row.secretEnc!).secret).toBe(a.secret);
  // running it again changes nothing
  expect(await resealWebhookSecrets(test.db.prisma, { current: NEW_KEY, previous: [OLD_KEY] })).toMatchObject({ resealed: 0 });
});
