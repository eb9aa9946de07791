// Issue 18 items 4 and 6 on POST /api/screen-list/redeem: verification
// attempts are bounded per caller (each is an RPC call), and a transfer that
// landed after its checkout expired is recorded in late_payments for a
// refund (422 with late_payment_id), as buy-key does. Throwaway PostgreSQL,
// a ledger of its own (its clock is moved forward for the late transfer, which
// must not age the chain the other files in this process share).
import { randomBytes, randomUUID } from "node:crypto";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { buildLedgerWorld, DEMO_PAYEE_OWNER, LEDGER_PAYMENT_NETWORK, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { fundedPayer } from "@/server/services/access/payments/testing/ledger-payer";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let routes: { checkout: Handler; redeem: Handler };
let ledger: LedgerServer;

beforeAll(async () => {
  ledger = await startLedgerServer({ port: 0, world: buildLedgerWorld([]), wsOnNextPort: false });
  ledger.controls.setFinalityDelayMs(0);
  testApp = await startTestApp({ APP_BASE_URL: "https://cabal.example", WATCHER: "off", SOLANA_RPC_URL: ledger.rpcUrl, PAYMENT_WALLET: DEMO_PAYEE_OWNER, PAYMENT_NETWORK: LEDGER_PAYMENT_NETWORK });
  routes = {
    checkout: ((await import("@/app/api/screen-list/checkout/route")) as { POST: Handler }).POST,
    redeem: ((await import("@/app/api/screen-list/redeem/route")) as { POST: Handler }).POST,
  };
}, 60_000);

afterAll(async () => {
  await testApp?.close();
  await ledger?.close();
});

const db = () => installedAppDatabase();

async function newKey(): Promise<string> {
  const issued = issueApiKey();
  await createApiKey((await db()).prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan: "free" });
  return issued.plaintext;
}

const post = (path: string, key: string, body?: unknown) =>
  new Request(`https://cabal.example${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "vitest", "x-api-key": key },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function checkout(key: string): Promise<{ pay_to: string; amount: string; memo: string; claim_token: string }> {
  const res = await routes.checkout(post("/api/screen-list/checkout", key));
  expect(res.status).toBe(201);
  return res.json();
}

describe("screen-list redeem", () => {
  it("bounds verification attempts per caller: past 10 a minute it is 429, before any RPC call", async () => {
    const key = await newKey();
    const q = await checkout(key);
    const statuses: number[] = [];
    // a fixed minute window: a loop that crosses into the next minute fills that one too
    while (statuses.length < 22 && statuses.at(-1) !== 429) {
      // a well-formed signature the chain has never seen: each attempt would cost an RPC call
      const unknown = bs58.encode(randomBytes(64));
      statuses.push((await routes.redeem(post("/api/screen-list/redeem", key, { tx_signature: unknown, claim_token: q.claim_token }))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.slice(0, -1).every((s) => s === 402)).toBe(true);
  });

  it("records a transfer that landed after the checkout expired as a late payment (422 with late_payment_id)", async () => {
    const key = await newKey();
    const q = await checkout(key);
    // the checkout lives PAYMENT_INTENT_TTL_SECONDS (900) + 60 s of skew: land the transfer 20 minutes later
    ledger.controls.advanceClock(20 * 60_000);
    const signature = await fundedPayer(ledger, 20_000_000n).pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const res = await routes.redeem(post("/api/screen-list/redeem", key, { tx_signature: signature, claim_token: q.claim_token }));
    const body = (await res.json()) as { error: { code: string; details: { reason: string; late_payment_id?: string } } };
    expect([res.status, body.error.details.reason]).toEqual([422, "after_request_expired"]);
    expect(typeof body.error.details.late_payment_id).toBe("string");
    const row = await (await db()).prisma.latePayment.findUnique({ where: { txSignature: signature } });
    expect(row).toMatchObject({ memo: q.memo, amountMicros: 9_000_000n, status: "refund_pending" });
  }, 60_000);
});
