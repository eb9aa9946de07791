// The probe's reading of answers, against endpoints that answer as providers
// do (a real loopback HTTP server): a refusal for the caller's plan is "not
// served", the wide full page refused with -32602 falls back to the
// documented 100, and no answer at all is an error the caller retries.
import { afterEach, describe, expect, it } from "vitest";
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";
import { createJsonRpcTransport } from "@/server/chain/solana-rpc/json-rpc";
import { PROBE_ADDRESS, probeHistoryMethods } from "@/server/chain/solana-rpc/history-probe";
import { startTestRpcServer } from "@/server/chain/testing/test-rpc-server";

let server: TestHttpServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});
const transport = (url: string) => createJsonRpcTransport({ url, concurrency: 2, timeoutMs: 2_000, maxRetries: 0 });
const emptyPage = { result: { data: [], paginationToken: null } };

describe("probeHistoryMethods", () => {
  it("reads a plan refusal as not served, and asks about an address with no history", async () => {
    const rpc = await startTestRpcServer({ getTransactionsForAddress: () => ({ error: { code: -32403, message: "upgrade your plan" } }) });
    server = rpc;
    const found = await probeHistoryMethods(transport(rpc.url));
    expect(found.transactionsForAddress).toEqual({ served: false, reason: expect.stringMatching(/^refused: .*-32403: upgrade your plan$/) });
    expect(found.signaturesForAddressReverse).toEqual({ served: false, reason: "method not found (-32601)" });
    expect(rpc.calls.map((c) => c.params?.[0])).toEqual([PROBE_ADDRESS, PROBE_ADDRESS]);
  });

  it("falls back to full pages of 100 when a page of 1,000 is refused as invalid params", async () => {
    const rpc = await startTestRpcServer({
      getTransactionsForAddress: (params) => ((params[1] as { limit: number }).limit > 100 ? { error: { code: -32602, message: "limit must be at most 100" } } : emptyPage),
      getSignaturesForAddressReverse: () => ({ result: [] }),
    });
    server = rpc;
    const found = await probeHistoryMethods(transport(rpc.url));
    expect(found).toEqual({ transactionsForAddress: { served: true, fullLimit: 100 }, signaturesForAddressReverse: { served: true } });
    expect(rpc.calls.filter((c) => c.method === "getTransactionsForAddress").map((c) => (c.params![1] as { limit: number; transactionDetails: string }).limit)).toEqual([1000, 100]);
  });

  it("a forbidden answer (HTTP 403) is a refusal; a 503 is no answer", async () => {
    server = await startTestHttpServer((_req, res) => sendJson(res, 403, { error: "plan" }));
    expect((await probeHistoryMethods(transport(server.url))).transactionsForAddress).toEqual({ served: false, reason: "refused: HTTP 403" });
    await server.close();
    server = await startTestHttpServer((_req, res) => sendJson(res, 503, { error: "busy" }));
    await expect(probeHistoryMethods(transport(server.url))).rejects.toThrow(/503/);
  });
});
