// End to end through the route handlers: quote, pay on the embedded ledger with
// a transaction signed by @solana/web3.js and @solana/spl-token and sent with
// sendTransaction, redeem at finalized, scan with the key. Real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyKeyQuoteSchema, buyKeyResponseSchema, keyBalanceSchema, paymentAcceptSchema, paymentRequiredBodySchema, type BuyKeyQuote } from "@/server/contracts/access";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { ensureLedgerServer, SCENARIOS, type LedgerServer } from "@/server/ledger";
import { captureLogs, findSecretsInDatabase, type LogCapture } from "@/server/services/access/access/testing/secret-audit";
import { fundedPayer, type LedgerPayer } from "@/server/services/access/payments/testing/ledger-payer";
import { randomSignature } from "@/server/services/access/payments/testing/payment-fixtures";
import { askChallenge, signWithWallet, walletProof } from "@/server/services/access/payments/testing/wallet-proof";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let ledger: LedgerServer;
let payer: LedgerPayer;
let logs: LogCapture;
let routes: { quote: Handler; buyKey: Handler; challenge: Handler; balance: Handler; scan: Handler; pricing: Handler; revoke: Handler };
/** every key and claim token handed out, for the storage and log audits */
const secrets: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp({ ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });
  ledger = await ensureLedgerServer();
  ledger.controls.setFinalityDelayMs(1_500);
  payer = fundedPayer(ledger, 100_000_000n);
  routes = {
    quote: ((await import("@/app/api/buy-key/quote/route")) as { POST: Handler }).POST,
    buyKey: ((await import("@/app/api/buy-key/route")) as { POST: Handler }).POST,
    challenge: ((await import("@/app/api/buy-key/challenge/route")) as { POST: Handler }).POST,
    balance: ((await import("@/app/api/key-balance/route")) as { GET: Handler }).GET,
    scan: ((await import("@/app/api/scan-cabal/route")) as unknown as { GET: Handler }).GET,
    pricing: ((await import("@/app/api/pricing/route")) as { GET: Handler }).GET,
    revoke: ((await import("@/app/api/keys/route")) as { DELETE: Handler }).DELETE,
  };
  logs = captureLogs();
});

afterAll(async () => {
  logs?.restore();
  // the ledger is shared by every file in this process: give back its default finality
  ledger?.controls.setFinalityDelayMs(2_000);
  await testApp?.close();
});

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "user-agent": "vitest" } });

async function quote(body: unknown): Promise<BuyKeyQuote> {
  const response = await routes.quote(new Request("https://cabal.example/api/buy-key/quote", json(body)));
  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  await expectMatchesOpenApi(response, "post", "/api/buy-key/quote");
  const parsed = buyKeyQuoteSchema.parse(await response.json());
  secrets.push(parsed.claim_token);
  return parsed;
}

const redeem = (body: unknown) => routes.buyKey(new Request("https://cabal.example/api/buy-key", json(body)));

async function waitForKey(body: unknown): Promise<{ response: Response; pending: number }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await redeem(body);
    if (response.status !== 402) return { response, pending: attempt };
    await expectMatchesOpenApi(response, "post", "/api/buy-key");
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payment_pending");
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the payment never finalized");
}

