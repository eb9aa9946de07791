// Operator watch, from docs/decisions.md "Operator watch": POST /api/watch
// { wallet, webhook_url | email } fires `event: "operator_active"` with
// `wallet`, `mint`, `role` ("deployer" | "funder") and `tx` when the wallet
// creates a token or funds a wallet that then buys a new token; same signing,
// retries, limits and per-key caps as mint watches. On the embedded ledger over
// real HTTP: the operator launches a token now, then funds fresh wallets that
// buy a new launch and an old token, and pays the fee of a fresh wallet's buy.
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { watchAlertSchema } from "@/server/contracts/watch";
import { replaceOperatorSightings } from "@/server/platform/db/operator-sightings";
import { deriveAddress, getScenario, operatorFundsBuyer, operatorLaunch, operatorSponsorsBuy } from "@/server/ledger";
import type { MailMessage } from "@/server/services/access/access/mailer";
import type { AlertPayload } from "@/server/services/watch/watch/alert-payload";
import { confirmWatchEmail } from "@/server/services/watch/watch/email-confirmation";
import { createTestClock, createTestKey, createTestWatchContext } from "@/server/services/watch/watch/testing/watch-harness";
import { setUpWatchWorld } from "@/server/services/watch/watch/testing/watch-world";
import { listWatchesOfKey, registerWatch, removeWatch } from "@/server/services/watch/watch/watch-service";
import { createWatchWorker } from "@/server/services/watch/watch/watch-worker";

const world = setUpWatchWorld({ database: "postgres", ledger: true });
const OPERATOR = deriveAddress("operator-watch-test", "operator");
const OTHER_DEV = deriveAddress("operator-watch-test", "other-dev");
const oldToken = getScenario("watch-dump")!;

