// The embedded ledger's pool buys pay through wrapped SOL as mainnet wallets
// do: the WSOL ATA (createIdempotent, transfer, syncNative, swap, close) or,
// for a share of wallets, a temporary seed account (createAccountWithSeed,
// initializeAccount3, transfer, syncNative, swap, close) that is in no token
// balance list. Served as a node serves jsonParsed, every one of them decodes
// to one buy priced at exactly the SOL the wallet wrapped.
import { beforeAll, describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { decodeTransaction } from "@/server/chain/trades/decode-trades";
import { getDefaultLedger, handleRpcRequest, type World } from "@/server/ledger";

type TxRecord = World["transactions"] extends Map<string, infer T> ? T : never;

let world: World;
beforeAll(() => {
  world = getDefaultLedger();
});

type Parsed = { type: string; info: Record<string, unknown> };
const parsed = (t: TxRecord) => t.instructions.map((ix) => (ix.parsed && "info" in ix.parsed ? (ix.parsed as Parsed) : null));

/** The SOL wrapped for the swap: a top-level System transfer into the account a syncNative then syncs. */
function wrapped(t: TxRecord): { account: string; lamports: bigint; seed: boolean } | null {
  const ixs = parsed(t);
  const sync = ixs.find((p) => p?.type === "syncNative");
  if (!sync) return null;
  const transfer = ixs.find((p) => p?.type === "transfer" && p.info.destination === sync.info.account);
  if (!transfer) return null;
  const seed = ixs.some((p) => p?.type === "createAccountWithSeed" && p.info.newAccount === sync.info.account);
  return { account: String(sync.info.account), lamports: BigInt(transfer.info.lamports as number), seed };
}

describe("wrapped-SOL pool buys on the embedded ledger", () => {
  it("some buys go through a temporary seed account, and each buy decodes at exactly the SOL wrapped", () => {
    const buys = [...world.transactions.values()].filter((t) => t.err === null && wrapped(t) !== null && t.logMessages.some((l) => /Instruction: Buy|swap_base_in/.test(l)));
    const seeded = buys.filter((t) => wrapped(t)!.seed);
    expect(seeded.length).toBeGreaterThan(0);
    expect(buys.length - seeded.length).toBeGreaterThan(0);
    for (const t of buys) {
      const answer = JSON.parse(handleRpcRequest(world, { jsonrpc: "2.0", id: 1, method: "getTransaction", params: [t.signature, { encoding: "jsonParsed", maxSupportedTransactionVersion: 0 }] }));
      const tx = normalizeTransaction(answer.result, t.signature);
      // the temporary account is in no balance list: nothing about it but its instructions
      if (wrapped(t)!.seed) expect(tx.tokenAccounts.some((a) => a.tokenAccount === wrapped(t)!.account)).toBe(false);
      const trades = decodeTransaction(tx).trades.filter((d) => d.side === "buy");
      expect(trades, t.signature).toHaveLength(1);
      expect(trades[0].quoteAmount, t.signature).toBe(wrapped(t)!.lamports);
      expect(["pumpswap", "raydium_amm_v4", "raydium_cpmm"]).toContain(trades[0].venue);
    }
  });
});
