// Operator and owner key management end to end through the route handlers on a
// throwaway PostgreSQL: POST /api/admin/keys, DELETE /api/admin/keys/{id},
// POST /api/keys/rotate, DELETE /api/keys; keys checked with GET /api/key-balance.
import { describe, expect, it } from "vitest";
import { keyBalanceSchema } from "@/server/contracts/access";
import { adminKeyResponseSchema, rotatedKeyResponseSchema } from "@/server/contracts/keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { issueAdminKey, requireAdmin } from "@/server/services/access/access/admin-keys";
import { findSecretsInDatabase } from "@/server/services/access/access/testing/secret-audit";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request, context?: unknown) => Promise<Response>;
interface Routes {
  create: Handler;
  remove: Handler;
  rotate: Handler;
  revokeOwn: Handler;
  balance: Handler;
}

const ADMIN_TOKEN = "test-admin-token-0123456789abcdef0123456789";
const { route } = routeOnThrowawayDatabase<Routes>(
  async () => ({
    create: ((await import("@/app/api/admin/keys/route")) as { POST: Handler }).POST,
    remove: ((await import("@/app/api/admin/keys/[id]/route")) as { DELETE: Handler }).DELETE,
    rotate: ((await import("@/app/api/keys/rotate/route")) as { POST: Handler }).POST,
    revokeOwn: ((await import("@/app/api/keys/route")) as { DELETE: Handler }).DELETE,
    balance: ((await import("@/app/api/key-balance/route")) as { GET: Handler }).GET,
  }),
  { ADMIN_TOKEN, TRUSTED_IP_HEADER: "x-real-ip" },
);

