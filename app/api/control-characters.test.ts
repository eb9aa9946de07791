// Issue 18 item 10 over HTTP: every route of the registry, every string input
// (body field, query parameter, path id) sent with a NUL byte, through the
// real route handler on a throwaway PostgreSQL database (which would answer a
// NUL in text with an error): always 400 with the documented error body.
import { beforeAll, describe, expect, it } from "vitest";
import { errorBodySchema } from "@/server/contracts/errors";
import { ENDPOINTS } from "@/server/contracts/endpoints";
import type { Endpoint } from "@/server/contracts/endpoint";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { stringInputsOf, withValue, type Path } from "@/server/contracts/testing/string-inputs";

type Handler = (request: Request, context?: unknown) => Promise<Response>;
const ADMIN_TOKEN = "t".repeat(40);

/** route path -> its module (every app route with string inputs) */
const MODULES: Record<string, () => Promise<Record<string, Handler>>> = {
  "/api/scan-cabal": () => import("@/app/api/scan-cabal/route") as never,
  "/api/scan-cabal/stream": () => import("@/app/api/scan-cabal/stream/route") as never,
  "/api/scan-batch": () => import("@/app/api/scan-batch/route") as never,
  "/api/wallet-check": () => import("@/app/api/wallet-check/route") as never,
  "/api/operator": () => import("@/app/api/operator/route") as never,
  "/api/cohorts": () => import("@/app/api/cohorts/route") as never,
  "/api/trade-analysis": () => import("@/app/api/trade-analysis/route") as never,
  "/api/cex-funding": () => import("@/app/api/cex-funding/route") as never,
  "/api/map-data": () => import("@/app/api/map-data/route") as never,
  "/api/evidence": () => import("@/app/api/evidence/route") as never,
  "/api/verify": () => import("@/app/api/verify/route") as never,
  "/api/check": () => import("@/app/api/check/route") as never,
  "/api/check/policy": () => import("@/app/api/check/policy/route") as never,
  "/api/recent-scans": () => import("@/app/api/recent-scans/route") as never,
  "/api/buy-key/quote": () => import("@/app/api/buy-key/quote/route") as never,
  "/api/buy-key": () => import("@/app/api/buy-key/route") as never,
  "/api/buy-key/challenge": () => import("@/app/api/buy-key/challenge/route") as never,
  "/api/outcomes": () => import("@/app/api/outcomes/route") as never,
  "/api/free-key": () => import("@/app/api/free-key/route") as never,
  "/api/free-key/confirm": () => import("@/app/api/free-key/confirm/route") as never,
  "/api/admin/keys": () => import("@/app/api/admin/keys/route") as never,
  "/api/admin/keys/{id}": () => import("@/app/api/admin/keys/[id]/route") as never,
  "/api/keys/publishable": () => import("@/app/api/keys/publishable/route") as never,
  "/api/keys/publishable/{id}": () => import("@/app/api/keys/publishable/[id]/route") as never,
  "/api/watch": () => import("@/app/api/watch/route") as never,
  "/api/watch/confirm": () => import("@/app/api/watch/confirm/route") as never,
  "/api/screen-list": () => import("@/app/api/screen-list/route") as never,
  "/api/screen-list/redeem": () => import("@/app/api/screen-list/redeem/route") as never,
};

routeOnThrowawayDatabase(async () => undefined, { ADMIN_TOKEN, WATCHER: "off", INDEXER: "off", WEBHOOK_SECRET_KEY: "11".repeat(32) });
let apiKey = "";
beforeAll(async () => {
  const db = await installedAppDatabase();
  apiKey = (await issueAdminKey(db.prisma, { plan: "unlimited" })).apiKey;
});

function headersFor(route: Endpoint): Record<string, string> {
  const headers: Record<string, string> = { "content-type": "application/json", "user-agent": "vitest", accept: "application/json, text/event-stream" };
  if (route.auth === "key") headers["x-api-key"] = apiKey;
  if (route.auth === "admin") headers.authorization = `Bearer ${ADMIN_TOKEN}`;
  return headers;
}

const BAD = "a\u0000b";
// /mcp answers in JSON-RPC's own envelope (a NUL method is "Method not found", never a 500); its tool
// arguments are checked at the contract (server/contracts/control-characters.test.ts)
const JSON_RPC = new Set(["/mcp"]);
const CASES = ENDPOINTS.filter((route) => !JSON_RPC.has(route.path)).flatMap((route) => stringInputsOf(route).map(({ part, path }) => [`${route.method.toUpperCase()} ${route.path} ${part} ${path.join(".")}`, route, part, path] as const));

describe("a NUL byte in any string input of any route", () => {
  it("covers every route that takes string input", () => {
    const routes = new Set(CASES.map(([, route]) => route.path));
    expect([...routes].filter((path) => !MODULES[path])).toEqual([]);
  });

  it.each(CASES)("%s -> 400 with the error body", async (_name, route, part, path: Path) => {
    const handler = (await MODULES[route.path]())[route.method.toUpperCase()];
    const url = new URL(`https://cabal.example${route.path.replace("{id}", "x")}`);
    let body: string | undefined;
    let context: unknown = undefined;
    if (part === "query") url.searchParams.set(String(path[0]), BAD);
    if (part === "pathParams") context = { params: Promise.resolve({ [String(path[0])]: BAD }) };
    if (part === "body") body = JSON.stringify(deepMerge(route.bodyExample ?? {}, withValue(path, BAD)));
    const response = await handler(new Request(url, { method: route.method.toUpperCase(), headers: headersFor(route), body }), context);
    const text = await response.text();
    expect(response.status, text).toBe(400);
    expect(errorBodySchema.safeParse(JSON.parse(text)).success, text).toBe(true);
  });
});

function deepMerge(base: unknown, patch: unknown): unknown {
  if (Array.isArray(patch)) return patch;
  if (typeof base !== "object" || base === null || typeof patch !== "object" || patch === null) return patch;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(patch)) out[key] = deepMerge(out[key], value);
  return out;
}
