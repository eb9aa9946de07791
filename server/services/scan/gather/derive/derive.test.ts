// The gatherer's derivations on recorded mainnet transactions.
import { describe, expect, it } from "vitest";
import { normalizeTransaction } from "@/server/chain/normalize/normalize-transaction";
import { loadRecordedTransaction } from "@/server/chain/normalize/recorded-transactions";
import { resolveCreator } from "@/server/services/scan/gather/derive/creator";
import { findFundingLink } from "@/server/services/scan/gather/derive/funding";
import { extractTrades } from "@/server/services/scan/gather/derive/trades";

function load(file: string) {
  const raw = loadRecordedTransaction(file);
  return { raw, tx: normalizeTransaction(raw) };
}

describe("resolveCreator on recorded pump.fun creations", () => {
  it("takes the Create instruction's user account as the creator, not the mint keypair", () => {
    const { raw, tx } = load("pumpfun-create-1.json");
    expect(resolveCreator(tx, raw, "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp")).toBe("Fswrw3tgQL597kCexxLEhft6a7Su4CDoqwRMqqj4BEp5");
    const second = load("pumpfun-create-2.json");
    expect(resolveCreator(second.tx, second.raw, "7F7TeMsGutc2YpxeH7U3PiFLwG2FygN2jMLeDKAXNbwu")).toBe("FiYwf895W6ntoitNvhVwBLS4uwKZmMhsxiQmYY44488U");
  });

  it("answers null for a mint the transaction did not create", () => {
    const { raw, tx } = load("pumpfun-create-1.json");
    expect(resolveCreator(tx, raw, "So11111111111111111111111111111111111111112")).toBeNull();
  });

  it("prefers the signing user over a relaying fee payer when no venue decode applies", () => {
    const { tx } = load("pumpfun-create-1.json");
    const relayed = { ...tx, feePayer: "Relayer1111111111111111111111111111111111111", signers: ["Relayer1111111111111111111111111111111111111", ...tx.signers] };
    expect(resolveCreator(relayed, {}, "ER2N5eaDoC68kNhj7LyaScimzq7deaqxiw88rewvxaKp")).toBe("Fswrw3tgQL597kCexxLEhft6a7Su4CDoqwRMqqj4BEp5");
  });
});

describe("extractTrades on recorded swaps", () => {
  it("reads the pump.fun buy as a buy of the buyer, with its SOL leg", () => {
    const { tx } = load("pumpfun-buy-1.json");
    const mint = tx.tokenDeltas.find((d) => d.owner === "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6")!.mint;
    const curveOwners = new Set(tx.tokenDeltas.filter((d) => d.delta < 0n).map((d) => d.owner));
    const trades = extractTrades(tx, mint, (owner) => curveOwners.has(owner));
    expect(trades).toEqual([
      expect.objectContaining({ owner: "4SrXdKFYoiUfYzWN7YV8kdJ2TkZieDmjVCEJg4mTAun6", side: "buy", amount: 724879458841n, slot: 287951684 }),
    ]);
    expect(trades[0].lamports).toBeGreaterThan(0n);
  });

  it("reads the pump.fun sell as a sell against the balance before it", () => {
    const { tx } = load("pumpfun-sell-1.json");
    const seller = tx.tokenDeltas.find((d) => d.delta < 0n && d.owner.startsWith("3P2pmf"))!;
    const trades = extractTrades(tx, seller.mint, (owner) => owner !== seller.owner);
    expect(trades).toEqual([expect.objectContaining({ owner: seller.owner, side: "sell", amount: 94443000000n, balanceBefore: seller.pre })]);
  });
});

describe("extractTrades on recorded non-trades", () => {
  it("reports no trade for a token transfer, a liquidity add or an LP burn (no quote moved the other way)", () => {
    for (const file of ["usdc-transfer-checked.json", "raydium-v4-add-liquidity.json", "raydium-v4-remove-liquidity.json"]) {
      const { tx } = load(file);
      for (const mint of new Set(tx.tokenDeltas.map((d) => d.mint))) expect(extractTrades(tx, mint, () => false)).toEqual([]);
    }
  });
});

describe("findFundingLink on a recorded SOL transfer", () => {
  it("names the sender, the lamports and the signature", () => {
    const { tx } = load("sol-transfer.json");
    const transfer = tx.solTransfers[0];
    expect(findFundingLink(tx, transfer.to, 1)).toMatchObject({ from: transfer.from, to: transfer.to, lamports: transfer.lamports, signature: tx.signature, hop: 1 });
    expect(findFundingLink(tx, transfer.from, 1)).toBeNull();
  });
});
