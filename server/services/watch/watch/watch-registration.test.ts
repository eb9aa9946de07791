// Registering a watch, from docs/decisions.md: an e-mail watch on a server
// without a mail server is refused (503 email_unavailable), never accepted and
// silently never sent; a watch names a mint or an operator wallet (never both)
// and the wallet kind takes the operator_active event; both kinds count toward
// the key's watch limit.
import { describe, expect, it } from "vitest";
import { createWatchRequestSchema } from "@/server/contracts/watch";
import { ApiError } from "@/server/http/api-error";
import { getScenario } from "@/server/ledger";
import { createTestClock, createTestKey, createTestWatchContext } from "@/server/services/watch/watch/testing/watch-harness";
import { setUpWatchWorld } from "@/server/services/watch/watch/testing/watch-world";
import { listWatchesOfKey, registerWatch } from "@/server/services/watch/watch/watch-service";

const world = setUpWatchWorld({ database: "pglite" });
const MINT = getScenario("watch-dump")!.mint;
const WALLET = "3VhXdTWu2Y6YqYLwnH1YwTPzqnN9sPdPTRE11AzbDnEK";

describe("e-mail watches need a mail server", () => {
  it("refuses an e-mail watch with 503 email_unavailable when no mail server is configured, and stores nothing", async () => {
    const ctx = { ...createTestWatchContext(world.db, "http://127.0.0.1:1", createTestClock()), mailer: null };
    const key = await createTestKey(world.db);
    for (const request of [{ mint: MINT, email: "trader@example.com" }, { wallet: WALLET, email: "trader@example.com" }]) {
      const refused = await registerWatch(ctx, key, createWatchRequestSchema.parse(request)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ApiError);
      expect(refused).toMatchObject({ code: "email_unavailable", status: 503, details: { field: "email" } });
      expect((refused as ApiError).message).toMatch(/mail server/);
    }
    expect((await listWatchesOfKey(ctx, key)).watches).toEqual([]);
    // a webhook watch on the same server is fine
    const hook = await registerWatch(ctx, key, { mint: MINT, webhook_url: world.receiver.url("/hook") });
    expect(hook.status).toBe("Watch registered");
  });

  it("accepts an e-mail watch when a mail server is configured", async () => {
    const ctx = createTestWatchContext(world.db, "http://127.0.0.1:1", createTestClock());
    const registered = await registerWatch(ctx, await createTestKey(world.db), { mint: MINT, email: "trader@example.com" });
    expect(registered).toMatchObject({
      status: "Watch registered",
      mint: MINT,
      email: "trader@example.com",
      // nothing is sent to it before its confirmation link is used (email-confirmation.test.ts)
      email_status: "pending_confirmation",
      events: ["coordinated_dump", "liquidity_drain"],
    });
    expect(registered).not.toHaveProperty("secret");
  });
});

describe("a watch names a mint or an operator wallet", () => {
  it.each([
    [{ mint: MINT, wallet: WALLET, webhook_url: "https://example.com/h" }, "both a mint and a wallet"],
    [{ webhook_url: "https://example.com/h" }, "neither a mint nor a wallet"],
    [{ wallet: WALLET, webhook_url: "https://example.com/h", events: ["coordinated_dump"] }, "a mint event on a wallet watch"],
    [{ mint: MINT, webhook_url: "https://example.com/h", events: ["operator_active"] }, "the operator event on a mint watch"],
    [{ wallet: "not-a-wallet", webhook_url: "https://example.com/h" }, "a wallet that is no address"],
  ] as Array<[unknown, string]>)("refuses %j (%s)", (body) => {
    expect(createWatchRequestSchema.safeParse(body).success).toBe(false);
  });

  it("registers a wallet watch for operator_active and lists it by wallet", async () => {
    const ctx = createTestWatchContext(world.db, "http://127.0.0.1:1", createTestClock());
    const key = await createTestKey(world.db);
    const body = createWatchRequestSchema.parse({ wallet: WALLET, webhook_url: world.receiver.url("/op") });
    const registered = await registerWatch(ctx, key, body);
    expect(registered).toMatchObject({ status: "Watch registered", wallet: WALLET, events: ["operator_active"] });
    expect(registered.secret).toMatch(/^whsec_/);
    const [listed] = (await listWatchesOfKey(ctx, key)).watches;
    expect(listed).toMatchObject({ id: registered.id, wallet: WALLET, events: ["operator_active"], status: "active" });
    expect(listed).not.toHaveProperty("mint");
  });

  it("counts operator watches toward the key's limit (10 on a free key)", async () => {
    const ctx = createTestWatchContext(world.db, "http://127.0.0.1:1", createTestClock());
    const key = await createTestKey(world.db, "free");
    for (let i = 0; i < 9; i++) await registerWatch(ctx, key, { mint: MINT, webhook_url: world.receiver.url(`/m${i}`) });
    await registerWatch(ctx, key, { wallet: WALLET, webhook_url: world.receiver.url("/op") });
    const refused = await registerWatch(ctx, key, { wallet: WALLET, webhook_url: world.receiver.url("/op2") }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "forbidden", status: 403, details: { reason: "watch_limit", limit: 10 } });
  });
});
