// Test-only factories for the early-buyer layers (stealth bundles, exited
// groups): buy fingerprints, holders whose first buy carries one, and early
// buyers with their buys and sells. Deterministic like snapshot-factory.ts.
import type { BuyFingerprint, EarlyBuyerSnapshot, HolderSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import { address, amountOfPct, fundingChain, LAMPORTS_PER_SOL, signature } from "@/server/engine/testing/snapshot-factory";

/** A buy sent by the buyer itself at the default budget, no tip, no table: an ordinary buy. */
export function makeFingerprint(owner: string, overrides: Partial<BuyFingerprint> = {}): BuyFingerprint {
  return { feePayer: owner, cuLimit: null, cuPrice: null, tips: [], lookupTables: [], ...overrides };
}

export interface FreshBuyerSpec {
  name: string;
  pct: number;
  buySlot: number;
  fingerprint?: Partial<BuyFingerprint>;
  /** seconds between the wallet's first funding and its buy; default 1 h (fresh). */
  fundedSecondsBefore?: number;
  funders?: string[];
}

const BUY_TIME = 1_749_000_000;

/** A holder with a first buy at `buySlot` carrying a fingerprint, funded `fundedSecondsBefore` earlier. */
export function makeFreshHolder(spec: FreshBuyerSpec, rank: number): HolderSnapshot {
  const owner = address(spec.name);
  const funding = fundingChain(owner, spec.funders ?? [address(`own-funder:${owner}`)]);
  const buyTime = BUY_TIME + (spec.buySlot - 1_000) * 0.4;
  funding[0] = { ...funding[0], slot: spec.buySlot - 50, blockTime: buyTime - (spec.fundedSecondsBefore ?? 3_600) };
  return {
    rank,
    owner,
    tokenAccount: address(`ata:${spec.name}`),
    amount: amountOfPct(spec.pct),
    traced: true,
    firstBuy: {
      signature: signature(`buy:${owner}`),
      slot: spec.buySlot,
      blockTime: Math.round(buyTime),
      amount: amountOfPct(spec.pct),
      venue: "pumpfun",
      fingerprint: makeFingerprint(owner, spec.fingerprint),
    },
    funding,
  };
}

function trade(owner: string, side: "buy" | "sell", slot: number, amount: bigint, lamports: bigint, before: bigint): TradeSnapshot {
  const after = side === "buy" ? before + amount : before - amount;
  return { signature: signature(`${side}:${owner}:${slot}`), slot, blockTime: null, owner, side, amount, balanceBefore: before, balanceAfter: after, lamports, venue: "pumpfun" };
}

export interface EarlyBuyerSpec {
  name: string;
  /** hop-1 funder first. */
  funders: string[];
  buySlot: number;
  boughtPct: number;
  /** share of the bag sold, 0-1, in one sell at `sellSlot`. */
  soldFraction: number;
  sellSlot?: number;
  /** SOL paid and received. */
  paidSol?: number;
  receivedSol?: number;
}

/** An early buyer with one buy and (when soldFraction > 0) one sell. */
export function makeEarlyBuyer(spec: EarlyBuyerSpec): EarlyBuyerSnapshot {
  const owner = address(spec.name);
  const bought = amountOfPct(spec.boughtPct);
  const sold = (bought * BigInt(Math.round(spec.soldFraction * 10_000))) / 10_000n;
  const lamports = (sol: number) => (BigInt(Math.round(sol * 1_000)) * LAMPORTS_PER_SOL) / 1_000n;
  const buy = trade(owner, "buy", spec.buySlot, bought, lamports(spec.paidSol ?? 1), 0n);
  const trades = [buy];
  if (sold > 0n) trades.push(trade(owner, "sell", spec.sellSlot ?? spec.buySlot + 500, sold, lamports(spec.receivedSol ?? 2), bought));
  return {
    owner,
    firstBuy: { signature: buy.signature, slot: buy.slot, blockTime: null, amount: bought, venue: "pumpfun", fingerprint: makeFingerprint(owner) },
    funding: fundingChain(owner, spec.funders),
    trades,
    historyComplete: true,
  };
}
