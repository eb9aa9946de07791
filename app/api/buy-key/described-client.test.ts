// Issue 20 item 1, written from the description's words: "the caller sends USDC
// on Solana, then POSTs the transaction signature to /api/buy-key and receives
// a key" (body: tx_signature), "Minimum payment is 1 USD for pay-as-you-go
// credit; 9 USD buys the unlimited plan", "Any top-up amount from 1 USD"; and
// decisions "Keys and payments (revised)": the paying wallet always owns the
// key (wallet_signature revokes every copy), top-up with X-API-Key, a payment
// signature is redeemable once, ever. Real payments on the embedded ledger.
import { createPrivateKey, sign } from "node:crypto";
import type { Keypair } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyKeyResponseSchema, keyBalanceSchema } from "@/server/contracts/access";
import { startTestApp, type StartedTestApp } from "@/server/platform/testing/test-app";
import { ensureLedgerServer, type LedgerServer } from "@/server/ledger";
import { fundedPayer, type LedgerPayer } from "@/server/services/billing/payments/testing/ledger-payer";
import { buyKeyProofMessage } from "@/server/services/billing/payments/wallet-proof";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let ledger: LedgerServer;
let payer: LedgerPayer;
let payTo = "";
let routes: { buyKey: Handler; balance: Handler; pricing: Handler };

beforeAll(async () => {
  testApp = await startTestApp({ ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });
  ledger = await ensureLedgerServer();
  payer = fundedPayer(ledger, 100_000_000n);
  routes = {
    buyKey: ((await import("@/app/api/buy-key/route")) as { POST: Handler }).POST,
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

function walletSignature(keypair: Keypair, txSignature: string): string {
  const x = Buffer.from(keypair.publicKey.toBytes()).toString("base64url");
  const d = Buffer.from(keypair.secretKey.subarray(0, 32)).toString("base64url");
  const key = createPrivateKey({ key: { kty: "OKP", crv: "Ed25519", d, x }, format: "jwk" });
  return bs58.encode(sign(null, Buffer.from(buyKeyProofMessage(txSignature), "utf8"), key));
}

describe("POST /api/buy-key with the described body { tx_signature }", () => {
  let creditKey = "";
  let creditTx = "";

  it("sends 2.5 USDC, posts the signature alone, gets a pay-as-you-go key worth 2.5 USDC", async () => {
    creditTx = await sendUsdc(2.5);
    const response = await post({ tx_signature: creditTx });
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
    const response = await post({ tx_signature: await sendUsdc(9) });
    expect(response.status).toBe(201);
    expect(buyKeyResponseSchema.parse(await response.json()).plan).toBe("unlimited");
  });

  it("less than the 1 USD minimum buys nothing (422) and stays unredeemed", async () => {
    const response = await post({ tx_signature: await sendUsdc(0.5) });
    expect(response.status).toBe(422);
  });

  it("a front-runner redeems first; the paying wallet's signed request revokes every copy and gets a fresh key with the balance", async () => {
    const paid = await sendUsdc(1);
    const thief = buyKeyResponseSchema.parse(await (await post({ tx_signature: paid }, { "x-real-ip": "198.51.100.3" })).json());
    const owner = await post({ tx_signature: paid, wallet_signature: walletSignature(payer.keypair, paid) });
    expect(owner.status).toBe(200);
    await expectMatchesOpenApi(owner, "post", "/api/buy-key");
    const taken = buyKeyResponseSchema.parse(await owner.json());
    expect(taken).toMatchObject({ plan: "payg", credit_usdc: "1", reissued: true });
    expect((await balanceOf(thief.api_key)).status).toBe(401);
    expect((await balanceOf(taken.api_key)).status).toBe(200);
    // Asking again, any time later, revokes that copy too (the owner's own lost response included).
    const again = buyKeyResponseSchema.parse(await (await post({ tx_signature: paid, wallet_signature: walletSignature(payer.keypair, paid) })).json());
    expect((await balanceOf(taken.api_key)).status).toBe(401);
    expect((await balanceOf(again.api_key)).status).toBe(200);
    // Another wallet's signature takes nothing.
    const stranger = fundedPayer(ledger, 1n);
    expect((await post({ tx_signature: paid, wallet_signature: walletSignature(stranger.keypair, paid) })).status).toBe(422);
  });

  it("top-up: a payment redeemed with X-API-Key adds its credit to that key (from 1 USD)", async () => {
    const response = await post({ tx_signature: await sendUsdc(1.5) }, { "x-api-key": creditKey });
    expect(response.status).toBe(200);
    await expectMatchesOpenApi(response, "post", "/api/buy-key");
    expect(await response.json()).toMatchObject({ plan: "payg", credit_usdc: "4", topped_up: true });
    expect(keyBalanceSchema.parse(await (await balanceOf(creditKey)).json()).credit_usdc).toBe("4");
  });

  it("top-up of an unlimited key with 9 USDC extends its plan by 30 days", async () => {
    const key = buyKeyResponseSchema.parse(await (await post({ tx_signature: await sendUsdc(9) })).json());
    const before = Date.parse(key.expires_at!);
    const response = await post({ tx_signature: await sendUsdc(9) }, { "x-api-key": key.api_key });
    expect(response.status).toBe(200);
    const after = Date.parse(keyBalanceSchema.parse(await response.json()).expires_at!);
    expect(after - before).toBe(30 * 86_400_000);
  });
});
