import { afterEach, describe, expect, it } from "vitest";
import { UpstreamBodyError, UpstreamResponseError } from "@/server/chain/errors";
import { readRecordedBody, readRecordedJson } from "@/server/chain/http/recorded-data";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";
import { createJupiterClient } from "@/server/chain/quotes/client";

const SOL = "So11111111111111111111111111111111111111112";
const BONK = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
const options = { timeoutMs: 2_000, maxRetries: 2, backoff: { baseMs: 5, capMs: 10 } };
let server: TestHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientAnswering(status: number, body: unknown) {
  server = await startTestHttpServer((_req, res) => sendJson(res, status, body));
  return createJupiterClient({ baseUrl: server.url, ...options });
}

describe("jupiter quote client", () => {
  it("quotes the recorded BONK -> SOL sell: exact outAmount, impact in percent, route labels", async () => {
    const client = await clientAnswering(200, readRecordedBody("market/jupiter-quote-bonk-sol.json"));
    const quote = await client.fetchQuote({ inputMint: BONK, outputMint: SOL, amount: 100000000000n, slippageBps: 50 });
    expect(server!.requests[0].path).toBe(`/swap/v1/quote?inputMint=${BONK}&outputMint=${SOL}&amount=100000000000&slippageBps=50`);
    expect(quote.routable).toBe(true);
    if (!quote.routable) return;
    expect(quote.outAmount).toBe(55049160n);
    // "0.000999816107059216263738614" is a fraction: 0.09998 %.
    expect(quote.priceImpactPct).toBeCloseTo(0.0999816107, 9);
    expect(quote.routeLabels).toEqual(["Meteora DLMM"]);
  });

  it("lists every hop of the recorded multi-hop SOL -> BONK route", async () => {
    const client = await clientAnswering(200, readRecordedBody("market/jupiter-quote-sol-bonk.json"));
    const quote = await client.fetchQuote({ inputMint: SOL, outputMint: BONK, amount: 100000000n, slippageBps: 50 });
    expect(quote).toEqual({ routable: true, outAmount: 181504770048n, priceImpactPct: 0, routeLabels: ["AlphaQ", "Hadron", "ZeroFi"] });
  });

  it("reads priceImpactPct as a fraction: the recorded 1 USDC quote's USD value is 1 - impact", async () => {
    const samples = readRecordedJson("market/jupiter-quote-samples.json") as { samples: { response: { swapUsdValue: string } }[] };
    const usdcToSol = samples.samples[1].response;
    const client = await clientAnswering(200, usdcToSol);
    const quote = await client.fetchQuote({ inputMint: "USDC", outputMint: SOL, amount: 1000000n, slippageBps: 0 });
    if (!quote.routable) throw new Error("expected a route");
    expect(quote.priceImpactPct).toBeCloseTo(0.04220978, 7);
    expect(1 - quote.priceImpactPct / 100).toBeCloseTo(Number(usdcToSol.swapUsdValue), 12);
    expect(quote.routeLabels).toEqual(["HumidiFi"]);
  });

  it("answers a 400 COULD_NOT_FIND_ANY_ROUTE as routable: false, without retrying", async () => {
    const client = await clientAnswering(400, { error: "Could not find any route", errorCode: "COULD_NOT_FIND_ANY_ROUTE" });
    const quote = await client.fetchQuote({ inputMint: "Honeypot", outputMint: SOL, amount: 1n, slippageBps: 50 });
    expect(quote).toEqual({ routable: false, reason: "COULD_NOT_FIND_ANY_ROUTE", message: "Could not find any route" });
    expect(server!.requests).toHaveLength(1);
  });

  it("answers TOKEN_NOT_TRADABLE as routable: false", async () => {
    const client = await clientAnswering(400, { error: "The token X is not tradable", errorCode: "TOKEN_NOT_TRADABLE" });
    const quote = await client.fetchQuote({ inputMint: "X", outputMint: SOL, amount: 1n, slippageBps: 50 });
    expect(quote).toMatchObject({ routable: false, reason: "TOKEN_NOT_TRADABLE" });
  });

  it("throws on a 400 that is not a no-route answer (our request was bad)", async () => {
    const client = await clientAnswering(400, { error: "Invalid amount", errorCode: "INVALID_AMOUNT" });
    const error = await client.fetchQuote({ inputMint: BONK, outputMint: SOL, amount: 0n, slippageBps: 50 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamResponseError);
    expect((error as UpstreamResponseError).source).toBe("quote");
    expect((error as UpstreamResponseError).status).toBe(400);
  });

  it("throws UpstreamBodyError when a 200 quote lacks outAmount", async () => {
    const client = await clientAnswering(200, { inputMint: BONK, routePlan: [] });
    await expect(client.fetchQuote({ inputMint: BONK, outputMint: SOL, amount: 1n, slippageBps: 50 })).rejects.toBeInstanceOf(UpstreamBodyError);
  });

  it("retries a 429 and then returns the quote", async () => {
    const body = readRecordedBody("market/jupiter-quote-bonk-sol.json");
    server = await startTestHttpServer((_req, res, i) => (i === 0 ? sendJson(res, 429, {}, { "retry-after": "0" }) : sendJson(res, 200, body)));
    const client = createJupiterClient({ baseUrl: server.url, ...options });
    const quote = await client.fetchQuote({ inputMint: BONK, outputMint: SOL, amount: 100000000000n, slippageBps: 50 });
    expect(quote.routable && quote.outAmount).toBe(55049160n);
    expect(server.requests).toHaveLength(2);
  });
});
