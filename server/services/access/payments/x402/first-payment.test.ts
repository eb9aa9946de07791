// Issue 18 item 16: on a fresh install the first payment failed simulation
// with InvalidAccountData, and the same proof worked after one settled
// payment. The cause: the demo payee's USDC account did not exist until a
// payment or the app's first standard-x402 offer opened it, and a client's
// transferChecked (Solana Pay wallets, the stock x402 client) does not create
// it. It now exists from the ledger's genesis. A fresh ledger (this file's own
// process), the default confirmation delay, a fresh app, a generated fee payer.
import { generateKeyPairSigner } from "@solana/kit";
import { x402Client, wrapFetchWithPayment } from "@x402/fetch";
import { ExactSvmScheme } from "@x402/svm/exact/client";
import { describe, expect, it } from "vitest";
import { ensureLedgerServer, SCENARIOS } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { createTransferCheckedInstruction, getAssociatedTokenAddressSync } from "@solana/spl-token";
import { Connection, PublicKey, Transaction, TransactionInstruction } from "@solana/web3.js";
import { fundedPayer, LEDGER_USDC } from "@/server/services/access/payments/testing/ledger-payer";
import { MEMO_PROGRAM_V2 } from "@/server/services/access/payments/transfer-effects";
import { encodePaymentSignatureHeader } from "@x402/core/http";
import { parseEnv } from "@/server/platform/config/env";
import { resolvePaymentConfig } from "@/server/services/access/payments/payment-config";

type Handler = (request: Request) => Promise<Response>;

// no FEE_PAYER_SECRET_KEY, no PAYMENT_WALLET: a fresh install
const harness = routeOnThrowawayDatabase<{ GET: Handler }>(
  async () => {
    // the ledger's default: confirmed comes 400 ms after processed
    (await ensureLedgerServer()).controls.setConfirmationDelayMs(400);
    return import("@/app/api/scan-cabal/route");
  },
  { ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip" },
);

describe("the first standard x402 payment on a fresh install", () => {
  it("finds the demo payee's USDC account already at genesis, before the app has touched the ledger", async () => {
    const { rpcUrl } = await ensureLedgerServer();
    const config = resolvePaymentConfig(parseEnv({}));
    if (!config.enabled) throw new Error("payments off");
    const body = { jsonrpc: "2.0", id: 1, method: "getAccountInfo", params: [config.payToAta, { encoding: "base64", commitment: "finalized" }] };
    const answer = (await (await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as { result: { value: unknown } };
    expect(answer.result.value).not.toBeNull();
  });

  it("takes a bare transferChecked + memo (no account creation) as the very first payment", async () => {
    const ledger = await ensureLedgerServer();
    const config = resolvePaymentConfig(parseEnv({}));
    if (!config.enabled) throw new Error("payments off");
    const payer = fundedPayer(ledger, 5_000_000n);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const connection = new Connection(ledger.rpcUrl, "confirmed");
    const mint = new PublicKey(LEDGER_USDC);
    const { blockhash } = await connection.getLatestBlockhash("confirmed");
    const tx = new Transaction({ feePayer: payer.keypair.publicKey, recentBlockhash: blockhash }).add(
      createTransferCheckedInstruction(getAssociatedTokenAddressSync(mint, payer.keypair.publicKey), mint, new PublicKey(config.payToAta), payer.keypair.publicKey, 1_000n, 6),
      new TransactionInstruction({ programId: new PublicKey(MEMO_PROGRAM_V2), keys: [], data: Buffer.from("cabal-hunter:first", "utf8") }),
    );
    tx.sign(payer.keypair);
    // preflight simulation on: this is where InvalidAccountData showed
    await expect(connection.sendRawTransaction(tx.serialize())).resolves.toEqual(expect.any(String));
  });

  it("settles a stock payment that arrives right after the facilitator was set up", async () => {
    harness.route(); // the app's environment is set
    const { rpcUrl, controls } = await ensureLedgerServer();
    const payer = await generateKeyPairSigner();
    controls.airdrop(payer.address, 1_000_000_000n);
    controls.mintUsdc(payer.address, 5_000_000n);
    await new Promise((resolve) => setTimeout(resolve, 600)); // the payer's own funds are confirmed: only the app's side is under test
    const x402 = await harness.app().x402();
    if (!x402) throw new Error("standard x402 is off");
    const offer = x402.requirements(1_000n);
    const payload = await new ExactSvmScheme(payer, { rpcUrl }).createPaymentPayload(2, offer);
    const header = encodePaymentSignatureHeader({ ...payload, accepted: offer, resource: { url: "http://localhost/api/scan-cabal", description: "scan", mimeType: "application/json" } } as never);
    const settled = await x402.settle(new Request("http://localhost/api/scan-cabal", { headers: { "payment-signature": header } }), 1_000n, "10.77.0.2");
    expect(settled.settle.success).toBe(true);
  }, 60_000);

  it("is served (no InvalidAccountData from a payee account or fee payer not confirmed yet)", async () => {
    const { rpcUrl, controls } = await ensureLedgerServer();
    const payer = await generateKeyPairSigner();
    controls.airdrop(payer.address, 1_000_000_000n);
    controls.mintUsdc(payer.address, 5_000_000n);
    await new Promise((resolve) => setTimeout(resolve, 600)); // the payer's own funds are confirmed: only the app's side is under test
    // default spend controls: the ledger's payment asset is its network's default USDC
    const client = new x402Client().register("solana:*", new ExactSvmScheme(payer, { rpcUrl }));
    const routeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => harness.route().GET(new Request(input, init))) as typeof fetch;
    const response = await wrapFetchWithPayment(routeFetch, client)(`http://localhost/api/scan-cabal?mintAddress=${SCENARIOS[0].mint}`, {
      headers: { "user-agent": "vitest", "x-real-ip": "10.77.0.1" },
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    expect(response.headers.get("payment-response")).toBeTruthy();
  }, 60_000);
});
