// The screen-list add-on through the routes on a throwaway PostgreSQL and the
// embedded ledger: bought with a real USDC payment (checkout -> pay ->
// redeem), managed per key, and carried on each scan by that key only, even
// when the report itself comes from the shared cache.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { extendAddon } from "@/server/platform/db/screen-list";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { ensureLedgerServer, getScenario } from "@/server/ledger";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { fundedPayer } from "@/server/services/access/payments/testing/ledger-payer";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let routes: { list: { GET: Handler; POST: Handler; DELETE: Handler }; checkout: Handler; redeem: Handler; scan: Handler; batch: Handler; stream: Handler };
const MINT = getScenario("two-hop-cluster")!.mint;

beforeAll(async () => {
  testApp = await startTestApp({ APP_BASE_URL: "https://cabal.example", WATCHER: "off" });
  const ledger = await ensureLedgerServer();
  ledger.controls.setFinalityDelayMs(0);
  routes = {
    list: (await import("@/app/api/screen-list/route")) as { GET: Handler; POST: Handler; DELETE: Handler },
    checkout: ((await import("@/app/api/screen-list/checkout/route")) as { POST: Handler }).POST,
    redeem: ((await import("@/app/api/screen-list/redeem/route")) as { POST: Handler }).POST,
    scan: ((await import("@/app/api/scan-cabal/route")) as unknown as { GET: Handler }).GET,
    batch: ((await import("@/app/api/scan-batch/route")) as { POST: Handler }).POST,
    stream: ((await import("@/app/api/scan-cabal/stream/route")) as unknown as { GET: Handler }).GET,
  };
}, 60_000);

afterAll(async () => {
  await testApp?.close();
});

const db = () => installedAppDatabase();

async function newKey(): Promise<{ id: string; plaintext: string }> {
  const issued = issueApiKey();
  const id = randomUUID();
  await createApiKey((await db()).prisma, { id, shortToken: issued.shortToken, secretHash: issued.secretHash, plan: "free" });
  return { id, plaintext: issued.plaintext };
}

