// The same watch path on the embedded database (PGlite), as `npm start` runs
// it by default: a dump on the ledger becomes one signed webhook.
import { Webhook } from "standardwebhooks";
import { expect, it } from "vitest";
import { getScenario } from "@/server/ledger";
import { createTestClock, createTestKey, createTestWatchContext } from "@/server/services/watch/watch/testing/watch-harness";
import { setUpWatchWorld } from "@/server/services/watch/watch/testing/watch-world";
import { createPollHandler } from "@/server/services/watch/watch/poll-mint";
import { registerWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const watchDump = getScenario("watch-dump")!;
const world = setUpWatchWorld({ database: "pglite", ledger: true });

it("delivers a coordinated_dump alert on PGlite within one poll period", async () => {
  const clock = createTestClock();
  const ctx = createTestWatchContext(world.db, world.ledger.rpcUrl, clock);
  const { secret } = await registerWatch(ctx, await createTestKey(world.db), { mint: watchDump.mint, webhook_url: world.receiver.url("/hook"), events: ["coordinated_dump"] });
  const worker = createWatchWorker(ctx);
  const drain = async () => {
    while ((await worker.runDue()) > 0);
  };
  await drain();
  const res = await fetch(`${world.ledger.url}/__ledger/event`, { method: "POST", body: JSON.stringify({ mint: watchDump.mint, kind: "coordinated_dump" }) });
  expect(res.status).toBe(200);
  // processing time of the poll that sees it and the delivery (the wait for the poll itself is WATCH_POLL_SECONDS at most)
  const started = performance.now();
  clock.advance(ctx.pollSeconds * 1000);
  await drain();
  const processingMs = performance.now() - started;
  expect(world.receiver.received).toHaveLength(1);
  const alert = new Webhook(secret!).verify(world.receiver.received[0].body, world.receiver.received[0].headers) as { type: string };
  expect(alert.type).toBe("coordinated_dump");
  console.log(`[watch] PGlite: poll + delivery after the event took ${processingMs.toFixed(0)} ms`);
}, 60_000);

it("keeps polling through an RPC outage (retry with backoff, never buried)", async () => {
  const clock = createTestClock();
  const dead = createTestWatchContext(world.db, "http://127.0.0.1:1", clock);
  const handler = createPollHandler(dead);
  const job = { id: 1n, kind: "watch.poll", payload: { mint: watchDump.mint }, attempts: 12, dedupeKey: null };
  const outcome = await handler(job, clock.now());
  expect(outcome.kind).toBe("retry");
  expect(outcome.kind === "retry" && outcome.runAt.getTime() - clock.now().getTime()).toBe(300_000);
});
