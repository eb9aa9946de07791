// The history methods' answers are checked before anyone reads them: a page
// whose items are not transactions (or not signature entries) is a malformed
// answer, an UpstreamBodyError, like any other RPC body we do not recognise.
import { afterEach, describe, expect, it } from "vitest";
import { UpstreamBodyError } from "@/server/chain/errors";
import { createJsonRpcTransport } from "@/server/chain/solana-rpc/json-rpc";
import { createHistoryRequests } from "@/server/chain/solana-rpc/history-requests";
import { startTestRpcServer, type TestRpcServer } from "@/server/chain/testing/test-rpc-server";

let server: TestRpcServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const history = createHistoryRequests("confirmed");
const ask = async (answer: unknown, full: boolean) => {
  server = await startTestRpcServer({ getTransactionsForAddress: () => ({ result: answer }) });
  const transport = createJsonRpcTransport({ url: server.url, concurrency: 1, timeoutMs: 2_000, maxRetries: 0 });
  const request = full ? history.transactionsForAddress("addr", { sortOrder: "asc", limit: 10 }) : history.signaturesForAddress("addr", { sortOrder: "asc", limit: 10 });
  return transport.call(request.method, request.params, request.schema as never);
};

describe("getTransactionsForAddress answers", () => {
  it("accepts the documented shapes and keeps every field of a full item", async () => {
    const item = { slot: 5, blockTime: 7, transactionIndex: 2, transaction: { signatures: ["sig"], message: {} }, meta: { err: null }, version: 0 };
    expect(await ask({ data: [item], paginationToken: "5:2" }, true)).toEqual({ data: [item], paginationToken: "5:2" });
    const entry = { signature: "sig", slot: 5, transactionIndex: 2, err: null, memo: null, blockTime: 7, confirmationStatus: "finalized" };
    expect(await ask({ data: [entry], paginationToken: null }, false)).toEqual({ data: [entry], paginationToken: null });
  });

  it("refuses items that are not transactions, and pages that are not pages", async () => {
    await expect(ask({ data: [{ slot: 5, transaction: { signatures: [] } }], paginationToken: null }, true)).rejects.toBeInstanceOf(UpstreamBodyError);
    await server?.close();
    await expect(ask({ data: [{ slot: "5", transaction: { signatures: ["s"] } }] }, true)).rejects.toBeInstanceOf(UpstreamBodyError);
    await server?.close();
    await expect(ask([{ signature: "s", slot: 1 }], false)).rejects.toBeInstanceOf(UpstreamBodyError);
  });

  it("asks as documented: full pages in jsonParsed with v0, no tokenAccounts filter, processed never", () => {
    const [, config] = createHistoryRequests("processed").transactionsForAddress("addr", { sortOrder: "desc", limit: 10, status: "succeeded" }).params as [string, Record<string, unknown>];
    expect(config).toEqual({ transactionDetails: "full", encoding: "jsonParsed", maxSupportedTransactionVersion: 0, sortOrder: "desc", limit: 10, commitment: "confirmed", filters: { status: "succeeded" } });
  });
});