const request = (path: string, key: string | null, init: { method?: string; body?: unknown } = {}) =>
  new Request(`https://cabal.example${path}`, {
    method: init.method ?? "GET",
    headers: { "content-type": "application/json", "user-agent": "vitest", ...(key ? { "x-api-key": key } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });

async function scan(key: string | null): Promise<Record<string, unknown> & { screen_list?: { checked: boolean; matches: number; hits: Array<{ wallet: string; label: string; role: string }> } }> {
  const res = await routes.scan(request(`/api/scan-cabal?mintAddress=${MINT}`, key));
  expect(res.status).toBe(200);
  await expectMatchesOpenApi(res, "get", "/api/scan-cabal");
  return res.json();
}

describe("screen list add-on", () => {
  let holders: Array<{ owner: string; rank: number | null }>;
  let funder: string;
  let keyA: { id: string; plaintext: string };
  let keyB: { id: string; plaintext: string };
  let keyC: { id: string; plaintext: string };

  beforeAll(async () => {
    const report = (await scan(null)) as unknown as { holders: typeof holders; coordinated_clusters: Array<{ master_full: string | null }> };
    expect(report).not.toHaveProperty("screen_list");
    holders = report.holders.filter((h) => h.rank !== null);
    funder = report.coordinated_clusters.find((c) => c.master_full)!.master_full!;
    [keyA, keyB, keyC] = [await newKey(), await newKey(), await newKey()];
  }, 120_000);

  it("answers 403 addon_not_enabled to a key without the add-on", async () => {
    for (const res of [
      await routes.list.GET(request("/api/screen-list", keyC.plaintext)),
      await routes.list.POST(request("/api/screen-list", keyC.plaintext, { method: "POST", body: { entries: [{ wallet: funder, label: "x" }] } })),
      await routes.list.DELETE(request(`/api/screen-list?wallet=${funder}`, keyC.plaintext, { method: "DELETE" })),
    ]) {
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe("addon_not_enabled");
    }
    expect(await scan(keyC.plaintext)).not.toHaveProperty("screen_list");
  });

  it("enables the add-on for 30 days with a paid checkout, redeemable once", async () => {
    const res = await routes.checkout(request("/api/screen-list/checkout", keyA.plaintext, { method: "POST" }));
    expect(res.status).toBe(201);
    await expectMatchesOpenApi(res, "post", "/api/screen-list/checkout");
    const q = await res.json();
    expect(q).toMatchObject({ addon: "screen_list", days: 30, amount: "9000000", amount_usdc: "9", commitment: "finalized" });
    const ledger = await ensureLedgerServer();
    const signature = await fundedPayer(ledger, 20_000_000n).pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const redeemed = await routes.redeem(request("/api/screen-list/redeem", keyA.plaintext, { method: "POST", body: { tx_signature: signature, claim_token: q.claim_token } }));
    expect(redeemed.status).toBe(200);
    await expectMatchesOpenApi(redeemed, "post", "/api/screen-list/redeem");
    const until = new Date((await redeemed.json()).enabled_until).getTime();
    expect(Math.round((until - Date.now()) / 86_400_000)).toBe(30);
    const again = await routes.redeem(request("/api/screen-list/redeem", keyB.plaintext, { method: "POST", body: { tx_signature: signature, claim_token: q.claim_token } }));
    expect(again.status).toBe(409);
    await expectMatchesOpenApi(again, "post", "/api/screen-list/redeem");
  }, 60_000);

  it("shows each key only its own hits on the same mint, the second answer coming from the cache", async () => {
    await extendAddon((await db()).prisma, keyB.id, 30, new Date());
    const addA = await routes.list.POST(request("/api/screen-list", keyA.plaintext, { method: "POST", body: { entries: [{ wallet: holders[0].owner, label: "A: known dumper" }] } }));
    expect(addA.status).toBe(200);
    await expectMatchesOpenApi(addA, "post", "/api/screen-list");
    const addB = await routes.list.POST(
      request("/api/screen-list", keyB.plaintext, { method: "POST", body: { entries: [{ wallet: funder, label: "B: cluster wallet" }, { wallet: holders[1].owner, label: "B: fund" }] } }),
    );
    expect((await addB.json()).entries).toHaveLength(2);

    const a = await scan(keyA.plaintext);
    const b = await scan(keyB.plaintext);
    expect(b.source).toBe("pre_indexed");
    expect(a.screen_list).toEqual({ checked: true, matches: 1, hits: [expect.objectContaining({ wallet: holders[0].owner, label: "A: known dumper", role: "holder" })] });
    expect(b.screen_list?.matches).toBe(2);
    expect(b.screen_list?.hits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ wallet: funder, label: "B: cluster wallet", role: "cluster_funder" }),
        expect.objectContaining({ wallet: holders[1].owner, label: "B: fund", role: "holder" }),
      ]),
    );
    expect(JSON.stringify(b)).not.toContain("A: known dumper");
    const batch = await (await routes.batch(request("/api/scan-batch", keyA.plaintext, { method: "POST", body: { mints: [MINT] } }))).json();
    expect(batch.results[0].report.screen_list).toEqual(a.screen_list);
    const events = await (await routes.stream(request(`/api/scan-cabal/stream?mintAddress=${MINT}`, keyB.plaintext))).text();
    const reportEvent = /event: report\ndata: (.*)\n/.exec(events);
    expect(JSON.parse(reportEvent![1]).screen_list).toEqual(b.screen_list);
    expect(JSON.stringify(await scan(null))).not.toMatch(/known dumper|cluster wallet|screen_list/);
    const stored = await (await db()).prisma.scanReport.findUnique({ where: { mint: MINT } });
    expect(JSON.stringify(stored?.report)).not.toContain("screen_list");
  }, 60_000);

  it("lists and removes entries", async () => {
    const list = await (await routes.list.GET(request("/api/screen-list", keyB.plaintext))).json();
    expect(list.entries.map((e: { wallet: string }) => e.wallet).sort()).toEqual([funder, holders[1].owner].sort());
    expect(list.enabled_until).toMatch(/^\d{4}-/);
    expect((await routes.list.DELETE(request(`/api/screen-list?wallet=${funder}`, keyB.plaintext, { method: "DELETE" }))).status).toBe(200);
    expect((await routes.list.DELETE(request(`/api/screen-list?wallet=${funder}`, keyB.plaintext, { method: "DELETE" }))).status).toBe(404);
    expect((await scan(keyB.plaintext)).screen_list?.matches).toBe(1);
  }, 60_000);
});
