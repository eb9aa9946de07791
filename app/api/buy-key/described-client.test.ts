// Issue 20 item 1, written from the description's words: "the caller sends USDC
// on Solana, then POSTs the transaction signature to /api/buy-key and receives
// a key" (body: tx_signature), "Minimum payment is 1 USD for pay-as-you-go
// credit; 9 USD buys the unlimited plan", "Any top-up amount from 1 USD"; and
// decisions "Keys and payments (revised)": the paying wallet always owns the
// key (its signed challenge revokes every copy), top-up with X-API-Key, a payment
// signature is redeemable once, ever. Since issue 28 item 2 a plain transfer
// (no quote) is redeemed only with its payer's proof: the signature alone is
// public, so a stranger presenting it first gets nothing (403 proof_required).
// Real payments on the embedded ledger.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyKeyResponseSchema, keyBalanceSchema } from "@/server/contracts/access";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { ensureLedgerServer, type LedgerServer } from "@/server/ledger";
import { fundedPayer, type LedgerPayer } from "@/server/services/access/payments/testing/ledger-payer";
import { walletProof } from "@/server/services/access/payments/testing/wallet-proof";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let ledger: LedgerServer;
let payer: LedgerPayer;
let payTo = "";
let routes: { buyKey: Handler; challenge: Handler; balance: Handler; pricing: Handler };

beforeAll(async () => {
  testApp = await startTestApp({ ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });
  ledger = await ensureLedgerServer();
  payer = fundedPayer(ledger, 100_000_000n);
  routes = {
    buyKey: ((await import("@/app/api/buy-key/route")) as { POST: Handler }).POST,
    challenge: ((await import("@/app/api/buy-key/challenge/route")) as { POST: Handler }).POST,
    balance: ((await import("@/app/api/key-balance/route")) as { GET: Handler }).GET,
    pricing: ((await import("@/app/api/pricing/route")) as { GET: Handler }).GET,
  };
  // "The payment wallet address is shown on the /pricing view."
  payTo = ((await (await routes.pricing(new Request("https://cabal.example/api/pricing"))).json()) as { payments: { pay_to: string } }).payments.pay_to;
});

afterAll(async () => {
  await testApp?.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  routes.buyKey(new Request("https://cabal.example/api/buy-key", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "user-agent": "bot/1.0", "x-real-ip": "203.0.113.9", ...headers } }));
const balanceOf = (key: string) => routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": key, "user-agent": "bot/1.0" } }));
/** a plain USDC transfer, as any wallet sends it: no memo, no quote */
const sendUsdc = (usdc: number, from = payer) => from.pay({ payTo, amountMicros: BigInt(Math.round(usdc * 1e6)) }, "finalized");

const ask = (body: unknown) =>
  routes.challenge(new Request("https://cabal.example/api/buy-key/challenge", { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "user-agent": "bot/1.0", "x-real-ip": "203.0.113.9" } }));
/** the paying wallet's proof: a fresh challenge for the payment, signed */
const proofOf = (wallet: LedgerPayer, txSignature: string) => walletProof(ask, wallet.keypair, txSignature);

describe("POST /api/buy-key with the described body { tx_signature }", () => {
  let creditKey = "";
  let creditTx = "";

  it("sends 2.5 USDC, posts the signature with the payer's proof, gets a pay-as-you-go key worth 2.5 USDC", async () => {
    creditTx = await sendUsdc(2.5);
    const response = await post({ tx_signature: creditTx, ...(await proofOf(payer, creditTx)) });
    expect(response.status).toBe(201);
    await expectMatchesOpenApi(response, "post", "/api/buy-key");
    const body = buyKeyResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ plan: "payg", credit_usdc: "2.5" });
    creditKey = body.api_key;
    expect((await balanceOf(creditKey)).status).toBe(200);
  });

  it("the signature is redeemable once, ever: 409 after", async () => {
    const again = await post({ tx_signature: creditTx });
    expect(again.status).toBe(409);
    await expectMatchesOpenApi(again, "post", "/api/buy-key");
  });

  it("9 USDC buys the unlimited plan", async () => {
    const paid = await sendUsdc(9);
    const response = await post({ tx_signature: paid, ...(await proofOf(payer, paid)) });
    expect(response.status).toBe(201);
    expect(buyKeyResponseSchema.parse(await response.json()).plan).toBe("unlimited");
  });

  it("less than the 1 USD minimum buys nothing (422) and stays unredeemed", async () => {
    const paid = await sendUsdc(0.5);
    const response = await post({ tx_signature: paid, ...(await proofOf(payer, paid)) });
    expect(response.status).toBe(422);
  });

  it("a front-runner presenting the signature alone gets nothing; the paying wallet's signed challenge gets the key, and takes it back any time", async () => {
    const paid = await sendUsdc(1);
    const thief = await post({ tx_signature: paid }, { "x-real-ip": "198.51.100.3" });
    expect(thief.status).toBe(403);
    await expectMatchesOpenApi(thief, "post", "/api/buy-key");
    expect(((await thief.json()) as { error: { code: string } }).error.code).toBe("proof_required");
    // another wallet's signature of a real challenge takes nothing
    const stranger = fundedPayer(ledger, 1n);
    expect((await post({ tx_signature: paid, ...(await proofOf(stranger, paid)) })).status).toBe(422);
    const owner = await post({ tx_signature: paid, ...(await proofOf(payer, paid)) });
    expect(owner.status).toBe(201);
    const taken = buyKeyResponseSchema.parse(await owner.json());
    expect(taken).toMatchObject({ plan: "payg", credit_usdc: "1", reissued: false });
    // Asking again, any time later, revokes that copy (the owner's own lost response included).
    const again = await post({ tx_signature: paid, ...(await proofOf(payer, paid)) });
    expect(again.status).toBe(200);
    await expectMatchesOpenApi(again, "post", "/api/buy-key");
    const fresh = buyKeyResponseSchema.parse(await again.json());
    expect(fresh).toMatchObject({ credit_usdc: "1", reissued: true });
    expect((await balanceOf(taken.api_key)).status).toBe(401);
    expect((await balanceOf(fresh.api_key)).status).toBe(200);
  });

  it("top-up: a payment redeemed with X-API-Key adds its credit to that key (from 1 USD)", async () => {
    const paid = await sendUsdc(1.5);
    const response = await post({ tx_signature: paid, ...(await proofOf(payer, paid)) }, { "x-api-key": creditKey });
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "post", "/api/buy-key");
    expect(await response.json()).toMatchObject({ plan: "payg", credit_usdc: "4", topped_up: true });
    expect(keyBalanceSchema.parse(await (await balanceOf(creditKey)).json()).credit_usdc).toBe("4");
  });

  it("top-up of an unlimited key with 9 USDC extends its plan by 30 days", async () => {
    const bought = await sendUsdc(9);
    const key = buyKeyResponseSchema.parse(await (await post({ tx_signature: bought, ...(await proofOf(payer, bought)) })).json());
    const before = Date.parse(key.expires_at!);
    const extension = await sendUsdc(9);
    const response = await post({ tx_signature: extension, ...(await proofOf(payer, extension)) }, { "x-api-key": key.api_key });
    expect(response.status).toBe(200);
    const after = Date.parse(keyBalanceSchema.parse(await response.json()).expires_at!);
    expect(after - before).toBe(30 * 86_400_000);
  });
});
