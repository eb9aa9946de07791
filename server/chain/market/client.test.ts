import { afterEach, describe, expect, it } from "vitest";
import { UpstreamBodyError, UpstreamResponseError } from "@/server/chain/errors";
import { readRecordedBody } from "@/server/chain/http/recorded-data";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";
import { createDexScreenerClient } from "@/server/chain/market/client";

const BONK = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
const bonkAnswer = readRecordedBody("market/dexscreener-token-bonk.json") as { pairs: { pairAddress: string }[] };
const options = { timeoutMs: 2_000, maxRetries: 1, backoff: { baseMs: 5, capMs: 10 } };
let server: TestHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("dexscreener client", () => {
  it("reads /latest/dex/tokens from the recorded BONK answer", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, bonkAnswer));
    const client = createDexScreenerClient({ baseUrl: `${server.url}/`, ...options });
    const pairs = await client.fetchLatestTokenPairs([BONK]);
    expect(server.requests[0].path).toBe(`/latest/dex/tokens/${BONK}`);
    expect(pairs.map((p) => p.pairAddress)).toEqual(bonkAnswer.pairs.map((p) => p.pairAddress));
  });

  it("treats pairs: null as no pairs", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { schemaVersion: "1.0.0", pairs: null }));
    const client = createDexScreenerClient({ baseUrl: server.url, ...options });
    expect(await client.fetchLatestTokenPairs(["x"])).toEqual([]);
  });

  it("asks /tokens/v1/solana for at most 30 mints per call and merges the bare arrays", async () => {
    server = await startTestHttpServer((req, res) => {
      const mints = req.path.split("/").pop()!.split(",");
      // every group answers the same BONK pairs: the client must not duplicate them.
      sendJson(res, 200, mints.includes("m0") || mints.includes("m30") ? bonkAnswer.pairs.slice(0, 5) : []);
    });
    const client = createDexScreenerClient({ baseUrl: server.url, ...options });
    const mints = Array.from({ length: 45 }, (_, i) => `m${i}`);
    const pairs = await client.fetchTokenPairs([...mints, "m1"]);
    const sizes = server.requests.map((r) => r.path.split("/").pop()!.split(",").length).sort((a, b) => a - b);
    expect(sizes).toEqual([15, 30]);
    expect(server.requests.every((r) => r.path.startsWith("/tokens/v1/solana/"))).toBe(true);
    expect(pairs).toHaveLength(5);
  });

  it("rejects an answer of the wrong shape with a market UpstreamBodyError", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 200, { pairs: "nope" }));
    const client = createDexScreenerClient({ baseUrl: server.url, ...options });
    const error = await client.fetchTokenPairs([BONK]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamBodyError);
    expect((error as UpstreamBodyError).source).toBe("market");
  });

  it("throws UpstreamResponseError after retrying a 503", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 503, "maintenance"));
    const client = createDexScreenerClient({ baseUrl: server.url, ...options });
    await expect(client.fetchTokenPairs([BONK])).rejects.toBeInstanceOf(UpstreamResponseError);
    expect(server.requests).toHaveLength(2);
  });
});
