// Issue 20 item 5, "Widget with a key", as a client reads the description and
// docs/decisions.md: the badge's data-api-key takes a publishable key, made and
// revoked by the owner of a secret key (X-API-Key), scan-only, accepted only
// from the origins its owner lists, spending the owner's credit. Every answer is
// checked against /openapi.json; errors carry the one error body
// { error: { code, message } } (decisions.md "Errors"). Route handlers on a
// throwaway PostgreSQL with the embedded ledger.
import { describe, expect, it } from "vitest";
import { keyBalanceSchema } from "@/server/contracts/access";
import { revokedKeyResponseSchema } from "@/server/contracts/keys";
import { createdPublishableKeySchema, publishableKeyListSchema } from "@/server/contracts/publishable-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { SCENARIOS } from "@/server/ledger";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { findSecretsInDatabase } from "@/server/services/access/access/testing/secret-audit";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request, context?: unknown) => Promise<Response>;
interface Routes {
  publishable: { POST: Handler; GET: Handler };
  revoke: Handler;
  scan: { GET: Handler; POST: Handler };
  balance: Handler;
  rotate: Handler;
}

const { route } = routeOnThrowawayDatabase<Routes>(
  async () => ({
    publishable: (await import("@/app/api/keys/publishable/route")) as unknown as Routes["publishable"],
    revoke: ((await import("@/app/api/keys/publishable/[id]/route")) as { DELETE: Handler }).DELETE,
    scan: (await import("@/app/api/scan-cabal/route")) as unknown as Routes["scan"],
    balance: ((await import("@/app/api/key-balance/route")) as { GET: Handler }).GET,
    rotate: ((await import("@/app/api/keys/rotate/route")) as { POST: Handler }).POST,
  }),
  { TRUSTED_IP_HEADER: "x-real-ip", ANON_RATE_LIMIT_PER_MINUTE: "1000", KEY_RATE_LIMIT_PER_MINUTE: "1000" },
);

const base = "https://cabal.example";
const SITE = "https://shop.example";
const [first, second, third] = SCENARIOS;
let nextIp = 0;
const visitor = () => `203.0.113.${++nextIp}`;

async function payg(credit = "1") {
  const db = await installedAppDatabase();
  return issueAdminKey(db.prisma, { plan: "payg", creditUsdc: credit });
}

const owner = (key: string, extra: Record<string, string> = {}) => ({ "x-api-key": key, "x-real-ip": "198.51.100.7", ...extra });

function create(key: string, body: unknown): Promise<Response> {
  return route().publishable.POST(
    new Request(`${base}/api/keys/publishable`, { method: "POST", body: JSON.stringify(body), headers: owner(key, { "content-type": "application/json" }) }),
  );
}

async function made(key: string, origins: string[] = [SITE]) {
  const response = await create(key, { origins });
  expect(response.status).toBe(201);
  return createdPublishableKeySchema.parse(await response.json());
}

const list = (key: string) => route().publishable.GET(new Request(`${base}/api/keys/publishable`, { headers: owner(key) }));
const revoke = (key: string, id: string) =>
  route().revoke(new Request(`${base}/api/keys/publishable/${id}`, { method: "DELETE", headers: owner(key) }), { params: Promise.resolve({ id }) });

/** The badge's request: GET /api/scan-cabal from a visitor's browser on `origin` (null: no Origin header). */
function badgeScan(key: string | null, mint: string, origin: string | null = SITE, ip = visitor()): Promise<Response> {
  const headers: Record<string, string> = { "user-agent": "Mozilla/5.0 (badge)", "x-real-ip": ip };
  if (key) headers["x-api-key"] = key;
  if (origin) headers.origin = origin;
  return route().scan.GET(new Request(`${base}/api/scan-cabal?mintAddress=${mint}`, { headers }));
}

async function creditOf(secret: string): Promise<string | undefined> {
  const response = await route().balance(new Request(`${base}/api/key-balance`, { headers: owner(secret) }));
  expect(response.status).toBe(200);
  return keyBalanceSchema.parse(await response.json()).credit_usdc;
}

async function expectError(response: Response, status: number, code: string, method: string, path: string): Promise<void> {
  expect(response.status).toBe(status);
  await expectMatchesOpenApi(response.clone(), method, path);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
}

