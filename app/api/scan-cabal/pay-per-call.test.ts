// Issue 20 item 2, written from the description's words: "Pay per call (x402):
// the caller sends header X-Payment-Signature: <SOLANA_TX_SIGNATURE>, the
// signature of a Solana SPL USDC transfer. When payment is needed, the 402
// response body carries machine-readable payment instructions (recipient,
// amount, memo), so an agent can pay and retry." And decisions: the signature
// ALONE is accepted for a transfer with no memo of ours, one scan per signature,
// first come first served (a transfer carrying a 402's memo is reserved to its
// claim token since issue 28 item 2); the 402
// body's x402Version matches the offer it carries; stock x402 clients keep
// working (@x402/fetch pays the same 402). Real payments on the embedded ledger.
import { Keypair } from "@solana/web3.js";
import { generateKeyPairSigner } from "@solana/kit";
import { x402Client, wrapFetchWithPayment } from "@x402/fetch";
import { ExactSvmScheme } from "@x402/svm/exact/client";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { ensureLedgerServer, SCENARIOS } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { fundedPayer, LEDGER_USDC } from "@/server/services/access/payments/testing/ledger-payer";

type Handler = (request: Request) => Promise<Response>;
const feePayerKeys = Keypair.generate();

const harness = routeOnThrowawayDatabase<{ GET: Handler }>(
  async () => {
    const ledger = await ensureLedgerServer();
    ledger.controls.airdrop(feePayerKeys.publicKey.toBase58(), 5_000_000_000n);
    return import("@/app/api/scan-cabal/route");
  },
  { ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", FEE_PAYER_SECRET_KEY: bs58.encode(feePayerKeys.secretKey) },
);

const scan = (headers: Record<string, string>, mint = SCENARIOS[0].mint) =>
  harness.route().GET(new Request(`http://localhost/api/scan-cabal?mintAddress=${mint}`, { headers: { "user-agent": "agent/1.0", ...headers } }));

interface Offer { scheme: string; network: string; amount: string; payTo: string; asset: string; extra: Record<string, unknown> }
interface Body402 { x402Version: number; accepts: Offer[]; payment?: { recipient: string; amount: string; amount_usdc: string; memo: string; asset: string; header: string; claim_token: string } }

describe("pay per call with X-Payment-Signature alone", () => {
  it("the 402 body's x402Version matches its offers (v2: CAIP-2 networks, amount) and its instructions name recipient, amount and memo", async () => {
    const response = await scan({ "x-real-ip": "10.20.0.1" });
    expect(response.status).toBe(402);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    const body = (await response.json()) as Body402;
    const header = JSON.parse(Buffer.from(response.headers.get("payment-required")!, "base64").toString()) as { x402Version: number };
    expect(body.x402Version).toBe(header.x402Version);
    for (const offer of body.accepts) {
      expect(offer.network).toMatch(/^solana:/); // a v2 offer names a CAIP-2 network
      expect(offer.amount).toMatch(/^\d+$/);
    }
    expect(body.payment).toMatchObject({ amount: "1000", amount_usdc: "0.001", asset: LEDGER_USDC, header: "X-Payment-Signature", claim_header: "X-Payment-Claim" });
    expect(body.payment!.recipient).toBe(body.accepts[0].payTo);
    expect(body.payment!.memo).toMatch(/\S/);
  });

  it("an agent follows the instructions (memo, then signature and claim), gets one scan; the signature is spent after that", async () => {
    const body = (await (await scan({ "x-real-ip": "10.20.0.2" })).json()) as Body402;
    const agent = fundedPayer(await ensureLedgerServer(), 1_000_000n);
    const { recipient, amount, memo, claim_token: claim } = body.payment!;
    const signature = await agent.pay({ payTo: recipient, amountMicros: BigInt(amount), memo }, "confirmed");
    // issue 28 item 2: the 402 said its claim token reserves the payment, so a stranger who read the
    // signature off the chain and sends it alone spends nothing (today's code served them the scan)
    const stranger = await scan({ "x-real-ip": "10.20.0.66", "x-payment-signature": signature });
    expect(stranger.status).toBe(403);
    await expectMatchesOpenApi(stranger, "get", "/api/scan-cabal");
    expect(((await stranger.json()) as { error: { code: string; details: { reason: string } } }).error).toMatchObject({ code: "proof_required", details: { reason: "claim_required" } });
    const paid = await scan({ "x-real-ip": "10.20.0.2", "x-payment-signature": signature, "x-payment-claim": claim });
    expect(paid.status).toBe(200);
    await expectMatchesOpenApi(paid, "get", "/api/scan-cabal");
    expect(((await paid.json()) as { cabal_score: number }).cabal_score).toBeTypeOf("number");
    const again = await scan({ "x-real-ip": "10.20.0.9", "x-payment-signature": signature });
    expect(again.status).toBe(409);
  });

  it("a plain transfer of the per-scan price with no memo pays one scan too; first come first served", async () => {
    const body = (await (await scan({ "x-real-ip": "10.20.0.3" })).json()) as Body402;
    const agent = fundedPayer(await ensureLedgerServer(), 1_000_000n);
    const signature = await agent.pay({ payTo: body.payment!.recipient, amountMicros: 1000n }, "confirmed");
    const [a, b] = await Promise.all([scan({ "x-real-ip": "10.20.0.3", "x-payment-signature": signature }), scan({ "x-real-ip": "10.20.0.4", "x-payment-signature": signature })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
  });

  it("too little is refused (422), nothing consumed", async () => {
    const body = (await (await scan({ "x-real-ip": "10.20.0.5" })).json()) as Body402;
    const agent = fundedPayer(await ensureLedgerServer(), 1_000_000n);
    const signature = await agent.pay({ payTo: body.payment!.recipient, amountMicros: 999n }, "confirmed");
    expect((await scan({ "x-real-ip": "10.20.0.5", "x-payment-signature": signature })).status).toBe(422);
  });

  it("a memo-less transfer of 1 USD or more is kept for /api/buy-key, never spent as one scan by whoever sees it", async () => {
    const body = (await (await scan({ "x-real-ip": "10.20.0.8" })).json()) as Body402;
    const agent = fundedPayer(await ensureLedgerServer(), 2_000_000n);
    const signature = await agent.pay({ payTo: body.payment!.recipient, amountMicros: 1_000_000n }, "confirmed");
    const refused = await scan({ "x-real-ip": "10.20.0.8", "x-payment-signature": signature });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe("use_buy_key");
  });

  it("a stock @x402/fetch client still pays the same 402 and gets the report", async () => {
    const { rpcUrl, controls } = await ensureLedgerServer();
    const payer = await generateKeyPairSigner();
    controls.airdrop(payer.address, 1_000_000_000n);
    controls.mintUsdc(payer.address, 5_000_000n);
    // default spend controls: the ledger's payment asset is its network's default USDC (issue 28 item 2)
    const client = new x402Client().register("solana:*", new ExactSvmScheme(payer, { rpcUrl }));
    const pay = wrapFetchWithPayment((async (input: RequestInfo | URL, init?: RequestInit) => harness.route().GET(new Request(input, init))) as typeof fetch, client);
    const response = await pay(`http://localhost/api/scan-cabal?mintAddress=${SCENARIOS[1].mint}`, { headers: { "user-agent": "agent/1.0", "x-real-ip": "10.20.0.7" } });
    expect(response.status).toBe(200);
  });
});
