// Issue 28 item 2, "keys belong to who bought them", as a hostile caller tries
// it through the routes, with real payments on the embedded ledger:
// - a wallet that only topped up someone else's key cannot take it (before the
//   fix its fixed-text proof for the top-up reissued the key after the owner
//   rotated it, and the owner's key answered 401);
// - a rotation disowns every proof made before it (a challenge issued before,
//   the quote's claim token);
// - a challenge is used once and names one payment;
// - a quote's payment is redeemed only with its claim token or its payer's proof.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyKeyQuoteSchema, buyKeyResponseSchema, type BuyKeyQuote } from "@/server/contracts/access";
import { ensureLedgerServer, type LedgerServer } from "@/server/ledger";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { fundedPayer, type LedgerPayer } from "@/server/services/access/payments/testing/ledger-payer";
import { askChallenge, signWithWallet, walletProof } from "@/server/services/access/payments/testing/wallet-proof";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
let testApp: StartedTestApp;
let ledger: LedgerServer;
let owner: LedgerPayer;
let stranger: LedgerPayer;
let payTo = "";
let routes: { quote: Handler; buyKey: Handler; challenge: Handler; balance: Handler; pricing: Handler; rotate: Handler };

beforeAll(async () => {
  testApp = await startTestApp({ TRUSTED_IP_HEADER: "x-real-ip", APP_BASE_URL: "https://cabal.example" });
  ledger = await ensureLedgerServer();
  owner = fundedPayer(ledger, 50_000_000n);
  stranger = fundedPayer(ledger, 50_000_000n);
  routes = {
    quote: ((await import("@/app/api/buy-key/quote/route")) as { POST: Handler }).POST,
    buyKey: ((await import("@/app/api/buy-key/route")) as { POST: Handler }).POST,
    challenge: ((await import("@/app/api/buy-key/challenge/route")) as { POST: Handler }).POST,
    balance: ((await import("@/app/api/key-balance/route")) as { GET: Handler }).GET,
    pricing: ((await import("@/app/api/pricing/route")) as { GET: Handler }).GET,
    rotate: ((await import("@/app/api/keys/rotate/route")) as { POST: Handler }).POST,
  };
  payTo = ((await (await routes.pricing(new Request("https://cabal.example/api/pricing"))).json()) as { payments: { pay_to: string } }).payments.pay_to;
});

afterAll(async () => {
  await testApp?.close();
});

