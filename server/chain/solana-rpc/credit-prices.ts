// What a provider bills per JSON-RPC call, in its own credits. Two published
// price lists as defaults (read 2026-11-28; docs/operations.md "RPC credits"
// cites them), any method overridable (RPC_CREDIT_OVERRIDES): a plan or a
// provider we do not list is one line of configuration, not code.
export interface CreditPrices {
  name: string;
  /** credits of a method the list does not name */
  defaultCredits: number;
  methods: Readonly<Record<string, number>>;
}

/**
 * Helius (helius.dev/docs/billing/credits; helius-labs/docs billing/credits.mdx as of 2025-11-11):
 * standard calls 1, getProgramAccounts 10, historical ("archival") calls 10, getTransactionsForAddress
 * 100 (developer plan and up). getSignatureStatuses is 10 with searchTransactionHistory, 1 without:
 * priced at 10 here (the scan never sends it).
 */
export const HELIUS_CREDITS: CreditPrices = {
  name: "helius",
  defaultCredits: 1,
  methods: {
    getProgramAccounts: 10,
    getSignaturesForAddress: 10,
    getTransaction: 10,
    getBlock: 10,
    getBlocks: 10,
    getBlocksWithLimit: 10,
    getBlockTime: 10,
    getInflationReward: 10,
    getSignatureStatuses: 10,
    getTransactionsForAddress: 100,
  },
};

/**
 * QuickNode (its API-credits page, the multiplier table every chain's page shows, e.g.
 * quicknode.com/api-credits/sei; read 2026-11-28): Solana methods 30 credits each; "large calls"
 * getLargestAccounts and getSupply 4x (120), getAsset methods 2x (60). What we read names no value of
 * its own for getTransactionsForAddress: charged at the chain's 30 until your plan says otherwise.
 */
export const QUICKNODE_CREDITS: CreditPrices = {
  name: "quicknode",
  defaultCredits: 30,
  methods: { getLargestAccounts: 120, getSupply: 120, getAsset: 60, getAssets: 60, getAssetProof: 60, getAssetsByOwner: 60 },
};

export const CREDIT_PRICE_LISTS = { helius: HELIUS_CREDITS, quicknode: QUICKNODE_CREDITS } as const;
export type CreditPriceListName = keyof typeof CREDIT_PRICE_LISTS;

/** A named list with per-method overrides ("getTransactionsForAddress=10,getTransaction=5"). */
export function buildCreditPrices(name: CreditPriceListName, overrides: Readonly<Record<string, number>> = {}): CreditPrices {
  const base = CREDIT_PRICE_LISTS[name];
  const overridden = Object.keys(overrides).length > 0;
  return { name: overridden ? `${base.name}+overrides` : base.name, defaultCredits: base.defaultCredits, methods: { ...base.methods, ...overrides } };
}

/** "method=credits,method=credits" -> record; throws on a malformed entry (config is validated once). */
export function parseCreditOverrides(text: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const entry of text.split(",").map((e) => e.trim()).filter(Boolean)) {
    const match = /^([A-Za-z][A-Za-z0-9]*)=(\d+(?:\.\d+)?)$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not method=credits`);
    out[match[1]] = Number(match[2]);
  }
  return out;
}

export function creditsFor(method: string, prices: CreditPrices): number {
  return prices.methods[method] ?? prices.defaultCredits;
}

/** Credits of a set of calls by method. */
export function creditsOf(calls: Readonly<Record<string, number>>, prices: CreditPrices): number {
  return Object.entries(calls).reduce((sum, [method, n]) => sum + n * creditsFor(method, prices), 0);
}
