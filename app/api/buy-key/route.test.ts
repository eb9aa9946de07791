// End to end through the route handlers: quote, pay on the embedded ledger with
// a transaction signed by @solana/web3.js and @solana/spl-token and sent with
// sendTransaction, redeem at finalized, scan with the key. Real PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyKeyQuoteSchema, buyKeyResponseSchema, keyBalanceSchema, paymentRequiredBodySchema, type BuyKeyQuote } from "@/server/contracts/access";
import { scanReportSchema } from "@/server/contracts/scan-report";
import { closeSharedDatabase, getDatabase } from "@/server/db/client";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@/server/db/test-databases";
import { ensureLedgerServer, SCENARIOS, type LedgerServer } from "@/server/ledger";
import { captureLogs, findSecretsInDatabase, type LogCapture } from "@/server/services/access/testing/secret-audit";
import { fundedPayer, type LedgerPayer } from "@/server/services/payments/testing/ledger-payer";

type Handler = (request: Request) => Promise<Response>;
let database: ThrowawayDatabase;
let ledger: LedgerServer;
let payer: LedgerPayer;
let logs: LogCapture;
let routes: { quote: Handler; buyKey: Handler; balance: Handler; scan: Handler; pricing: Handler };
/** every key and claim token handed out, for the storage and log audits */
const secrets: string[] = [];

beforeAll(async () => {
  database = await createThrowawayDatabase();
  Object.assign(process.env, { DATABASE_URL: database.url, ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });
  delete process.env.SOLANA_RPC_URL;
  delete process.env.PAYMENT_WALLET;
  ledger = await ensureLedgerServer();
  ledger.controls.setFinalityDelayMs(1_500);
  payer = fundedPayer(ledger, 100_000_000n);
  routes = {
    quote: ((await import("./quote/route")) as { POST: Handler }).POST,
    buyKey: ((await import("./route")) as { POST: Handler }).POST,
    balance: ((await import("../key-balance/route")) as { GET: Handler }).GET,
    scan: ((await import("../scan-cabal/route")) as { GET: Handler }).GET,
    pricing: ((await import("../pricing/route")) as { GET: Handler }).GET,
  };
  logs = captureLogs();
});

afterAll(async () => {
  logs?.restore();
  await closeSharedDatabase();
  await database?.drop();
});

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "user-agent": "vitest" } });

async function quote(body: unknown): Promise<BuyKeyQuote> {
  const response = await routes.quote(new Request("https://cabal.example/api/buy-key/quote", json(body)));
  expect(response.status).toBe(201);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const parsed = buyKeyQuoteSchema.parse(await response.json());
  secrets.push(parsed.claim_token);
  return parsed;
}

const redeem = (body: unknown) => routes.buyKey(new Request("https://cabal.example/api/buy-key", json(body)));

async function waitForKey(body: unknown): Promise<{ response: Response; pending: number }> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await redeem(body);
    if (response.status !== 402) return { response, pending: attempt };
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
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = buyKeyResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ plan: "payg", credit_usdc: "2.5", scans_remaining: 2500, reissued: false });
    apiKey = body.api_key;
    secrets.push(apiKey);
    const again = await redeem({ tx_signature: signature, claim_token: q.claim_token });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).not.toContain(apiKey.slice(-20));
  });

  it("the key scans with deployer.launches[] and counts down X-Key-Credits-Remaining; GET /api/key-balance agrees", async () => {
    const response = await scanWith({ "x-api-key": apiKey });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-key-credits-remaining")).toBe("2499");
    const report = scanReportSchema.parse(await response.json());
    expect(report.deployer).toHaveProperty("launches");
    expect(report.free_queries_remaining).toBeUndefined();
    const balance = await routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": apiKey } }));
    expect(keyBalanceSchema.parse(await balance.json())).toMatchObject({ plan: "payg", credit_usdc: "2.499", scans_remaining: 2499 });
    const inQuery = await routes.balance(new Request(`https://cabal.example/api/key-balance?api_key=${apiKey}`, { headers: { "x-api-key": apiKey } }));
    expect(inQuery.status).toBe(400);
  });

  it("20 parallel redemptions of one signature: exactly one key", async () => {
    const q = await quote({ plan: "unlimited" });
    const signature = await payer.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const before = await countKeys();
    const responses = await Promise.all(Array.from({ length: 20 }, () => redeem({ tx_signature: signature, claim_token: q.claim_token })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    const granted = buyKeyResponseSchema.parse(await responses.find((r) => r.status === 201)!.json());
    secrets.push(granted.api_key);
    expect(granted.plan).toBe("unlimited");
    expect(await countKeys()).toBe(before + 1);
  });

  it("pay per scan: past the quota the 402's instructions pay one scan (with launches), once; that payment cannot buy a key", async () => {
    const required = await scanWith({});
    expect(required.status).toBe(402);
    expect(required.headers.get("cache-control")).toBe("no-store");
    const body = paymentRequiredBodySchema.parse(await required.json());
    secrets.push(body.accepts[0].extra.claimToken);
    const signature = await payer.pay({ payTo: body.accepts[0].payTo, amountMicros: BigInt(body.accepts[0].amount), memo: body.accepts[0].extra.memo }, "confirmed");
    const paid = await scanWith({ "x-payment-signature": signature, "x-payment-claim": body.accepts[0].extra.claimToken });
    expect(paid.status).toBe(200);
    expect(JSON.parse(Buffer.from(paid.headers.get("x-payment-response")!, "base64").toString())).toMatchObject({ success: true, transaction: signature });
    expect(scanReportSchema.parse(await paid.json()).deployer).toHaveProperty("launches");
    const replay = await scanWith({ "x-payment-signature": signature, "x-payment-claim": body.accepts[0].extra.claimToken });
    expect(replay.status).toBe(409);
    const asKey = await redeem({ tx_signature: signature, claim_token: body.accepts[0].extra.claimToken });
    expect(asKey.status).toBe(422);
  });

  it("the database holds no plaintext key or claim token, and nothing secret was logged", async () => {
    expect(secrets.length).toBeGreaterThanOrEqual(5);
    const db = await getDatabase({ databaseUrl: database.url, dataDir: "unused" });
    expect(await findSecretsInDatabase(db.prisma, secrets)).toEqual([]);
    const hashes = await db.prisma.apiKey.findMany({ select: { secretHash: true } });
    for (const { secretHash } of hashes) expect(secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(logs.leaked(secrets)).toEqual([]);
  });
});

async function countKeys(): Promise<number> {
  const db = await getDatabase({ databaseUrl: database.url, dataDir: "unused" });
  return db.prisma.apiKey.count();
}