const base = "https://cabal.example";
const admin = (body: unknown, authorization = `Bearer ${ADMIN_TOKEN}`) =>
  route().create(new Request(`${base}/api/admin/keys`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", authorization } }));
const adminDelete = (id: string, authorization = `Bearer ${ADMIN_TOKEN}`) =>
  route().remove(new Request(`${base}/api/admin/keys/${id}`, { method: "DELETE", headers: { authorization } }), { params: Promise.resolve({ id }) });
const withKey = (key: string) => ({ headers: { "x-api-key": key, "x-real-ip": "198.51.100.9" } });
const balanceOf = (key: string) => route().balance(new Request(`${base}/api/key-balance`, withKey(key)));

describe("operator keys (ADMIN_TOKEN)", () => {
  it("refuses a missing or wrong bearer token with 401 and creates nothing", async () => {
    const refused = await admin({ plan: "free" }, "");
    expect(refused.status).toBe(401);
    await expectMatchesOpenApi(refused, "post", "/api/admin/keys");
    expect((await admin({ plan: "free" }, `Bearer ${ADMIN_TOKEN}x`)).status).toBe(401);
    expect((await admin({ plan: "free" }, `Basic ${ADMIN_TOKEN}`)).status).toBe(401);
    const db = await installedAppDatabase();
    expect(await db.prisma.apiKey.count()).toBe(0);
  });

  it("is 404 when ADMIN_TOKEN is unset (the routes do not exist)", () => {
    const request = new Request(`${base}/api/admin/keys`, { headers: { authorization: "Bearer anything" } });
    expect(() => requireAdmin(request, undefined)).toThrow(expect.objectContaining({ status: 404 }));
  });

  it("issues a payg key with credit, shown once (201, no-store); the key works", async () => {
    const response = await admin({ plan: "payg", credit_usdc: "2.5", note: "partner trial" });
    expect([response.status, response.headers.get("cache-control")]).toEqual([201, "no-store"]);
    await expectMatchesOpenApi(response, "post", "/api/admin/keys");
    const body = adminKeyResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ plan: "payg", credit_usdc: "2.5", scans_remaining: 2500, note: "partner trial" });
    expect(keyBalanceSchema.parse(await (await balanceOf(body.api_key)).json())).toMatchObject({ key_id: body.key_id, plan: "payg" });
    const db = await installedAppDatabase();
    expect(await findSecretsInDatabase(db.prisma, [body.api_key])).toEqual([]);
  });

  it("issues an unlimited key for the given days, and rejects fields that do not fit the plan", async () => {
    const body = adminKeyResponseSchema.parse(await (await admin({ plan: "unlimited", days: 7 })).json());
    const days = (Date.parse(body.expires_at!) - Date.parse(body.created_at)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const invalid = await admin({ plan: "payg" });
    expect(invalid.status).toBe(400);
    await expectMatchesOpenApi(invalid, "post", "/api/admin/keys");
    expect((await admin({ plan: "free", days: 3 })).status).toBe(400);
    expect((await admin({ plan: "gold" })).status).toBe(400);
  });

  it("DELETE /api/admin/keys/{id} revokes the key at once; again it is 404", async () => {
    const body = adminKeyResponseSchema.parse(await (await admin({ plan: "free" })).json());
    expect((await adminDelete(body.id, "Bearer nope")).status).toBe(401);
    const removed = await adminDelete(body.id);
    expect(removed.status).toBe(200);
    await expectMatchesOpenApi(removed, "delete", "/api/admin/keys/{id}");
    expect(await removed.json()).toMatchObject({ key_id: body.key_id, revoked: true });
    const gone = await balanceOf(body.api_key);
    expect(gone.status).toBe(401);
    await expectMatchesOpenApi(gone, "get", "/api/key-balance");
    const again = await adminDelete(body.id);
    expect(again.status).toBe(404);
    await expectMatchesOpenApi(again, "delete", "/api/admin/keys/{id}");
  });
});

describe("owners rotate and revoke their own key", () => {
  it("POST /api/keys/rotate: a new secret for the same row (balance kept), shown once; the old key stops working", async () => {
    const db = await installedAppDatabase();
    const issued = await issueAdminKey(db.prisma, { plan: "payg", creditUsdc: "1" });
    const response = await route().rotate(new Request(`${base}/api/keys/rotate`, { method: "POST", ...withKey(issued.apiKey) }));
    expect([response.status, response.headers.get("cache-control")]).toEqual([200, "no-store"]);
    await expectMatchesOpenApi(response, "post", "/api/keys/rotate");
    const rotated = rotatedKeyResponseSchema.parse(await response.json());
    expect(rotated.api_key).not.toBe(issued.apiKey);
    expect(rotated).toMatchObject({ plan: "payg", credit_usdc: "1" });
    expect((await balanceOf(issued.apiKey)).status).toBe(401);
    const balance = await balanceOf(rotated.api_key);
    expect(balance.status).toBe(200);
    await expectMatchesOpenApi(balance, "get", "/api/key-balance");
    expect(await db.prisma.apiKey.count({ where: { id: issued.key.id } })).toBe(1);
    const replay = await route().rotate(new Request(`${base}/api/keys/rotate`, { method: "POST", ...withKey(issued.apiKey) }));
    expect(replay.status).toBe(401);
    await expectMatchesOpenApi(replay, "post", "/api/keys/rotate");
  });

  it("two rotations racing with one old key give one new key", async () => {
    const db = await installedAppDatabase();
    const issued = await issueAdminKey(db.prisma, { plan: "free" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => route().rotate(new Request(`${base}/api/keys/rotate`, { method: "POST", ...withKey(issued.apiKey) }))),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(1);
    const winner = rotatedKeyResponseSchema.parse(await ok[0].json());
    expect((await balanceOf(winner.api_key)).status).toBe(200);
  });

  it("DELETE /api/keys revokes the presented key; it cannot be rotated back to life", async () => {
    const db = await installedAppDatabase();
    const issued = await issueAdminKey(db.prisma, { plan: "unlimited", days: 30 });
    const response = await route().revokeOwn(new Request(`${base}/api/keys`, { method: "DELETE", ...withKey(issued.apiKey) }));
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "delete", "/api/keys");
    expect(await response.json()).toMatchObject({ key_id: issued.key.shortToken, revoked: true });
    expect((await balanceOf(issued.apiKey)).status).toBe(401);
    expect((await route().rotate(new Request(`${base}/api/keys/rotate`, { method: "POST", ...withKey(issued.apiKey) }))).status).toBe(401);
    expect((await route().revokeOwn(new Request(`${base}/api/keys`, { method: "DELETE", ...withKey(issued.apiKey) }))).status).toBe(401);
  });
});