describe("operator watch on the embedded ledger", () => {
  it("alerts once when the watched wallet deploys a token, and once when a wallet it funded buys a new launch", async () => {
    const clock = createTestClock();
    const mails: MailMessage[] = [];
    const ctx = createTestWatchContext(world.db, world.ledger.rpcUrl, clock, mails);
    const worker = createWatchWorker(ctx);
    const pollPeriod = async () => {
      clock.advance(ctx.pollSeconds * 1000);
      while ((await worker.runDue()) > 0);
    };
    const chain = world.ledger.controls.chain;
    world.ledger.controls.airdrop(OPERATOR, 5_000_000_000n);
    world.ledger.controls.airdrop(OTHER_DEV, 1_000_000_000n);

    const key = await createTestKey(world.db);
    const registered = await registerWatch(ctx, key, { wallet: OPERATOR, webhook_url: world.receiver.url("/operator") });
    expect(registered).toMatchObject({ status: "Watch registered", wallet: OPERATOR, events: ["operator_active"] });
    expect(registered).not.toHaveProperty("mint");
    await registerWatch(ctx, key, { wallet: OPERATOR, email: "watcher@example.com" });
    // the address is confirmed by its link first (the mail is the link's, not an alert)
    await confirmWatchEmail(ctx, /token=([1-9A-HJ-NP-Za-km-z]+)/.exec(mails.shift()!.text)![1]);
    expect((await listWatchesOfKey(ctx, key)).watches.map((w) => w.wallet)).toEqual([OPERATOR, OPERATOR]);
    // first poll: the wallet's present is the starting point (its airdrop before the watch is no alert)
    while ((await worker.runDue()) > 0);

    const hooks = () =>
      world.receiver.received
        .filter((r) => r.path === "/operator")
        .map((r) => watchAlertSchema.parse(new Webhook(registered.secret!).verify(r.body, r.headers)) as AlertPayload);

    // operator memory: an earlier report named the operator as a deployer (an AVOID token)
    const earlier = { mint: oldToken.mint, slot: 123, recommendation: "AVOID", seenAt: clock.now() };
    await replaceOperatorSightings(world.db.prisma, earlier, [{ wallet: OPERATOR, role: "deployer", clusterType: null }]);

    // 1. the operator launches a token
    const launch = operatorLaunch(chain, OPERATOR, "Operator Again");
    await pollPeriod();
    expect(hooks()).toHaveLength(1);
    const deployed = hooks()[0];
    expect(deployed).toMatchObject({ type: "operator_active", event: "operator_active", wallet: OPERATOR, mint: launch.mint, role: "deployer", tx: launch.signature });
    expect(deployed.data).toEqual(Object.fromEntries(Object.entries(deployed).filter(([k]) => !["type", "timestamp", "data"].includes(k))));
    // the described fields a client written against the description reads
    expect(deployed).toMatchObject({ coordinated: false, action: "REVIEW", wallets: [OPERATOR], sold_pct: 0, signatures: [launch.signature], slot: launch.slot });
    expect(deployed.reason).toContain(launch.mint);
    expect(deployed.report_url).toBe(`http://app.test/token/${launch.mint}`);
    // what this service already knows of the wallet, as GET /api/operator answers it
    expect(deployed).toMatchObject({ seen_count: 1, seen_in: [{ mint: oldToken.mint, role: "deployer", slot: 123, recommendation: "AVOID" }] });

    // 2. someone else launches; the operator funds a fresh wallet that buys it
    const other = operatorLaunch(chain, OTHER_DEV, "Someone Else");
    const funded = operatorFundsBuyer(chain, OPERATOR, other.mint);
    await pollPeriod();
    if (hooks().length < 2) await pollPeriod();
    expect(hooks()).toHaveLength(2);
    const funder = hooks()[1];
    expect(funder).toMatchObject({ event: "operator_active", wallet: OPERATOR, mint: other.mint, role: "funder", tx: funded.fundingSignature, buyer: funded.buyer });
    expect(funder.wallets).toEqual([OPERATOR, funded.buyer]);
    expect(funder.signatures).toEqual([funded.fundingSignature, funded.buySignature]);

    // 2b. the operator pays the fee of a fresh wallet's buy of another new launch (a bundler's fee payer)
    const third = operatorLaunch(chain, OTHER_DEV, "Third One");
    const sponsored = operatorSponsorsBuy(chain, OPERATOR, third.mint);
    await pollPeriod();
    expect(hooks()).toHaveLength(3);
    expect(hooks()[2]).toMatchObject({ event: "operator_active", wallet: OPERATOR, mint: third.mint, role: "funder", tx: sponsored.buySignature, buyer: sponsored.buyer, signatures: [sponsored.buySignature] });
    expect(hooks()[2].reason).toMatch(/paid the fee/);

    // 3. a funded wallet buying an old token (created days ago) is not a new launch; a second buyer of
    // the same new launch is the same activity: no more alerts
    operatorFundsBuyer(chain, OPERATOR, oldToken.mint);
    operatorFundsBuyer(chain, OPERATOR, other.mint);
    await pollPeriod();
    await pollPeriod();
    expect(hooks()).toHaveLength(3);

    // the same alerts by e-mail, with the facts in the text
    expect(mails.map((m) => m.to)).toEqual(["watcher@example.com", "watcher@example.com", "watcher@example.com"]);
    for (const fact of [OPERATOR, launch.mint, launch.signature, "deployer"]) expect(mails[0].text).toContain(fact);
    for (const fact of [funded.buyer, other.mint, funded.fundingSignature, "funder"]) expect(mails[1].text).toContain(fact);

    // at rest: one signature read for the wallet and one per funded wallet it follows (3 here)
    ctx.rpc.resetStats();
    await pollPeriod();
    expect(ctx.rpc.stats().calls).toEqual({ getSignaturesForAddress: 4 });

    // removing the watches ends the poll: nothing is read any more
    for (const w of (await listWatchesOfKey(ctx, key)).watches) await removeWatch(ctx, key, w.id);
    await pollPeriod();
    ctx.rpc.resetStats();
    await pollPeriod();
    expect(ctx.rpc.stats().calls).toEqual({});
    expect(await world.db.prisma.watchedOperator.count()).toBe(0);
  }, 120_000);
});
