// /api/watch through the route handlers on a throwaway PostgreSQL database:
// key required, SSRF refused at registration, secret shown once and stored
// encrypted, per-key limit, status in GET, DELETE scoped to the key.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
type Route = { POST: Handler; GET: Handler; DELETE: Handler };

// loopback receivers allowed (local testing), the secret key given (no file under DATA_DIR)
const harness = routeOnThrowawayDatabase<Route>(() => import("@/app/api/watch/route"), { WEBHOOK_ALLOW_PRIVATE_TARGETS: "1", WEBHOOK_SECRET_KEY: "11".repeat(32), WATCHER: "off" });

const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";

async function newKey(plan: "free" | "payg" = "free"): Promise<string> {
  const db = await installedAppDatabase();
  const issued = issueApiKey();
  await createApiKey(db.prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan, creditMicros: 1_000_000n });
  return issued.plaintext;
}

const call = (method: keyof Route, key: string | null, init: { body?: unknown; query?: string } = {}) =>
  harness.route()[method](
    new Request(`http://localhost/api/watch${init.query ?? ""}`, {
      method,
      headers: { "content-type": "application/json", ...(key ? { "x-api-key": key } : {}) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    }),
  );

describe("/api/watch", () => {
  it("answers 401 without a key", async () => {
    const res = await call("POST", null, { body: { mint: MINT, email: "a@example.com" } });
    expect(res.status).toBe(401);
    await expectMatchesOpenApi(res, "post", "/api/watch");
    expect((await res.json()).error.code).toBe("unauthorized");
  });

  it("registers a webhook watch, shows the secret once, and lists it with its status", async () => {
    const key = await newKey();
    const res = await call("POST", key, { body: { mint: MINT, webhook_url: "http://127.0.0.1:9/hook" } });
    expect(res.status).toBe(200);
    await expectMatchesOpenApi(res, "post", "/api/watch");
    const body = await res.json();
    expect(body).toMatchObject({ status: "Watch registered", mint: MINT, webhook_url: "http://127.0.0.1:9/hook", events: ["coordinated_dump", "liquidity_drain"] });
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await call("GET", key);
    await expectMatchesOpenApi(listed, "get", "/api/watch");
    const list = await listed.json();
    expect(list.limit).toBe(10);
    expect(list.watches).toEqual([expect.objectContaining({ id: body.id, status: "active", last_delivery_at: null, last_delivery_status: null })]);
    expect(JSON.stringify(list)).not.toContain(body.secret);
    const db = await installedAppDatabase();
    const stored = await db.prisma.watch.findUnique({ where: { id: body.id } });
    expect(stored?.secretEnc).toMatch(/^v1:/);
    expect(stored?.secretEnc).not.toContain(body.secret.slice(6));
  });

  it.each([
    ["https://169.254.169.254/latest/meta-data/", "blocked_address"],
    ["http://10.0.0.7/hook", "blocked_address"],
    ["http://2130706433/hook", "ip_spelling"],
    ["ftp://127.0.0.1/hook", "scheme_not_allowed"],
  ])("refuses %s at registration (%s)", async (url, reason) => {
    const res = await call("POST", await newKey(), { body: { mint: MINT, webhook_url: url } });
    expect(res.status).toBe(400);
    await expectMatchesOpenApi(res, "post", "/api/watch");
    expect((await res.json()).error.details).toMatchObject({ field: "webhook_url", reason });
  });

  it("refuses an e-mail watch with 503 email_unavailable when no mail server is configured", async () => {
    const res = await call("POST", await newKey(), { body: { mint: MINT, email: "a@example.com" } });
    expect(res.status).toBe(503);
    await expectMatchesOpenApi(res, "post", "/api/watch");
    expect((await res.json()).error).toMatchObject({ code: "email_unavailable", details: { field: "email" } });
  });

  it("needs exactly one of webhook_url or email", async () => {
    const key = await newKey();
    expect((await call("POST", key, { body: { mint: MINT } })).status).toBe(400);
    expect((await call("POST", key, { body: { mint: MINT, email: "a@example.com", webhook_url: "http://127.0.0.1:9/x" } })).status).toBe(400);
  });

  it("allows 10 watches per free key, then answers 403", async () => {
    const key = await newKey();
    const answers = await Promise.all(Array.from({ length: 12 }, () => call("POST", key, { body: { mint: MINT, webhook_url: "http://127.0.0.1:9/hook" } })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(2);
    for (const answer of answers) await expectMatchesOpenApi(answer, "post", "/api/watch");
  });

  it("deletes a watch of its own key only", async () => {
    const owner = await newKey("payg");
    const other = await newKey();
    const { id } = await (await call("POST", owner, { body: { mint: MINT, webhook_url: "http://127.0.0.1:9/hook" } })).json();
    expect((await call("DELETE", other, { query: `?id=${id}` })).status).toBe(404);
    const deleted = await call("DELETE", owner, { query: `?id=${id}` });
    expect(deleted.status).toBe(200);
    await expectMatchesOpenApi(deleted, "delete", "/api/watch");
    const again = await call("DELETE", owner, { query: `?id=${id}` });
    expect(again.status).toBe(404);
    await expectMatchesOpenApi(again, "delete", "/api/watch");
    expect((await (await call("GET", owner)).json()).watches).toEqual([]);
    expect((await call("DELETE", owner, { query: "?id=nope" })).status).toBe(400);
  });
});
