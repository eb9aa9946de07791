import { afterEach, describe, expect, it } from "vitest";
import { RpcError, UpstreamBodyError } from "@/server/chain/errors";
import { readRecordedBody } from "@/server/chain/http/recorded-data";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { startTestRpcServer, type RpcHandlers, type TestRpcServer } from "@/server/chain/testing/test-rpc-server";

const BONK = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
const recordedAnswer = (file: string) => readRecordedBody(file) as { result: unknown } | { error: { code: number; message: string } };
let server: TestRpcServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function rpcFor(handlers: RpcHandlers) {
  server = await startTestRpcServer(handlers);
  return createSolanaRpc({ url: server.url, concurrency: 4, timeoutMs: 2_000, maxRetries: 2, backoff: { baseMs: 5, capMs: 10 } });
}

describe("solana rpc client", () => {
  it("reads the recorded BONK token supply and asks at confirmed commitment", async () => {
    const rpc = await rpcFor({ getTokenSupply: () => recordedAnswer("accounts/token-supply-bonk.json") });
    const supply = await rpc.getTokenSupply(BONK);
    expect(supply.value.amount).toBe("8799471343582888521");
    expect(supply.context.slot).toBe(430727427);
    expect(server!.calls[0].params).toEqual([BONK, { commitment: "confirmed" }]);
  });

  it("surfaces the recorded -32603 getTokenLargestAccounts answer as an RpcError without retrying", async () => {
    const rpc = await rpcFor({ getTokenLargestAccounts: () => recordedAnswer("accounts/token-largest-accounts-bonk.json") });
    const error = await rpc.getTokenLargestAccounts(BONK).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).code).toBe(-32603);
    expect((error as RpcError).message).toContain("account index service overloaded");
    expect((error as RpcError).source).toBe("rpc");
    expect(rpc.stats().httpRequests).toBe(1);
  });

  it("parses the Token-2022 mint whose rentEpoch is above 2^53 and a base64 account", async () => {
    const rpc = await rpcFor({
      getAccountInfo: (params) =>
        recordedAnswer(params[0] === BONK ? "accounts/mint-token2022-xstock-jsonparsed.json" : "accounts/pumpfun-bonding-curve.json"),
    });
    const parsed = await rpc.getAccountInfo(BONK, { encoding: "jsonParsed" });
    expect(parsed.value?.owner).toBe("TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb");
    expect(parsed.value?.rentEpoch).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    const raw = await rpc.getAccountInfo("curve", { encoding: "base64" });
    expect(raw.value?.data).toEqual(["F7f4N2DYrGD99rN6is0DALwvcwAHAAAA/V6hLvnOAgC8g08EAAAAAACAxqR+jQMAAA==", "base64"]);
    expect(server!.calls[1].params).toEqual(["curve", { encoding: "base64", commitment: "confirmed" }]);
  });

  it("asks getTransaction for jsonParsed v0 at confirmed and returns the raw recorded result", async () => {
    const rpc = await rpcFor({ getTransaction: () => recordedAnswer("transactions/sol-transfer.json") });
    const tx = await rpc.getTransaction("sig1");
    expect(server!.calls[0].params).toEqual(["sig1", { encoding: "jsonParsed", maxSupportedTransactionVersion: 0, commitment: "confirmed" }]);
    expect(tx).toHaveProperty("meta");
    expect(tx?.slot).toBe((recordedAnswer("transactions/sol-transfer.json") as { result: { slot: number } }).result.slot);
  });

  it("returns null for an unknown transaction", async () => {
    const rpc = await rpcFor({ getTransaction: () => ({ result: null }) });
    expect(await rpc.getTransaction("missing")).toBeNull();
  });

  it("rejects a result of the wrong shape with UpstreamBodyError", async () => {
    const rpc = await rpcFor({ getSlot: () => ({ result: "not a slot" }) });
    await expect(rpc.getSlot()).rejects.toBeInstanceOf(UpstreamBodyError);
  });

  it("splits getMultipleAccounts into calls of 100 and keeps the order", async () => {
    const rpc = await rpcFor({
      getMultipleAccounts: (params) => {
        const keys = params[0] as string[];
        const slot = keys.length === 100 ? 500 : 400;
        return { result: { context: { slot }, value: keys.map((k) => (k.endsWith("0") ? null : { lamports: Number(k.slice(1)), owner: "o", executable: false, rentEpoch: 0, data: ["", "base64"] })) } };
      },
    });
    const keys = Array.from({ length: 150 }, (_, i) => `k${i}`);
    const answer = await rpc.getMultipleAccounts(keys, { encoding: "base64" });
    expect(server!.calls.map((c) => (c.params![0] as string[]).length)).toEqual([100, 50]);
    expect(answer.value).toHaveLength(150);
    expect(answer.value[0]).toBeNull();
    expect(answer.value[149]?.lamports).toBe(149);
    expect(answer.context.slot).toBe(400);
  });

  it("pages getSignaturesForAddress with before/limit", async () => {
    const rpc = await rpcFor({
      getSignaturesForAddress: () => ({ result: [{ signature: "s", slot: 9, err: null, memo: null, blockTime: 1, confirmationStatus: "finalized" }] }),
    });
    const page = await rpc.getSignaturesForAddress("addr", { before: "b", limit: 10 });
    expect(page[0].slot).toBe(9);
    expect(server!.calls[0].params).toEqual(["addr", { before: "b", limit: 10, commitment: "confirmed" }]);
  });
});
