// Issue 30 item 3: the pre-trade gate over its real routes, on a throwaway
// PostgreSQL database and the embedded ledger. The default policy blocks
// AVOID and cautions REVIEW; a degraded scan (the market and quote APIs down,
// injected at the ledger) blocks under fail-closed and never allows otherwise;
// a key's stored policy applies; the 402 is a scan's (same x402 offer).
import { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { beforeAll, describe, expect, it } from "vitest";
import { checkPolicyAnswerSchema, checkResponseSchema, type CheckResponse } from "@/server/contracts/check";
import { evidencePackSchema } from "@/server/contracts/evidence/pack";
import { ensureLedgerServer, getScenario } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { issueAdminKey } from "@/server/services/access/access/admin-keys";

type Handler = (request: Request) => Promise<Response>;
const feePayerKeys = Keypair.generate();

const harness = routeOnThrowawayDatabase<{ check: { POST: Handler }; policy: { GET: Handler; PUT: Handler }; evidence: { GET: Handler }; scan: { GET: Handler } }>(
  async () => {
    const ledger = await ensureLedgerServer();
    ledger.controls.airdrop(feePayerKeys.publicKey.toBase58(), 5_000_000_000n);
    return {
      check: await import("@/app/api/check/route"),
      policy: await import("@/app/api/check/policy/route"),
      evidence: await import("@/app/api/evidence/route"),
      scan: await import("@/app/api/scan-cabal/route"),
    };
  },
  // anonymous callers have no free scans here: their 402 is compared with a scan's
  { ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", FEE_PAYER_SECRET_KEY: bs58.encode(feePayerKeys.secretKey), WATCHER: "off", INDEXER: "off", OUTCOMES: "off" },
);

let apiKey = "";
beforeAll(async () => {
  apiKey = (await issueAdminKey((await installedAppDatabase()).prisma, { plan: "unlimited" })).apiKey;
});

const headers = (extra: Record<string, string> = {}) => ({ "user-agent": "vitest", "content-type": "application/json", "x-api-key": apiKey, ...extra });
const post = (body: unknown, extra?: Record<string, string>) => harness.route().check.POST(new Request("http://localhost/api/check", { method: "POST", headers: headers(extra), body: JSON.stringify(body) }));

async function check(body: unknown): Promise<CheckResponse> {
  const response = await post(body);
  expect(response.status, await response.clone().text()).toBe(200);
  await expectMatchesOpenApi(response.clone(), "post", "/api/check");
  return checkResponseSchema.parse(await response.json());
}

describe("POST /api/check", () => {
  it("blocks an AVOID report under the default policy, prices the insiders' exit, and names the report its evidence pack is of", async () => {
    const mint = getScenario("same-slot-bundle")!.mint;
    const verdict = await check({ mint, size_sol: 2 });
    expect(verdict).toMatchObject({ decision: "block", recommendation: "AVOID", policy_source: "default", policy: { block_on: "AVOID", fail_closed: true } });
    expect(verdict.reasons).toContainEqual(expect.objectContaining({ code: "recommendation", severity: "block" }));
    expect(verdict.exposure.insiders_pct).toBeGreaterThan(0);
    expect(verdict.max_exposure_usd).toBeGreaterThan(0);
    // the insiders selling first costs more than the position's own exit
    expect(verdict.exposure.after_insider_exit_loss_pct!).toBeGreaterThan(verdict.exposure.own_exit_loss_pct!);
    const url = new URL(verdict.evidence_url);
    expect(url.pathname + url.search).toBe(`/api/evidence?mint=${mint}`);
    const pack = await harness.route().evidence.GET(new Request(`http://localhost${url.pathname}${url.search}`, { headers: headers() }));
    expect(evidencePackSchema.parse(await pack.json()).payload.report_id).toBe(verdict.report_id);
  });

  it("cautions on REVIEW by default, and blocks it under a policy that blocks at REVIEW", async () => {
    const mint = getScenario("thin-liquidity")!.mint;
    const byDefault = await check({ mint, size_usd: 250 });
    expect(byDefault.recommendation).toBe("REVIEW");
    expect(byDefault.decision).toBe("caution");
    const strict = await check({ mint, size_usd: 250, policy: { block_on: "REVIEW" } });
    expect(strict).toMatchObject({ decision: "block", policy_source: "request" });
  });

  it("blocks a degraded scan under fail-closed, and never allows it when fail_closed is off", async () => {
    const ledger = await ensureLedgerServer();
    const mint = getScenario("exchange-funded")!.mint;
    ledger.controls.configure({ faults: [{ mode: "500", paths: ["/dexscreener", "/jupiter"] }] });
    let closed: CheckResponse;
    try {
      closed = await check({ mint, size_sol: 1 });
    } finally {
      ledger.controls.configure({ faults: [] });
    }
    expect(closed.decision).toBe("block");
    expect(closed.reasons).toContainEqual(expect.objectContaining({ code: "degraded", severity: "block" }));
    // the same degraded report (stored for a short while), judged with fail_closed off
    const open = await check({ mint, size_sol: 1, policy: { fail_closed: false } });
    expect(open.reasons).toContainEqual(expect.objectContaining({ code: "degraded", severity: "caution" }));
    expect(open.decision).not.toBe("allow");
  });

  it("applies the key's stored policy (PUT / GET /api/check/policy) when the call sends none", async () => {
    const policy = harness.route().policy;
    const initial = await policy.GET(new Request("http://localhost/api/check/policy", { headers: headers() }));
    await expectMatchesOpenApi(initial.clone(), "get", "/api/check/policy");
    expect(checkPolicyAnswerSchema.parse(await initial.json())).toMatchObject({ source: "default", updated_at: null });
    const put = await policy.PUT(new Request("http://localhost/api/check/policy", { method: "PUT", headers: headers(), body: JSON.stringify({ thresholds: { cabal_score: 10, funding: 1 } }) }));
    await expectMatchesOpenApi(put.clone(), "put", "/api/check/policy");
    expect(checkPolicyAnswerSchema.parse(await put.json())).toMatchObject({ source: "key", policy: { block_on: "AVOID", fail_closed: true, thresholds: { cabal_score: 10, funding: 1 } } });
    const verdict = await check({ mint: getScenario("two-hop-cluster")!.mint, size_sol: 1 });
    expect(verdict.policy_source).toBe("key");
    expect(verdict.reasons.filter((reason) => reason.code === "threshold").map((reason) => reason.message).join(" ")).toMatch(/cabal_score .*funding-1/s);
    const bad = await policy.PUT(new Request("http://localhost/api/check/policy", { method: "PUT", headers: headers(), body: JSON.stringify({ block_on: "SAFE" }) }));
    expect(bad.status).toBe(400);
    const anonymous = await policy.GET(new Request("http://localhost/api/check/policy", { headers: { "user-agent": "vitest" } }));
    expect(anonymous.status).toBe(401);
  });

  it("refuses a body without exactly one size", async () => {
    const mint = getScenario("clean-organic")!.mint;
    expect((await post({ mint })).status).toBe(400);
    expect((await post({ mint, size_sol: 1, size_usd: 1 })).status).toBe(400);
  });

  it("answers a caller out of free scans with a scan's 402: the same x402 offer", async () => {
    const mint = getScenario("clean-organic")!.mint;
    const anonymous = { "user-agent": "agent/1.0", "content-type": "application/json", "x-real-ip": "10.30.0.1" };
    const gate = await harness.route().check.POST(new Request("http://localhost/api/check", { method: "POST", headers: anonymous, body: JSON.stringify({ mint, size_sol: 1 }) }));
    const scan = await harness.route().scan.GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${mint}`, { headers: anonymous }));
    expect(gate.status).toBe(402);
    expect(scan.status).toBe(402);
    await expectMatchesOpenApi(gate.clone(), "post", "/api/check");
    type Body402 = { accepts: { scheme: string; network: string; amount: string; payTo: string; asset: string }[]; payment: { amount: string; recipient: string } };
    const [g, s] = (await Promise.all([gate.json(), scan.json()])) as [Body402, Body402];
    const offer = (body: Body402) => body.accepts.map(({ scheme, network, amount, payTo, asset }) => ({ scheme, network, amount, payTo, asset }));
    expect(offer(g)).toEqual(offer(s));
    expect(g.payment).toMatchObject({ amount: s.payment.amount, recipient: s.payment.recipient });
  });
});