const scanWith = (headers: Record<string, string>, mint = SCENARIOS[0].mint) =>
  routes.scan(new Request(`https://cabal.example/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "vitest", "x-real-ip": "203.0.113.50", ...headers } }));

describe("buying a key with USDC on the embedded ledger", () => {
  let apiKey = "";

  it("GET /api/pricing names the demo wallet, the prices and the ledger RPC", async () => {
    const pricing = (await (await routes.pricing(new Request("https://cabal.example/api/pricing"))).json()) as { payments: { pay_to: string; demo: boolean; demo_rpc_url: string }; price_per_scan_usdc: string };
    expect(pricing.payments).toMatchObject({ demo: true, demo_rpc_url: ledger.rpcUrl });
    expect(pricing.price_per_scan_usdc).toBe("0.001");
  });

  it("quote -> pay -> 402 pending until finalized -> 201 with the key, shown once", async () => {
    const q = await quote({ plan: "payg", amount_usdc: "2.5" });
    expect([q.amount, q.amount_usdc, q.commitment]).toEqual(["2500000", "2.5", "finalized"]);
    expect(q.solana_pay_url).toBe(`solana:${q.pay_to}?amount=2.5&spl-token=${q.asset}&memo=${encodeURIComponent(q.memo)}&label=Cabal%20Hunter`);
    const signature = await payer.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "confirmed");
    const { response, pending } = await waitForKey({ tx_signature: signature, claim_token: q.claim_token });
    expect(pending).toBeGreaterThan(0); // confirmed is not enough for a key
    expect(response.status).toBe(201);
    await expectMatchesOpenApi(response, "post", "/api/buy-key");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = buyKeyResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ plan: "payg", credit_usdc: "2.5", scans_remaining: 2500, reissued: false });
    apiKey = body.api_key;
    secrets.push(apiKey);
    const again = await redeem({ tx_signature: signature, claim_token: q.claim_token });
    expect(again.status).toBe(409);
    await expectMatchesOpenApi(again, "post", "/api/buy-key");
    expect(JSON.stringify(await again.json())).not.toContain(apiKey.slice(-20));
  });

  it("the key scans with deployer.launches[] and counts down X-Key-Credits-Remaining; GET /api/key-balance agrees", async () => {
    const response = await scanWith({ "x-api-key": apiKey });
    expect(response.status).toBe(200);
    expect([response.headers.get("x-key-credits-remaining"), response.headers.get("x-key-plan")]).toEqual(["2.499", "payg"]);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    const report = scanReportSchema.parse(await response.json());
    expect(report.deployer).toHaveProperty("launches");
    expect(report.free_queries_remaining).toBeUndefined();
    const balance = await routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": apiKey } }));
    await expectMatchesOpenApi(balance, "get", "/api/key-balance");
    expect(keyBalanceSchema.parse(await balance.json())).toMatchObject({ plan: "payg", credit_usdc: "2.499", scans_remaining: 2499 });
    const inQuery = await routes.balance(new Request(`https://cabal.example/api/key-balance?api_key=${apiKey}`, { headers: { "x-api-key": apiKey } }));
    expect(inQuery.status).toBe(400);
    await expectMatchesOpenApi(inQuery, "get", "/api/key-balance");
  });

  it("20 parallel redemptions of one signature: exactly one key", async () => {
    const q = await quote({ plan: "unlimited" });
    const signature = await payer.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const before = await countKeys();
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeem({ tx_signature: signature, claim_token: q.claim_token })));
    const statuses = responses.map((r) => r.status);
    // one key; the others are 409, or 429 past the 10 verifications a minute one claim token gets
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(10);
    const granted = buyKeyResponseSchema.parse(await responses.find((r) => r.status === 201)!.json());
    secrets.push(granted.api_key);
    expect(granted.plan).toBe("unlimited");
    expect(await countKeys()).toBe(before + 1);
  });

  it("pay per scan: past the quota the 402's instructions pay one scan (with launches), once; that payment cannot buy a key", async () => {
    const required = await scanWith({});
    expect(required.status).toBe(402);
    await expectMatchesOpenApi(required, "get", "/api/scan-cabal");
    expect(required.headers.get("cache-control")).toBe("no-store");
    const body = paymentRequiredBodySchema.parse(await required.json());
    // accepts[0] is the standard x402 offer (facilitator-settled); this flow pays the payer-broadcast one
    const offer = paymentAcceptSchema.parse(body.accepts.find((a) => a.extra.settlement === "payer-broadcast"));
    secrets.push(offer.extra.claimToken);
    const signature = await payer.pay({ payTo: offer.payTo, amountMicros: BigInt(offer.amount), memo: offer.extra.memo }, "confirmed");
    const paid = await scanWith({ "x-payment-signature": signature, "x-payment-claim": offer.extra.claimToken });
    expect(paid.status).toBe(200);
    await expectMatchesOpenApi(paid, "get", "/api/scan-cabal");
    expect(JSON.parse(Buffer.from(paid.headers.get("x-payment-response")!, "base64").toString())).toMatchObject({ success: true, transaction: signature });
    expect(scanReportSchema.parse(await paid.json()).deployer).toHaveProperty("launches");
    const replay = await scanWith({ "x-payment-signature": signature, "x-payment-claim": offer.extra.claimToken });
    expect(replay.status).toBe(409);
    await expectMatchesOpenApi(replay, "get", "/api/scan-cabal");
    const asKey = await redeem({ tx_signature: signature, claim_token: offer.extra.claimToken });
    expect(asKey.status).toBe(422);
    await expectMatchesOpenApi(asKey, "post", "/api/buy-key");
  });

  it("the database holds no plaintext key or claim token, and nothing secret was logged", async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    const db = await installedAppDatabase();
    expect(await findSecretsInDatabase(db.prisma, secrets)).toEqual([]);
    const hashes = await db.prisma.apiKey.findMany({ select: { secretHash: true } });
    for (const { secretHash } of hashes) expect(secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(logs.leaked(secrets)).toEqual([]);
  });
});

const ask = (body: unknown) => routes.challenge(new Request("https://cabal.example/api/buy-key/challenge", json(body)));

const revokeOwn = (key: string) => routes.revoke(new Request("https://cabal.example/api/keys", { method: "DELETE", headers: { "x-api-key": key, "x-real-ip": "203.0.113.50" } }));

