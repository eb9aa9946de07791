// Standard x402 end to end: a stock @x402/fetch + @x402/svm client (no code of
// ours on the client side) pays for a scan through the route handler, on the
// embedded ledger (real HTTP) and a throwaway PostgreSQL. The fee payer comes
// from FEE_PAYER_SECRET_KEY here so a second facilitator (another process, a
// restart) can be built with the same key to prove the database refuses replays.
import { Keypair } from "@solana/web3.js";
import { createKeyPairSignerFromBytes, generateKeyPairSigner } from "@solana/kit";
import { x402Client, wrapFetchWithPayment, decodePaymentResponseHeader } from "@x402/fetch";
import { encodePaymentSignatureHeader } from "@x402/core/http";
import { ExactSvmScheme } from "@x402/svm/exact/client";
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { ensureLedgerServer, SCENARIOS } from "@/server/ledger";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import { expectMatchesOpenApi } from "@/server/testing/openapi";
import { LEDGER_USDC } from "@/server/services/access/payments/testing/ledger-payer";
import { getDefaultAsset } from "@x402/svm";
import { resolvePaymentConfig } from "@/server/services/access/payments/payment-config";
import { payForStandardScan } from "@/server/services/access/payments/x402/standard-scan-grant";
import { createPayerLeaseLock } from "@/server/services/access/payments/x402/payer-lease-lock";
import { createStandardX402, defaultSafety } from "@/server/services/access/payments/x402/standard-x402";
import { hostilePayment } from "@/server/services/access/payments/x402/testing/hostile-payment";

const feePayerKeys = Keypair.generate();
type Handler = (request: Request) => Promise<Response>;

const harness = routeOnThrowawayDatabase<{ GET: Handler }>(
  async () => {
    const ledger = await ensureLedgerServer();
    ledger.controls.airdrop(feePayerKeys.publicKey.toBase58(), 5_000_000_000n);
    return import("@/app/api/scan-cabal/route");
  },
  { ANON_MONTHLY_QUOTA: "0", TRUSTED_IP_HEADER: "x-real-ip", FEE_PAYER_SECRET_KEY: bs58.encode(feePayerKeys.secretKey) },
);

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const { rpcUrl } = await ensureLedgerServer();
  const response = await fetch(rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = (await response.json()) as { result: T; error?: unknown };
  if (body.error) throw new Error(JSON.stringify(body.error));
  return body.result;
}

const balance = async (address: string) => BigInt((await rpc<{ value: number }>("getBalance", [address, { commitment: "confirmed" }])).value);

/** The route handler as a fetch, recording the headers of every request it sees. */
function routeFetch(seen: Headers[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(new Headers(request.headers));
    return harness.route().GET(request);
  }) as typeof fetch;
}

async function payingClient(seen: Headers[]) {
  const { rpcUrl, controls } = await ensureLedgerServer();
  const payer = await generateKeyPairSigner();
  controls.airdrop(payer.address, 1_000_000_000n);
  controls.mintUsdc(payer.address, 5_000_000n);
  // A stock client with its DEFAULT spend controls (issue 28 item 2): the ledger answers devnet's genesis
  // and holds its payments in devnet's USDC, the network's default asset, so nothing need be listed.
  const client = new x402Client().register("solana:*", new ExactSvmScheme(payer, { rpcUrl }));
  return { payer, pay: wrapFetchWithPayment(routeFetch(seen), client) };
}

const url = (mint: string) => `http://localhost/api/scan-cabal?mintAddress=${mint}`;
const headers = (ip: string) => ({ "user-agent": "vitest", "x-real-ip": ip });

