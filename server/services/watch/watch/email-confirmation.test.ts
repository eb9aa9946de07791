// Issue 28 item 3: e-mail alerts only to addresses confirmed by a link. An
// e-mail watch's address gets one confirmation link; until it is used, the
// address's alerts are recorded as skipped (with the reason) and never sent;
// after it, they are sent. The link works once and for 24 h, registering the
// address again mails at most once an hour, and a confirmation holds for the
// key that registered the address only.
import { describe, expect, it } from "vitest";
import { enqueueJob } from "@/server/platform/db/jobs";
import { createDelivery, insertIncident } from "@/server/platform/db/watches";
import type { MailMessage } from "@/server/services/access/access/mailer";
import { buildAlertPayload } from "@/server/services/watch/watch/alert-payload";
import { UNCONFIRMED_EMAIL } from "@/server/services/watch/watch/deliver-alert";
import { confirmWatchEmail } from "@/server/services/watch/watch/email-confirmation";
import { DELIVER_JOB } from "@/server/services/watch/watch/poll-mint";
import { createTestClock, createTestKey, createTestWatchContext, type TestClock } from "@/server/services/watch/watch/testing/watch-harness";
import { setUpWatchWorld } from "@/server/services/watch/watch/testing/watch-world";
import type { WatchContext } from "@/server/services/watch/watch/watch-context";
import { listWatchesOfKey, registerWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const world = setUpWatchWorld({ database: "pglite" });
const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";
let incidents = 0;

function setUp(): { ctx: WatchContext; clock: TestClock; mails: MailMessage[] } {
  const clock = createTestClock();
  const mails: MailMessage[] = [];
  return { ctx: createTestWatchContext(world.db, "http://127.0.0.1:1", clock, mails), clock, mails };
}

/** An alert for every watch of MINT, delivered by the worker (no chain here: the poll job is dropped). */
async function alert(ctx: WatchContext, watchIds: string[]): Promise<string[]> {
  const prisma = world.db.prisma;
  await prisma.job.deleteMany({ where: { kind: "watch.poll" } });
  const n = ++incidents;
  const incident = { type: "coordinated_dump" as const, dedupeKey: `${MINT}:coordinated_dump:${n}`, slot: n, time: n, action: "EXIT" as const, coordinated: true, wallets: [], soldPct: 1, signatures: [], reason: `test ${n}` };
  const data = JSON.parse(JSON.stringify(buildAlertPayload(incident, MINT, ctx.baseUrl)));
  await insertIncident(prisma, { id: `inc-${n}`, dedupeKey: incident.dedupeKey, mint: MINT, type: incident.type, slot: BigInt(n), data, detectedAt: ctx.now() });
  const ids = watchIds.map((watchId, i) => `msg_${n}_${i}`);
  for (const [i, watchId] of watchIds.entries()) {
    await createDelivery(prisma, { id: ids[i], incidentId: `inc-${n}`, watchId, createdAt: ctx.now() });
    await enqueueJob(prisma, { kind: DELIVER_JOB, payload: { deliveryId: ids[i] }, dedupeKey: `deliver:${ids[i]}`, runAt: ctx.now() });
  }
  const worker = createWatchWorker(ctx);
  while ((await worker.runDue()) > 0);
  return ids;
}

const tokenIn = (mail: MailMessage) => /\/api\/watch\/confirm\?token=([1-9A-HJ-NP-Za-km-z]+)/.exec(mail.text)?.[1] ?? "";
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

describe("e-mail alerts need a confirmed address", () => {
  it("sends nothing to an unconfirmed address (recorded as skipped), and alerts once the link was used", async () => {
    const { ctx, mails } = setUp();
    const key = await createTestKey(world.db);
    const watch = await registerWatch(ctx, key, { mint: MINT, email: "Trader@Example.com" });
    expect(watch).toMatchObject({ email: "Trader@Example.com", email_status: "pending_confirmation" });
    // one mail: the link, to the address as written
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "Trader@Example.com", subject: "Confirm e-mail alerts from Cabal Hunter" });
    expect(mails[0].text).toContain("http://app.test/api/watch/confirm?token=");

    const [skipped] = await alert(ctx, [watch.id]);
    expect(mails).toHaveLength(1);
    expect(await world.db.prisma.watchDelivery.findUnique({ where: { id: skipped } })).toMatchObject({ status: "skipped", lastResponse: UNCONFIRMED_EMAIL });

    expect(await confirmWatchEmail(ctx, tokenIn(mails[0]))).toMatchObject({ email: "trader@example.com" });
    expect((await listWatchesOfKey(ctx, key)).watches[0]).toMatchObject({ email: "Trader@Example.com", email_status: "confirmed" });
    const [sent] = await alert(ctx, [watch.id]);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ to: "Trader@Example.com" });
    expect(mails[1].subject).toMatch(/EXIT/);
    expect(await world.db.prisma.watchDelivery.findUnique({ where: { id: sent } })).toMatchObject({ status: "delivered" });
    // the skipped alert is not sent afterwards
    expect(await world.db.prisma.watchDelivery.findUnique({ where: { id: skipped } })).toMatchObject({ status: "skipped" });
    // the same address on the same key is confirmed already: no new link
    expect(await registerWatch(ctx, key, { mint: MINT, email: "trader@example.com" })).toMatchObject({ email_status: "confirmed" });
    expect(mails).toHaveLength(2);
  });

  it("refuses a used token and an expired one with 404 not_found, and a malformed one with 400", async () => {
    const { ctx, clock, mails } = setUp();
    const key = await createTestKey(world.db);
    await registerWatch(ctx, key, { mint: MINT, email: "once@example.com" });
    const used = tokenIn(mails[0]);
    await confirmWatchEmail(ctx, used);
    const again = await refusal(confirmWatchEmail(ctx, used));
    expect(again).toMatchObject({ code: "not_found", status: 404, message: "This confirmation link is invalid, already used, or expired. Register the watch again for a new link." });

    await registerWatch(ctx, key, { mint: MINT, email: "late@example.com" });
    clock.advance(24 * 3600 * 1000 + 1);
    expect(await refusal(confirmWatchEmail(ctx, tokenIn(mails[1])))).toMatchObject({ code: "not_found", status: 404 });
    expect((await listWatchesOfKey(ctx, key)).watches.find((w) => w.email === "late@example.com")).toMatchObject({ email_status: "pending_confirmation" });
    expect(await refusal(confirmWatchEmail(ctx, "not a token"))).toMatchObject({ code: "bad_request", status: 400 });
  });

  it("mails a stranger's address at most once an hour however often it is registered; the newest link works", async () => {
    const { ctx, clock, mails } = setUp();
    const key = await createTestKey(world.db, "payg");
    for (let i = 0; i < 5; i++) await registerWatch(ctx, key, { mint: MINT, email: "stranger@example.com" });
    expect(mails).toHaveLength(1);
    clock.advance(3600 * 1000);
    await registerWatch(ctx, key, { mint: MINT, email: "STRANGER@example.com" });
    expect(mails).toHaveLength(2);
    // the earlier link was replaced by the newer one
    expect(await refusal(confirmWatchEmail(ctx, tokenIn(mails[0])))).toMatchObject({ code: "not_found" });
    expect(await confirmWatchEmail(ctx, tokenIn(mails[1]))).toMatchObject({ email: "stranger@example.com" });
  });

  it("confirms the address for the key that registered it only", async () => {
    const { ctx, mails } = setUp();
    const owner = await createTestKey(world.db);
    const other = await createTestKey(world.db);
    await registerWatch(ctx, owner, { mint: MINT, email: "shared@example.com" });
    const theirs = await registerWatch(ctx, other, { mint: MINT, email: "shared@example.com" });
    expect(mails).toHaveLength(2);
    await confirmWatchEmail(ctx, tokenIn(mails[0]));
    const [skipped] = await alert(ctx, [theirs.id]);
    expect(mails).toHaveLength(2);
    expect(await world.db.prisma.watchDelivery.findUnique({ where: { id: skipped } })).toMatchObject({ status: "skipped" });
  });
});