describe("making, listing and revoking publishable keys (X-API-Key of the owner)", () => {
  it("POST /api/keys/publishable makes a pk_live_ key, shown once, for the listed origins (normalised as browsers send Origin)", async () => {
    const parent = await payg();
    const response = await create(parent.apiKey, { origins: ["https://Shop.Example:443/", "http://localhost:3000", "https://shop.example"] });
    expect([response.status, response.headers.get("cache-control")]).toEqual([201, "no-store"]);
    await expectMatchesOpenApi(response.clone(), "post", "/api/keys/publishable");
    const body = createdPublishableKeySchema.parse(await response.json());
    expect(body.publishable_key).toMatch(/^pk_live_/);
    expect(body.publishable_key.startsWith("ch_live_")).toBe(false);
    expect(body.origins).toEqual(["https://shop.example", "http://localhost:3000"]);
    expect(body.revoked_at).toBeNull();
    // stored hashed, like a secret key: neither the whole key nor its secret part is in any table
    const db = await installedAppDatabase();
    expect(await findSecretsInDatabase(db.prisma, [body.publishable_key, body.publishable_key.split("_").pop()!])).toEqual([]);

    const listed = await list(parent.apiKey);
    expect(listed.status).toBe(200);
    await expectMatchesOpenApi(listed.clone(), "get", "/api/keys/publishable");
    const keys = publishableKeyListSchema.parse(await listed.json()).publishable_keys;
    expect(keys).toEqual([{ key_id: body.key_id, origins: body.origins, created_at: body.created_at, revoked_at: null }]);
    expect(JSON.stringify(keys)).not.toContain(body.publishable_key);
    // another owner sees none of them
    const other = await payg();
    expect(publishableKeyListSchema.parse(await (await list(other.apiKey)).json()).publishable_keys).toEqual([]);
  });

  it.each([
    ["an http origin other than localhost", { origins: ["http://shop.example"] }],
    ["a path", { origins: ["https://shop.example/store"] }],
    ["a wildcard", { origins: ["https://*.shop.example"] }],
    ["not a URL", { origins: ["shop.example"] }],
    ["no origins", { origins: [] }],
    ["eleven origins", { origins: Array.from({ length: 11 }, (_, i) => `https://s${i}.example`) }],
    ["an over-long origin", { origins: [`https://${"a".repeat(200)}.example`] }],
    ["no body field", {}],
    ["an unknown field", { origins: [SITE], scopes: ["all"] }],
  ])("refuses %s with 400 and the error body", async (_name, body) => {
    const parent = await payg();
    await expectError(await create(parent.apiKey, body), 400, "bad_request", "post", "/api/keys/publishable");
    expect(publishableKeyListSchema.parse(await (await list(parent.apiKey)).json()).publishable_keys).toEqual([]);
  });

  it("needs a live secret key: none is 401, a publishable key is 403", async () => {
    const parent = await payg();
    const pk = await made(parent.apiKey);
    const anonymous = await route().publishable.POST(
      new Request(`${base}/api/keys/publishable`, { method: "POST", body: JSON.stringify({ origins: [SITE] }), headers: { "content-type": "application/json" } }),
    );
    await expectError(anonymous, 401, "unauthorized", "post", "/api/keys/publishable");
    await expectError(await create(pk.publishable_key, { origins: [SITE] }), 403, "publishable_key_not_allowed", "post", "/api/keys/publishable");
    await expectError(await list(pk.publishable_key), 403, "publishable_key_not_allowed", "get", "/api/keys/publishable");
  });

  it("DELETE /api/keys/publishable/{key_id} revokes it; another owner cannot (404), again is 404", async () => {
    const parent = await payg();
    const pk = await made(parent.apiKey);
    const other = await payg();
    await expectError(await revoke(other.apiKey, pk.key_id), 404, "not_found", "delete", "/api/keys/publishable/{id}");
    const response = await revoke(parent.apiKey, pk.key_id);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response.clone(), "delete", "/api/keys/publishable/{id}");
    expect(revokedKeyResponseSchema.parse(await response.json())).toMatchObject({ key_id: pk.key_id, revoked: true });
    const keys = publishableKeyListSchema.parse(await (await list(parent.apiKey)).json()).publishable_keys;
    expect(keys[0].revoked_at).not.toBeNull();
    await expectError(await revoke(parent.apiKey, pk.key_id), 404, "not_found", "delete", "/api/keys/publishable/{id}");
  });
});

