import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { RpcError, UpstreamResponseError } from "@/server/chain/errors";
import { readRecordedBody } from "@/server/chain/http/recorded-data";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { startTestRpcServer, type TestRpcServer } from "@/server/chain/testing/test-rpc-server";

const BONK = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
const recorded = (file: string) => readRecordedBody(file) as { result: unknown } | { error: { code: number; message: string } };
const options = { concurrency: 4, timeoutMs: 2_000, maxRetries: 2, backoff: { baseMs: 5, capMs: 10 } };
let server: TestRpcServer | TestHttpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("solana rpc batch", () => {
  it("sends one POST, matches answers by id, and lets one item fail alone", async () => {
    const rpcServer = await startTestRpcServer({
      getTokenSupply: () => recorded("accounts/token-supply-bonk.json"),
      getTokenLargestAccounts: () => recorded("accounts/token-largest-accounts-bonk.json"),
      getAccountInfo: () => recorded("accounts/mint-bonk-jsonparsed.json"),
    });
    server = rpcServer;
    const rpc = createSolanaRpc({ url: rpcServer.url, ...options });
    const [supply, largest, account] = await rpc.batch([
      rpc.requests.getTokenSupply(BONK),
      rpc.requests.getTokenLargestAccounts(BONK),
      rpc.requests.getAccountInfo(BONK, { encoding: "jsonParsed" }),
    ]);
    expect(rpcServer.requests).toHaveLength(1);
    expect(JSON.parse(rpcServer.requests[0].body)).toHaveLength(3);
    expect(supply.ok && supply.value.value.decimals).toBe(5);
    expect(largest.ok).toBe(false);
    expect(!largest.ok && largest.error instanceof RpcError && largest.error.code).toBe(-32603);
    expect(account.ok && account.value.value?.owner).toBe("TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA");
  });

  it("splits a batch into POSTs of maxBatchSize and keeps the request order", async () => {
    const rpcServer = await startTestRpcServer({ getBalance: (params) => ({ result: { context: { slot: 1 }, value: Number(params[0]) } }) });
    server = rpcServer;
    const rpc = createSolanaRpc({ url: rpcServer.url, ...options, maxBatchSize: 2 });
    const results = await rpc.batch(["1", "2", "3", "4", "5"].map((a) => rpc.requests.getBalance(a)));
    expect(rpcServer.requests.map((r) => (JSON.parse(r.body) as unknown[]).length).sort()).toEqual([1, 2, 2]);
    expect(results.map((r) => r.ok && r.value.value)).toEqual([1, 2, 3, 4, 5]);
  });

  it("fails every item with the RpcError when the provider rejects the whole batch", async () => {
    server = await startTestHttpServer((_req, res) =>
      sendJson(res, 200, { jsonrpc: "2.0", id: null, error: { code: -32600, message: "batch requests are disabled" } }),
    );
    const rpc = createSolanaRpc({ url: server.url, ...options });
    const results = await rpc.batch([rpc.requests.getSlot(), rpc.requests.getHealth()]);
    expect(results.map((r) => !r.ok && r.error instanceof RpcError && r.error.code)).toEqual([-32600, -32600]);
  });

  it("fails the items of a chunk whose HTTP request failed, as results not exceptions", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 500, "down"));
    const rpc = createSolanaRpc({ url: server.url, ...options, maxRetries: 1 });
    const results = await rpc.batch([rpc.requests.getSlot(), rpc.requests.getGenesisHash()]);
    expect(results.every((r) => !r.ok && r.error instanceof UpstreamResponseError && r.error.status === 500)).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it("checks each item against its own schema", async () => {
    const rpcServer = await startTestRpcServer({ custom: (params) => ({ result: params[0] }) });
    server = rpcServer;
    const rpc = createSolanaRpc({ url: rpcServer.url, ...options });
    const [good, bad] = await rpc.batch([
      { method: "custom", params: [7], schema: z.number() },
      { method: "custom", params: ["x"], schema: z.number() },
    ]);
    expect(good).toEqual({ ok: true, value: 7 });
    expect(!bad.ok && bad.error.name).toBe("UpstreamBodyError");
  });
});

describe("solana rpc stats and limits", () => {
  it("counts calls per method (batch items individually), HTTP requests and retries", async () => {
    let first = true;
    server = await startTestHttpServer((req, res) => {
      if (first) {
        first = false;
        return sendJson(res, 429, "", { "retry-after": "0" });
      }
      const body = JSON.parse(req.body) as { id: number }[] | { id: number };
      const answer = (id: number) => ({ jsonrpc: "2.0", id, result: 42 });
      sendJson(res, 200, Array.isArray(body) ? body.map((b) => answer(b.id)) : answer(body.id));
    });
    const rpc = createSolanaRpc({ url: server.url, ...options });
    await rpc.getSlot();
    await rpc.batch([rpc.requests.getSlot(), rpc.requests.getSlot(), { method: "getBlockHeight", params: [], schema: z.number() }]);
    expect(rpc.stats()).toEqual({ calls: { getSlot: 3, getBlockHeight: 1 }, httpRequests: 3, maxInFlight: 1, retries: 1 });
    rpc.resetStats();
    expect(rpc.stats()).toEqual({ calls: {}, httpRequests: 0, maxInFlight: 0, retries: 0 });
  });

  it("never has more HTTP requests in flight than its concurrency", async () => {
    const rpcServer = await startTestRpcServer({ getSlot: () => ({ result: 1 }) }, { delayMs: 30 });
    server = rpcServer;
    const rpc = createSolanaRpc({ url: rpcServer.url, ...options, concurrency: 2 });
    await Promise.all(Array.from({ length: 8 }, () => rpc.getSlot()));
    expect(rpcServer.requests).toHaveLength(8);
    expect(rpcServer.maxConcurrent).toBe(2);
    expect(rpc.stats().maxInFlight).toBe(2);
  });
});