const post = (route: Handler, path: string, body: unknown, headers: Record<string, string> = {}) =>
  route(new Request(`https://cabal.example${path}`, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", "user-agent": "attacker/1.0", "x-real-ip": "198.51.100.20", ...headers } }));
const redeem = (body: unknown, headers: Record<string, string> = {}) => post(routes.buyKey, "/api/buy-key", body, headers);
const ask = (body: unknown) => post(routes.challenge, "/api/buy-key/challenge", body);
const balanceOf = (key: string) => routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": key, "user-agent": "owner/1.0" } }));
const rotate = async (key: string) => buyKeyResponseSchema.omit({ reissued: true }).parse(await (await post(routes.rotate, "/api/keys/rotate", undefined, { "x-api-key": key })).json()).api_key;
const reasonOf = async (response: Response) => ((await response.json()) as { error: { code: string; details?: { reason?: string } } }).error;

async function quote(plan: "payg" | "unlimited"): Promise<BuyKeyQuote> {
  return buyKeyQuoteSchema.parse(await (await post(routes.quote, "/api/buy-key/quote", { plan })).json());
}

/** The owner buys a key through a quote (claim token), as the pricing page does. */
async function ownersKey(): Promise<{ key: string; tx: string; q: BuyKeyQuote }> {
  const q = await quote("payg");
  const tx = await owner.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
  const response = await redeem({ tx_signature: tx, claim_token: q.claim_token });
  expect(response.status).toBe(201);
  return { key: buyKeyResponseSchema.parse(await response.json()).api_key, tx, q };
}

describe("keys belong to who bought them (issue 28 item 2)", () => {
  it("a wallet that only topped up a key cannot take it, before or after the owner rotates it", async () => {
    const { key } = await ownersKey();
    // the stranger holds the key for a while (a shared or leaked copy) and tops it up with its own wallet
    const topUp = await stranger.pay({ payTo, amountMicros: 1_000_000n }, "finalized");
    const topped = await redeem({ tx_signature: topUp, ...(await walletProof(ask, stranger.keypair, topUp)) }, { "x-api-key": key });
    expect(topped.status).toBe(200);
    expect(await topped.json()).toMatchObject({ topped_up: true, credit_usdc: "2" });
    const rotated = await rotate(key);
    expect((await balanceOf(rotated)).status).toBe(200);
    // the stranger presents its (valid) payer's proof of the top-up
    const takeover = await redeem({ tx_signature: topUp, ...(await walletProof(ask, stranger.keypair, topUp)) });
    expect(takeover.status).toBe(403);
    await expectMatchesOpenApi(takeover, "post", "/api/buy-key");
    expect(await reasonOf(takeover)).toMatchObject({ code: "forbidden", details: { reason: "not_key_origin" } });
    // the owner's rotated key still answers, with the top-up's credit
    const balance = await balanceOf(rotated);
    expect(balance.status).toBe(200);
    expect(await balance.json()).toMatchObject({ credit_usdc: "2" });
  });

  it("a rotation disowns proofs made before it: a challenge signed earlier and the quote's claim token", async () => {
    const q = await quote("payg");
    const tx = await owner.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    // a challenge taken (and signed) before the key exists and before its rotation
    const early = await askChallenge(ask, tx);
    const earlyProof = { challenge: early.nonce, wallet_signature: signWithWallet(owner.keypair, early.message) };
    const key = buyKeyResponseSchema.parse(await (await redeem({ tx_signature: tx, claim_token: q.claim_token })).json()).api_key;
    const rotated = await rotate(key);
    const stale = await redeem({ tx_signature: tx, ...earlyProof });
    expect(stale.status).toBe(403);
    expect(await reasonOf(stale)).toMatchObject({ details: { reason: "proof_disowned" } });
    const claim = await redeem({ tx_signature: tx, claim_token: q.claim_token, reissue: true });
    expect(claim.status).toBe(403);
    expect(await reasonOf(claim)).toMatchObject({ details: { reason: "proof_disowned" } });
    expect((await balanceOf(rotated)).status).toBe(200);
    // the creating payer's fresh proof (made after the rotation) still owns the key
    const fresh = await redeem({ tx_signature: tx, ...(await walletProof(ask, owner.keypair, tx)) });
    expect(fresh.status).toBe(200);
    expect((await balanceOf(rotated)).status).toBe(401);
  });

  it("a challenge is used once: presenting the same signed challenge again is refused", async () => {
    const { tx } = await ownersKey();
    const proof = await walletProof(ask, owner.keypair, tx);
    expect((await redeem({ tx_signature: tx, ...proof })).status).toBe(200);
    const replay = await redeem({ tx_signature: tx, ...proof });
    expect(replay.status).toBe(422);
    expect(await reasonOf(replay)).toMatchObject({ details: { reason: "challenge_used" } });
  });

  it("a quote's payment presented without its claim token or its payer's proof redeems nothing", async () => {
    const q = await quote("payg");
    const tx = await owner.pay({ payTo: q.pay_to, amountMicros: BigInt(q.amount), memo: q.memo }, "finalized");
    const sniped = await redeem({ tx_signature: tx });
    expect(sniped.status).toBe(403);
    expect(await reasonOf(sniped)).toMatchObject({ code: "proof_required" });
    // nor as a top-up of the sniper's own key
    const { key: snipersKey } = await ownersKey();
    expect((await redeem({ tx_signature: tx }, { "x-api-key": snipersKey })).status).toBe(403);
    expect((await redeem({ tx_signature: tx, claim_token: q.claim_token })).status).toBe(201);
  });
});
