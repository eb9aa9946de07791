// Answers have the same shape as the recorded mainnet answers
// kept in the repository (server/chain/testing/recorded, see its README): same
// keys, same nesting.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import bs58 from "bs58";
import { beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import type { World } from "@/server/ledger/world/world";
import { handleRpcRequest } from "@/server/ledger/rpc/handle-rpc-request";

const DATA = fileURLToPath(new URL("../../chain/testing/recorded", import.meta.url));
const recorded = (path: string) => {
  const json = JSON.parse(readFileSync(`${DATA}/${path}`, "utf8"));
  return json.body?.result ?? json.result ?? json;
};
let world: World;
const call = (method: string, params: unknown[]) => JSON.parse(handleRpcRequest(world, { jsonrpc: "2.0", id: 1, method, params }));
const mintOf = (id: string) => SCENARIOS.find((s) => s.id === id)!.mint;
const keys = (o: object) => Object.keys(o).sort();

beforeAll(() => {
  world = getDefaultLedger();
});

describe("account answers", () => {
  it("renders a Token-2022 mint like the recorded xStock mint (extensions as { extension, state })", () => {
    const real = recorded("accounts/mint-token2022-xstock-jsonparsed.json").value;
    const ours = call("getAccountInfo", [mintOf("t22-permanent-delegate"), { encoding: "jsonParsed" }]).result.value;
    expect(keys(ours)).toEqual(keys(real));
    expect(keys(ours.data)).toEqual(keys(real.data));
    expect(ours.data.program).toBe("spl-token-2022");
    expect(keys(ours.data.parsed.info)).toEqual(keys(real.data.parsed.info));
    const realDelegate = real.data.parsed.info.extensions.find((e: { extension: string }) => e.extension === "permanentDelegate");
    const ourDelegate = ours.data.parsed.info.extensions.find((e: { extension: string }) => e.extension === "permanentDelegate");
    expect(keys(ourDelegate.state)).toEqual(keys(realDelegate.state));
  });

  it("renders a classic mint and its supply like the recorded BONK answers", () => {
    const real = recorded("accounts/mint-bonk-jsonparsed.json").value;
    const ours = call("getAccountInfo", [mintOf("clean-organic"), { encoding: "jsonParsed" }]).result.value;
    expect(keys(ours.data.parsed.info)).toEqual(keys(real.data.parsed.info));
    expect(ours.space).toBe(82);
    const supply = call("getTokenSupply", [mintOf("clean-organic")]).result;
    expect(keys(supply)).toEqual(["context", "value"]);
    expect(keys(supply.value)).toEqual(keys(recorded("accounts/token-supply-bonk.json").value));
  });

  it("encodes a pump.fun bonding curve in the recorded 151-byte layout", () => {
    const curve = world.venuesByMint.get(mintOf("same-slot-bundle"))![0];
    const ours = call("getAccountInfo", [curve, { encoding: "base64" }]).result.value;
    const bytes = Buffer.from(ours.data[0], "base64");
    const real = Buffer.from(recorded("accounts/pumpfun-curve-accounts.json")[0].data_b64, "base64");
    expect(bytes.length).toBe(real.length);
    expect(bytes.subarray(0, 8)).toEqual(real.subarray(0, 8));
    expect(bytes.readBigUInt64LE(40)).toBe(1_000_000_000_000_000n);
    expect(ours.owner).toBe("6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P");
  });
});

describe("transaction answers", () => {
  const sigOf = (address: string, pick: (sigs: { signature: string }[]) => { signature: string }) =>
    pick(call("getSignaturesForAddress", [address, { limit: 1000 }]).result).signature;

  it("renders a pump.fun buy with the keys of the recorded pump.fun buy", () => {
    const real = recorded("transactions/pumpfun-buy-1.json");
    const sig = sigOf(mintOf("two-hop-cluster"), (s) => s[0]);
    const ours = call("getTransaction", [sig, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 }]).result;
    expect(keys(ours)).toEqual(keys(real));
    expect(keys(ours.meta)).toEqual(keys(real.meta));
    expect(keys(ours.transaction.message)).toEqual(keys(real.transaction.message));
    expect(keys(ours.meta.postTokenBalances[0])).toEqual(keys(real.meta.postTokenBalances[0]));
    expect(ours.transaction.message.instructions.at(-1).programId).toBe("6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P");
  });

  it("renders a legacy SOL transfer like the recorded legacy transfer", () => {
    const real = recorded("transactions/sol-transfer.json");
    const creator = SCENARIOS.find((s) => s.id === "two-hop-cluster")!.expect.fundingClusters![0].funder;
    const sig = sigOf(creator, (s) => s[s.length - 1]);
    const ours = call("getTransaction", [sig, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 }]).result;
    expect(ours.version).toBe("legacy");
    expect(keys(ours)).toEqual(keys(real));
    expect(keys(ours.meta)).toEqual(keys(real.meta));
    expect(ours.transaction.message.instructions[0]).toMatchObject({ program: "system", parsed: { type: "transfer" }, stackHeight: 1 });
  });

  it("refuses a v0 transaction without maxSupportedTransactionVersion with the node's -32015", () => {
    const sig = sigOf(mintOf("clean-organic"), (s) => s[0]);
    const answer = call("getTransaction", [sig, { encoding: "jsonParsed" }]);
    expect(answer.error.code).toBe(-32015);
    expect(answer.error.message).toMatch(/maxSupportedTransactionVersion/);
    expect(call("getTransaction", [bs58.encode(Buffer.alloc(64, 7)), { maxSupportedTransactionVersion: 0 }]).result).toBeNull();
    expect(call("getTransaction", ["1".repeat(10)]).error.code).toBe(-32602);
  });

  it("serializes base64 transactions whose signature is the transaction id", () => {
    const sig = sigOf(mintOf("clean-organic"), (s) => s[1]);
    const ours = call("getTransaction", [sig, { encoding: "base64", maxSupportedTransactionVersion: 0 }]).result;
    const wire = Buffer.from(ours.transaction[0], "base64");
    expect(wire[0]).toBeGreaterThanOrEqual(1);
    expect(bs58.encode(wire.subarray(1, 65))).toBe(sig);
  });
});