describe("buy-key with { tx_signature, challenge, wallet_signature } (no claim token)", () => {
  let signature = "";
  let apiKey = "";

  it("the paying wallet's signature of a challenge for the payment redeems; the request is found by the memo", async () => {
    const q = await quote({ plan: "payg", amount_usdc: "1" });
    signature = await payer.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const stranger = fundedPayer(ledger, 1n);
    const forged = await redeem({ tx_signature: signature, ...(await walletProof(ask, stranger.keypair, signature)) });
    expect(forged.status).toBe(422);
    expect(((await forged.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe("wallet_signature_invalid");
    // a challenge names one transaction: one issued for another payment proves nothing here
    const elsewhere = await askChallenge(ask, randomSignature());
    const otherTx = await redeem({ tx_signature: signature, challenge: elsewhere.nonce, wallet_signature: signWithWallet(payer.keypair, elsewhere.message) });
    expect(otherTx.status).toBe(422);
    expect(((await otherTx.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe("challenge_unknown");
    const response = await redeem({ tx_signature: signature, ...(await walletProof(ask, payer.keypair, signature)) });
    expect([response.status, response.headers.get("cache-control")]).toEqual([201, "no-store"]);
    const body = buyKeyResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ plan: "payg", credit_usdc: "1", reissued: false });
    apiKey = body.api_key;
    secrets.push(apiKey);
    expect((await routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": apiKey } }))).status).toBe(200);
  });

  it("a replay without a proof is 409 (the paying wallet's proof replaces the key instead: issue 20)", async () => {
    const again = await redeem({ tx_signature: signature });
    expect(again.status).toBe(409);
  });

  it("refuses both proofs at once, a malformed wallet signature and a signature with no challenge (400, before any RPC call)", async () => {
    const q = await quote({ plan: "payg" });
    const proof = await walletProof(ask, payer.keypair, signature);
    for (const body of [
      { tx_signature: signature, claim_token: q.claim_token, ...proof },
      { tx_signature: signature, challenge: proof.challenge, wallet_signature: "not-base58!" },
      // the fixed text of issue 20 ("cabal-hunter:buy-key:<tx>") is no proof any more: no challenge, no redemption
      { tx_signature: signature, wallet_signature: signWithWallet(payer.keypair, `cabal-hunter:buy-key:${signature}`) },
    ]) {
      expect((await redeem(body)).status).toBe(400);
    }
  });

  it("reissue with the wallet's proof replaces the key; once revoked by its owner, a reissue never revives it", async () => {
    const reissued = await redeem({ tx_signature: signature, ...(await walletProof(ask, payer.keypair, signature)), reissue: true });
    expect(reissued.status).toBe(200);
    await expectMatchesOpenApi(reissued, "post", "/api/buy-key");
    const body = buyKeyResponseSchema.parse(await reissued.json());
    secrets.push(body.api_key);
    expect((await routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": apiKey } }))).status).toBe(401);
    expect((await revokeOwn(body.api_key)).status).toBe(200);
    const revived = await redeem({ tx_signature: signature, ...(await walletProof(ask, payer.keypair, signature)), reissue: true });
    expect(revived.status).toBe(403);
    expect((await routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": body.api_key } }))).status).toBe(401);
  });

  it("junk proofs for a victim's transaction lock out the attacker's IP, never the owner (issue 18 item 5)", async () => {
    const q = await quote({ plan: "payg", amount_usdc: "1" });
    const paid = await payer.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const stranger = fundedPayer(ledger, 1n);
    const from = (ip: string, body: unknown) => routes.buyKey(new Request("https://cabal.example/api/buy-key", { ...json(body), headers: { ...json(body).headers, "x-real-ip": ip } }));
    const junkProof = await walletProof(ask, stranger.keypair, paid);
    const junk: number[] = [];
    for (let i = 0; i < 12; i++) junk.push((await from("198.51.100.66", { tx_signature: paid, ...junkProof })).status);
    expect(junk.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(junk.slice(10)).toEqual([429, 429]);
    const owner = await from("203.0.113.77", { tx_signature: paid, ...(await walletProof(ask, payer.keypair, paid)) });
    expect(owner.status).toBe(201);
    secrets.push(buyKeyResponseSchema.parse(await owner.json()).api_key);
  });

  it("the claim-token reissue never revives a revoked key either", async () => {
    const q = await quote({ plan: "payg" });
    const paid = await payer.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const granted = buyKeyResponseSchema.parse(await (await redeem({ tx_signature: paid, claim_token: q.claim_token })).json());
    secrets.push(granted.api_key);
    expect((await revokeOwn(granted.api_key)).status).toBe(200);
    const revived = await redeem({ tx_signature: paid, claim_token: q.claim_token, reissue: true });
    expect(revived.status).toBe(403);
    expect(((await revived.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe("key_revoked");
  });
});

async function countKeys(): Promise<number> {
  const db = await installedAppDatabase();
  return db.prisma.apiKey.count();
}