describe("the badge's scan with a publishable key", () => {
  it("from a listed origin: 200, spends the owner's credit once per mint for all visitors, CORS names the origin, the owner's balance is not shown", async () => {
    const parent = await payg("1");
    const pk = await made(parent.apiKey, [SITE, "https://other.example"]);
    const response = await badgeScan(pk.publishable_key, first.mint);
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response.clone(), "get", "/api/scan-cabal");
    expect(response.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(response.headers.get("vary")).toMatch(/Origin/);
    for (const name of ["x-key-credits-remaining", "x-key-plan", "x-free-queries-remaining"]) expect(response.headers.get(name), name).toBeNull();
    const report = (await response.json()) as { cabal_score: number; recommendation: string };
    expect(typeof report.cabal_score).toBe("number");
    expect(await creditOf(parent.apiKey)).toBe("0.999");
    // another visitor's badge of the same mint within the cache TTL: the owner is not charged again
    expect((await badgeScan(pk.publishable_key, first.mint)).status).toBe(200);
    expect(await creditOf(parent.apiKey)).toBe("0.999");
    // another mint is another scan on the owner's credit
    expect((await badgeScan(pk.publishable_key, second.mint, "https://other.example")).status).toBe(200);
    expect(await creditOf(parent.apiKey)).toBe("0.998");
  });

  it("on a free key: spends the key's free scans, and the owner's remaining free scans stay out of the body", async () => {
    const db = await installedAppDatabase();
    const parent = await issueAdminKey(db.prisma, { plan: "free" });
    const pk = await made(parent.apiKey);
    const before = keyBalanceSchema.parse(await (await route().balance(new Request(`${base}/api/key-balance`, { headers: owner(parent.apiKey) }))).json()).scans_remaining;
    const response = await badgeScan(pk.publishable_key, second.mint);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("free_queries_remaining");
    expect(body).not.toHaveProperty("warning");
    expect(response.headers.get("x-free-queries-remaining")).toBeNull();
    const after = keyBalanceSchema.parse(await (await route().balance(new Request(`${base}/api/key-balance`, { headers: owner(parent.apiKey) }))).json()).scans_remaining;
    expect(after).toBe(before - 1);
  });

  it("keeps spending the same parent after the owner rotates the secret key", async () => {
    const parent = await payg("1");
    const pk = await made(parent.apiKey);
    const rotated = await route().rotate(new Request(`${base}/api/keys/rotate`, { method: "POST", headers: owner(parent.apiKey) }));
    const newSecret = ((await rotated.json()) as { api_key: string }).api_key;
    expect((await badgeScan(pk.publishable_key, third.mint)).status).toBe(200);
    expect(await creditOf(newSecret)).toBe("0.999");
  });

  it.each([
    ["an unlisted origin", "https://evil.example"],
    ["a listed host on another scheme", "http://shop.example"],
    ["a listed host on another port", "https://shop.example:8443"],
    ["the opaque origin null", "null"],
    ["no Origin header", null],
  ])("from %s: 403 origin_not_allowed, nothing charged", async (_name, origin) => {
    const parent = await payg("1");
    const pk = await made(parent.apiKey);
    await expectError(await badgeScan(pk.publishable_key, first.mint, origin), 403, "origin_not_allowed", "get", "/api/scan-cabal");
    expect(await creditOf(parent.apiKey)).toBe("1");
  });

  it("is refused (403 publishable_key_not_allowed) on every other endpoint that reads a key", async () => {
    const parent = await payg("1");
    const pk = await made(parent.apiKey);
    const headers = { "x-api-key": pk.publishable_key, origin: SITE, "user-agent": "vitest", "x-real-ip": visitor(), "content-type": "application/json" };
    const post = await route().scan.POST(new Request(`${base}/api/scan-cabal`, { method: "POST", headers, body: JSON.stringify({ mintAddress: first.mint }) }));
    await expectError(post, 403, "publishable_key_not_allowed", "post", "/api/scan-cabal");
    await expectError(await route().balance(new Request(`${base}/api/key-balance`, { headers })), 403, "publishable_key_not_allowed", "get", "/api/key-balance");
    await expectError(await route().rotate(new Request(`${base}/api/keys/rotate`, { method: "POST", headers })), 403, "publishable_key_not_allowed", "post", "/api/keys/rotate");
    await expectError(await revoke(pk.publishable_key, pk.key_id), 403, "publishable_key_not_allowed", "delete", "/api/keys/publishable/{id}");
    expect(await creditOf(parent.apiKey)).toBe("1");
  });

  it("a revoked publishable key, or one whose parent is revoked, is 401; a made-up one too", async () => {
    const parent = await payg("1");
    const pk = await made(parent.apiKey);
    expect((await revoke(parent.apiKey, pk.key_id)).status).toBe(200);
    await expectError(await badgeScan(pk.publishable_key, first.mint), 401, "unauthorized", "get", "/api/scan-cabal");

    const ended = await payg("1");
    const orphan = await made(ended.apiKey);
    const db = await installedAppDatabase();
    await db.prisma.apiKey.update({ where: { id: ended.key.id }, data: { revokedAt: new Date() } });
    await expectError(await badgeScan(orphan.publishable_key, first.mint), 401, "unauthorized", "get", "/api/scan-cabal");

    const forged = `${pk.publishable_key.slice(0, -4)}zzzz`;
    await expectError(await badgeScan(forged, first.mint), 401, "unauthorized", "get", "/api/scan-cabal");
    expect(await creditOf(parent.apiKey)).toBe("1");
  });

  it("a secret key on the same scan still works as before (the owner's own server)", async () => {
    const parent = await payg("1");
    const response = await route().scan.GET(
      new Request(`${base}/api/scan-cabal?mintAddress=${third.mint}&fresh=1`, { headers: { "x-api-key": parent.apiKey, "user-agent": "vitest", "x-real-ip": visitor() } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-key-plan")).toBe("payg");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await creditOf(parent.apiKey)).toBe("0.999");
  });
});
