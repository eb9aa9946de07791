// getTransactionsForAddress on the embedded ledger, over real HTTP, against
// what the providers document (history-params.ts) and against the ledger's
// own standard answers: the same listing as getSignaturesForAddress, the same
// transactions as getTransaction.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";

let plain: LedgerServer;
let indexed: LedgerServer;
const world = getDefaultLedger();
const mint = getScenario("team-funded")!.mint;

beforeAll(async () => {
  [plain, indexed] = await Promise.all([
    startLedgerServer({ world, wsOnNextPort: false }),
    startLedgerServer({ world, wsOnNextPort: false, historyMethods: { enabled: true } }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), indexed?.close()]);
});

async function rpc(server: LedgerServer, method: string, params: unknown[]) {
  const response = await fetch(server.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  return (await response.json()) as { result?: { data: Record<string, unknown>[]; paginationToken: string | null }; error?: { code: number; message: string } };
}
const history = (config: Record<string, unknown>, address = mint) => rpc(indexed, "getTransactionsForAddress", [address, config]);

describe("getTransactionsForAddress on the embedded ledger", () => {
  it("is method-not-found (-32601) on a plain node, as on a provider that does not serve it", async () => {
    expect((await rpc(plain, "getTransactionsForAddress", [mint, {}])).error?.code).toBe(-32601);
  });

  it("lists newest first by default, as getSignaturesForAddress does, each with its transactionIndex", async () => {
    const standard = (await rpc(indexed, "getSignaturesForAddress", [mint, { commitment: "confirmed" }])) as unknown as { result: Record<string, unknown>[] };
    const ours = await history({ commitment: "confirmed" });
    expect(ours.result!.data.map(({ transactionIndex: _i, ...rest }) => rest)).toEqual(standard.result);
    expect(ours.result!.data.every((item) => typeof item.transactionIndex === "number")).toBe(true);
    expect(ours.result!.paginationToken).toBeNull();
  });

  it("answers full transactions oldest first exactly as getTransaction renders them", async () => {
    const ours = await history({ transactionDetails: "full", sortOrder: "asc", limit: 5, encoding: "jsonParsed", maxSupportedTransactionVersion: 0 });
    const first = ours.result!.data[0] as { transaction: { signatures: string[] }; transactionIndex: number };
    const single = (await rpc(indexed, "getTransaction", [first.transaction.signatures[0], { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 }])) as unknown as { result: object };
    expect({ ...single.result, transactionIndex: first.transactionIndex }).toEqual(first);
    const oldest = world.signaturesByAddress.get(mint)![0];
    expect(first.transaction.signatures[0]).toBe(oldest.signature);
  });

  it("pages with a slot:position token until it is null, every transaction once, in order", async () => {
    const seen: string[] = [];
    let token: string | null = null;
    do {
      const page = await history({ sortOrder: "asc", limit: 7, ...(token ? { paginationToken: token } : {}) });
      seen.push(...page.result!.data.map((d) => d.signature as string));
      token = page.result!.paginationToken;
      if (token) expect(token).toMatch(/^\d+:\d+$/);
    } while (token);
    expect(seen).toEqual(world.signaturesByAddress.get(mint)!.map((tx) => tx.signature));
  });

  it("caps a full page at 100 (the OpenAPI), or at 1,000 where configured so (newer pages)", async () => {
    expect((await history({ transactionDetails: "full", limit: 101 })).error?.code).toBe(-32602);
    expect((await history({ transactionDetails: "signatures", limit: 1000 })).result).toBeDefined();
    expect((await history({ transactionDetails: "signatures", limit: 1001 })).error?.code).toBe(-32602);
    indexed.controls.configure({ historyMethods: { enabled: true, fullLimit: 1000 } });
    try {
      expect((await history({ transactionDetails: "full", limit: 1000, maxSupportedTransactionVersion: 0 })).result).toBeDefined();
    } finally {
      indexed.controls.configure({ historyMethods: { enabled: true } });
    }
  });

  it("filters on slot, block time, signature position and status", async () => {
    const all = world.signaturesByAddress.get(mint)!;
    const middle = all[Math.floor(all.length / 2)];
    const bySlot = await history({ sortOrder: "asc", filters: { slot: { gte: middle.slot } } });
    expect(bySlot.result!.data.map((d) => d.signature)).toEqual(all.filter((tx) => tx.slot >= middle.slot).map((tx) => tx.signature));
    const byTime = await history({ sortOrder: "asc", filters: { blockTime: { lt: middle.blockTime } } });
    expect(byTime.result!.data.map((d) => d.signature)).toEqual(all.filter((tx) => tx.blockTime < middle.blockTime).map((tx) => tx.signature));
    const before = await history({ sortOrder: "asc", filters: { signature: { lt: middle.signature } } });
    expect(before.result!.data.map((d) => d.signature)).toEqual(all.slice(0, all.indexOf(middle)).map((tx) => tx.signature));
    const failed = await history({ filters: { status: "failed" } }, getScenario("busy-token")!.mint);
    expect(failed.result!.data.length).toBeGreaterThan(0);
    expect(failed.result!.data.every((d) => d.err !== null)).toBe(true);
  });

  it("adds the address's token accounts' transactions with tokenAccounts, never without", async () => {
    // an owner whose token account has a transaction that does not name the owner itself
    const [owner, extra] = [...world.tokenAccountsByOwner].flatMap(([who, accounts]) => {
      const own = new Set((world.signaturesByAddress.get(who) ?? []).map((tx) => tx.signature));
      const more = [...accounts].flatMap((a) => world.signaturesByAddress.get(a) ?? []).filter((tx) => !own.has(tx.signature));
      return more.length > 0 ? [[who, more] as const] : [];
    })[0];
    const signatures = async (tokenAccounts: string) => new Set((await history({ limit: 1000, filters: { tokenAccounts } }, owner)).result!.data.map((d) => d.signature));
    expect((await signatures("none")).has(extra[0].signature)).toBe(false);
    expect((await signatures("all")).has(extra[0].signature)).toBe(true);
  });

  it("refuses what the documentation does not allow with -32602", async () => {
    for (const config of [
      { commitment: "processed" },
      { paginationToken: "not-a-token" },
      { filters: { unknown: 1 } },
      { filters: { slot: { between: 3 } } },
      { sortOrder: "sideways" },
      { transactionDetails: "accounts" },
    ]) {
      expect((await history(config)).error?.code, JSON.stringify(config)).toBe(-32602);
    }
    expect((await rpc(indexed, "getTransactionsForAddress", ["not-an-address", {}])).error?.code).toBe(-32602);
  });

  it("leaves v0 transactions out of a full page asked without maxSupportedTransactionVersion", async () => {
    const all = world.signaturesByAddress.get(mint)!;
    expect(all.some((tx) => tx.version === 0)).toBe(true);
    const legacyOnly = await history({ transactionDetails: "full", sortOrder: "asc", limit: 100 });
    expect(legacyOnly.result!.data.length).toBe(all.filter((tx) => tx.version !== 0).length);
  });
});
