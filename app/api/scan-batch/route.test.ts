// POST /api/scan-batch through the route handler: real ledger, real PostgreSQL.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scanBatchResponseSchema } from "@/server/contracts/scan-batch";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { SCENARIOS } from "@/server/ledger";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let POST: Handler;

beforeAll(async () => {
  testApp = await startTestApp({ FREE_KEY_MONTHLY_QUOTA: "5" });
  ({ POST } = (await import("@/app/api/scan-batch/route")) as { POST: Handler });
});

afterAll(async () => {
  await testApp?.close();
});

async function newKey(plan: "free" | "payg", creditMicros = 0n): Promise<string> {
  const issued = issueApiKey();
  const db = await installedAppDatabase();
  await createApiKey(db.prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan, creditMicros });
  return issued.plaintext;
}

const batch = (body: unknown, headers: Record<string, string> = {}) =>
  POST(new Request("https://cabal.example/api/scan-batch", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...headers } }));

const [a, b] = [SCENARIOS[2].mint, SCENARIOS[3].mint];
const wallet = SCENARIOS[0].expect.deployer!.creator;

describe("POST /api/scan-batch", () => {
  it("answers one row per mint in the order sent, error rows included, and counts one scan per analysed mint", async () => {
    const key = await newKey("free");
    const response = await batch({ mints: [a, "not-a-mint", wallet, b] }, { "x-api-key": key });
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "post", "/api/scan-batch");
    const body = scanBatchResponseSchema.parse(await response.json());
    expect(body.results.map((r) => [r.mint, r.ok])).toEqual([[a, true], ["not-a-mint", false], [wallet, false], [b, true]]);
    expect(body.results.map((r) => (r.ok ? r.report.mint : r.error.code))).toEqual([a, "invalid_mint", "not_found", b]);
    expect(body.scans_counted).toBe(3);
    expect(response.headers.get("x-free-queries-remaining")).toBe("2");
    expect(body.free_queries_remaining).toBe(2);
    const first = body.results[0];
    expect(first.ok && first.report.deployer).not.toHaveProperty("launches");
  });

  it("a batch the key cannot cover runs nothing: 402", async () => {
    const key = await newKey("free");
    await batch({ mints: [a, b, a] }, { "x-api-key": key });
    const response = await batch({ mints: [a, b, a] }, { "x-api-key": key });
    expect(response.status).toBe(402);
    await expectMatchesOpenApi(response, "post", "/api/scan-batch");
  });

  it("a paid key gets deployer.launches[] in every row", async () => {
    const key = await newKey("payg", 1_000_000n);
    const response = await batch({ mints: [a, b] }, { "x-api-key": key });
    await expectMatchesOpenApi(response, "post", "/api/scan-batch");
    const body = scanBatchResponseSchema.parse(await response.json());
    for (const row of body.results) expect(row.ok && row.report.deployer).toHaveProperty("launches");
    expect(response.headers.get("x-key-credits-remaining")).toBe("0.998") // USDC, as the description says (issue 20);
  });

  it.each([
    ["no key", { mints: [a] }, {}, 401],
    ["26 mints", { mints: Array(26).fill(a) }, { "x-api-key": "k" }, 400],
    ["no mints", { mints: [] }, { "x-api-key": "k" }, 400],
    ["a body past 8 kB", { mints: [a], pad: "x".repeat(9_000) }, { "x-api-key": "k" }, 413],
    ["bad JSON", "{", { "x-api-key": "k" }, 400],
  ])("%s -> %s", async (_name, body, headers, status) => {
    const response = await batch(body, headers as Record<string, string>);
    expect(response.status).toBe(status);
    await expectMatchesOpenApi(response, "post", "/api/scan-batch");
  });
});