describe("standard x402 (PAYMENT-SIGNATURE) on the scan route", () => {
  it("with ANON_MONTHLY_QUOTA=0 the first anonymous scan is a 402 carrying PAYMENT-REQUIRED, standard offer first", async () => {
    const response = await harness.route().GET(new Request(url(SCENARIOS[0].mint), { headers: headers("10.9.0.1") }));
    expect(response.status).toBe(402);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    // a browser's paid retry (PAYMENT-SIGNATURE plus an Access-Control-Expose-Headers request header) passes the preflight, and it can read the x402 headers
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(["payment-signature", "x-payment", "access-control-expose-headers"]));
    const exposed = (response.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["payment-response", "payment-required"]));
    const required = JSON.parse(Buffer.from(response.headers.get("payment-required") ?? "", "base64").toString()) as {
      x402Version: number;
      accepts: Array<{ network: string; amount: string; asset: string; payTo: string; extra: { feePayer: string } }>;
    };
    expect(required.x402Version).toBe(2);
    // the network id follows the embedded ledger's genesis (devnet's, never mainnet's), and the stock client pays it
    const genesis = await rpc<string>("getGenesisHash", []);
    expect(required.accepts[0].network).toBe(`solana:${genesis.slice(0, 32)}`);
    expect(required.accepts[0].network).not.toBe("solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp");
    // the asset is that network's default USDC, so a stock client's default spend controls accept it (issue 28)
    expect(required.accepts[0].asset).toBe(LEDGER_USDC);
    expect(getDefaultAsset(required.accepts[0].network as `${string}:${string}`).asset).toBe(LEDGER_USDC);
    expect(required.accepts[0].extra.feePayer).toBe(feePayerKeys.publicKey.toBase58());
    const body = (await response.json()) as { accepts: Array<{ extra: Record<string, unknown> }> };
    expect(body.accepts[0].extra.feePayer).toBe(feePayerKeys.publicKey.toBase58());
    expect(body.accepts[1].extra.settlement).toBe("payer-broadcast");
  });

  it("a stock client pays the 402 and gets the report; the fee payer's SOL pays exactly the fee; replays are refused", async () => {
    const seen: Headers[] = [];
    const { pay } = await payingClient(seen);
    const feePayer = feePayerKeys.publicKey.toBase58();
    const before = await balance(feePayer);

    const response = await pay(url(SCENARIOS[1].mint), { headers: headers("10.9.0.2") });
    if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
    await expectMatchesOpenApi(response, "get", "/api/scan-cabal");
    const report = (await response.json()) as { cabal_score: number };
    expect(typeof report.cabal_score).toBe("number");
    const settlement = decodePaymentResponseHeader(response.headers.get("payment-response") ?? "");
    expect(settlement.success).toBe(true);

    const tx = await rpc<{ meta: { fee: number; err: unknown } }>("getTransaction", [settlement.transaction, { commitment: "confirmed", maxSupportedTransactionVersion: 0, encoding: "json" }]);
    expect(tx.meta.err).toBeNull();
    expect(before - (await balance(feePayer))).toBe(BigInt(tx.meta.fee));

    const ctx = await harness.app().access();
    const { prisma } = await ctx.database();
    const row = await prisma.payment.findUnique({ where: { txSignature: settlement.transaction } });
    expect(row?.purpose).toBe("scan");

    // the same header again, same process: refused
    const paid = seen.find((h) => h.has("payment-signature"));
    expect(paid).toBeDefined();
    const replay = await harness.route().GET(new Request(url(SCENARIOS[1].mint), { headers: { ...headers("10.9.0.3"), "payment-signature": paid!.get("payment-signature")! } }));
    expect(replay.status).toBe(409);

    // a fresh facilitator (another process or a restart) with the same fee payer: the database refuses it
    const config = resolvePaymentConfig((await import("@/server/platform/config/env")).getEnv());
    if (!config.enabled) throw new Error("payments off");
    const fresh = createStandardX402({ config, rpcUrl: (await ensureLedgerServer()).rpcUrl, feePayer: await createKeyPairSignerFromBytes(feePayerKeys.secretKey) });
    const again = new Request(url(SCENARIOS[1].mint), { headers: { ...headers("10.9.0.4"), "payment-signature": paid!.get("payment-signature")! } });
    await expect(payForStandardScan(ctx, again, 1, fresh)).rejects.toMatchObject({ code: "payment_already_used" });
    expect(await balance(feePayer)).toBe(before - BigInt(tx.meta.fee));
  });
  it("one payment sent to three instances at once buys exactly one scan; the fee payer pays one fee", async () => {
    const { rpcUrl, controls } = await ensureLedgerServer();
    const payer = await generateKeyPairSigner();
    controls.airdrop(payer.address, 1_000_000_000n);
    controls.mintUsdc(payer.address, 5_000_000n);
    const config = resolvePaymentConfig((await import("@/server/platform/config/env")).getEnv());
    if (!config.enabled) throw new Error("payments off");
    // three processes: three facilitators with the same fee payer key, each its own caches and locks
    const instances = await Promise.all([0, 1, 2].map(async () => createStandardX402({ config, rpcUrl, feePayer: await createKeyPairSignerFromBytes(feePayerKeys.secretKey) })));
    const offer = instances[0].requirements(1_000n);
    const payload = await new ExactSvmScheme(payer, { rpcUrl }).createPaymentPayload(2, offer);
    const header = encodePaymentSignatureHeader({ ...payload, accepted: offer, resource: { url: url(SCENARIOS[2].mint), description: "scan", mimeType: "application/json" } } as never);
    const feePayer = feePayerKeys.publicKey.toBase58();
    const before = await balance(feePayer);
    const ctx = await harness.app().access();
    const results = await Promise.allSettled(
      instances.map((instance, i) => payForStandardScan(ctx, new Request(url(SCENARIOS[2].mint), { headers: { ...headers(`10.9.1.${i}`), "payment-signature": header } }), 1, instance)),
    );
    const granted = results.filter((r) => r.status === "fulfilled");
    expect(granted).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect((r.reason as { code: string }).code).toMatch(/payment_already_used|payment_invalid/);
    const cost = before - (await balance(feePayer));
    expect(cost).toBeGreaterThan(0n);
    expect(cost).toBeLessThanOrEqual(13_000n);
  });
  it("six payments from a wallet funded for one, across three instances at once: one settles, the fee payer pays one fee", async () => {
    const { rpcUrl, controls } = await ensureLedgerServer();
    const payer = await generateKeyPairSigner();
    controls.airdrop(payer.address, 1_000_000_000n);
    controls.mintUsdc(payer.address, 1_000n);
    const config = resolvePaymentConfig((await import("@/server/platform/config/env")).getEnv());
    if (!config.enabled) throw new Error("payments off");
    const feePayer = await createKeyPairSignerFromBytes(feePayerKeys.secretKey);
    const database = async () => (await (await harness.app().access()).database()).prisma;
    // three instances on one database: each its own process-local queue, one lease row per payer between them
    const instances = [0, 1, 2].map(() => createStandardX402({ config, rpcUrl, feePayer, safety: defaultSafety({ guard: { lock: createPayerLeaseLock(database) } }) }));
    const deps = { rpcUrl, usdcMint: config.usdcMint, payTo: config.payTo, price: 1_000n, feePayer, payer, x402: instances[0] };
    const requests = await Promise.all(Array.from({ length: 6 }, (_, i) => hostilePayment(deps, {}, `10.9.2.${i}`)));
    const before = await balance(feePayer.address);
    const results = await Promise.allSettled(requests.map((request, i) => instances[i % 3].settle(request, 1_000n, `10.9.2.${i}`)));
    const cost = before - (await balance(feePayer.address));
    const settled = results.filter((r) => r.status === "fulfilled");
    console.log(`[x402] 6 payments, wallet funded for one, 3 instances: ${settled.length} settled, fee payer cost ${cost} lamports`);
    expect(settled).toHaveLength(1);
    expect(cost).toBeLessThanOrEqual(13_000n);
  }, 60_000);
});
