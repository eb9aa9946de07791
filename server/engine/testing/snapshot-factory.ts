// Test-only snapshot factories. Addresses and signatures are deterministic
// base58 strings derived from a label, so a test reads as "holder-3 funded by
// master" and its output never changes between runs. A baseline snapshot is a
// clean, fully covered token; tests override only what they are about.
import type {
  Address,
  FunderProfile,
  FundingLink,
  HolderSnapshot,
  LaunchSnapshot,
  Signature,
  TokenSnapshot,
  TradeSnapshot,
} from "@/server/engine/snapshot";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function bytesFrom(label: string, length: number): number[] {
  // FNV-1a over label + index, then murmur3's finalizer (FNV's low byte alone
  // only depends on the inputs' low bits and collides): deterministic, no crypto.
  return Array.from({ length }, (_, index) => {
    let hash = 0x811c9dc5;
    for (const char of `${label}#${index}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
    hash ^= hash >>> 16;
    hash = Math.imul(hash, 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
    return (hash >>> 0) & 0xff;
  });
}

function toBase58(bytes: number[]): string {
  let value = bytes.reduce((acc, byte) => acc * 256n + BigInt(byte), 0n);
  let out = "";
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out;
    value /= 58n;
  }
  const leadingZeros = bytes.findIndex((byte) => byte !== 0);
  return "1".repeat(leadingZeros === -1 ? bytes.length : leadingZeros) + out;
}

/** A 32-byte base58 address named by label. */
export const address = (label: string): Address => toBase58(bytesFrom(`addr:${label}`, 32));
/** A 64-byte base58 signature named by label. */
export const signature = (label: string): Signature => toBase58(bytesFrom(`sig:${label}`, 64));

export const DECIMALS = 6;
/** 1,000,000,000 tokens of 6 decimals. */
export const SUPPLY = 1_000_000_000n * 10n ** BigInt(DECIMALS);
export const MINT = address("mint");
export const DEPLOYER = address("deployer");
export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Base units holding `pct` percent of SUPPLY (4 decimals of precision). */
export function amountOfPct(pct: number): bigint {
  return (SUPPLY * BigInt(Math.round(pct * 10_000))) / 1_000_000n;
}

/** The link `from` -> `to`; its signature depends only on the pair, as on chain. */
export function fundingLink(from: Address, to: Address, hop: number): FundingLink {
  return { hop, from, to, signature: signature(`fund:${from}->${to}`), slot: 500 + hop, blockTime: null, lamports: LAMPORTS_PER_SOL };
}

/** Links for a linear chain: funders[0] funds the owner (hop 1), funders[1] funds funders[0] (hop 2)... */
export function fundingChain(owner: Address, funders: Address[]): FundingLink[] {
  return funders.map((from, index) => fundingLink(from, index === 0 ? owner : funders[index - 1], index + 1));
}

export interface HolderSpec {
  pct: number;
  /** owner label; default "holder-<rank>". */
  name?: string;
  /** hop-1 funder first. Default: a private funder of its own. */
  funders?: Address[];
  /** slot of the first buy; default a slot of its own. null: no buy seen. */
  buySlot?: number | null;
  traced?: boolean;
}

export function makeHolders(specs: HolderSpec[], firstRank = 1): HolderSnapshot[] {
  return specs.map((spec, index) => {
    const rank = firstRank + index;
    const owner = address(spec.name ?? `holder-${rank}`);
    const buySlot = spec.buySlot === undefined ? 10_000 + rank * 7 : spec.buySlot;
    return {
      rank,
      owner,
      tokenAccount: address(`ata:${spec.name ?? `holder-${rank}`}`),
      amount: amountOfPct(spec.pct),
      traced: spec.traced ?? true,
      firstBuy:
        buySlot === null ? null : { signature: signature(`buy:${owner}`), slot: buySlot, blockTime: null, amount: amountOfPct(spec.pct), venue: "pumpswap" },
      funding: fundingChain(owner, spec.funders ?? [address(`own-funder:${owner}`)]),
    };
  });
}

/** An ordinary wallet: a few SOL, funded a handful of wallets. */
export function funderProfile(address: Address, overrides: Partial<FunderProfile> = {}): FunderProfile {
  return {
    address,
    label: null,
    balanceLamports: 3n * LAMPORTS_PER_SOL,
    fundedWallets: 4,
    sampledTxs: 20,
    historyCapped: false,
    isProgramOwned: false,
    ...overrides,
  };
}

/** Ordinary profiles for every funder met in the holders' links, then the given overrides. */
export function profilesFor(holders: HolderSnapshot[], overrides: Record<Address, Partial<FunderProfile>> = {}) {
  const funders: Record<Address, FunderProfile> = {};
  for (const link of holders.flatMap((holder) => holder.funding)) funders[link.from] = funderProfile(link.from, overrides[link.from]);
  return funders;
}

export function makeSell(owner: Address, slot: number, amount: bigint, balanceBefore: bigint, tag = ""): TradeSnapshot {
  return {
    signature: signature(`sell:${owner}:${slot}:${tag}`),
    slot,
    blockTime: null,
    owner,
    side: "sell",
    amount,
    balanceBefore,
    balanceAfter: balanceBefore - amount,
    lamports: null,
    venue: "pumpswap",
  };
}

export function makeLaunch(name: string, market: LaunchSnapshot["market"]): LaunchSnapshot {
  return { mint: address(`launch:${name}`), signature: signature(`create:${name}`), slot: 100, blockTime: null, venue: "pumpfun", symbol: name.toUpperCase(), market };
}

/** `count` holders of `pctEach` percent, each with a private funder and a buy slot of its own. */
export function organicHolders(count: number, pctEach: number, firstRank = 1): HolderSpec[] {
  return Array.from({ length: count }, (_, index) => ({ pct: pctEach, name: `organic-${firstRank + index}` }));
}

/**
 * A clean, fully covered token: classic SPL mint with revoked authorities, a
 * $50k pool at $500k market cap, a routable sell quote, a deployer on a
 * complete first launch. Holders get ordinary funder profiles automatically.
 */
export function makeSnapshot(overrides: Partial<TokenSnapshot> = {}): TokenSnapshot {
  const holders = overrides.holders ?? makeHolders(organicHolders(20, 1));
  const traced = holders.filter((holder) => holder.traced).length;
  return {
    mint: MINT,
    observedAt: 1_750_000_000,
    mintInfo: { status: "ok", programId: address("token-program"), isToken2022: false, decimals: DECIMALS, supply: SUPPLY, mintAuthority: null, freezeAuthority: null, extensions: [] },
    holders,
    earlyBuyers: [],
    liquidityAccounts: [{ owner: address("pool-authority"), tokenAccount: address("pool-vault"), amount: amountOfPct(30), kind: "pool", venue: "pumpswap" }],
    trades: [],
    funders: profilesFor(holders),
    deployer: { status: "ok", creator: DEPLOYER, creationSignature: signature("create:mint"), creationSlot: 90, venue: "pumpfun", historyComplete: true, launches: [] },
    market: { status: "ok", priceUsd: 0.0005, liquidityUsd: 50_000, marketCap: 500_000, fdv: 500_000, pairAddress: address("pair"), dexId: "pumpswap", pairCreatedAt: null, pairCount: 1, name: "Test", symbol: "TEST" },
    sellQuote: { status: "ok", routable: true, amountIn: 1_000_000n, outLamports: 2_500_000n, priceImpactPct: 0.4, routeLabels: ["PumpSwap"] },
    locks: { lp: null, locks: [], read: [], failed: [] },
    coverage: { holderCap: 50, fundingHops: 2, holdersFound: holders.length, holdersTraced: traced, capsHit: [], failures: [] },
    // no stored creators: the deployer's record is judged by the prior
    deployerRecords: [],
    ...overrides,
  };
}

/** makeSnapshot with holders built from specs (profiles derived from them), plus overrides. */
export function snapshotWithHolders(specs: HolderSpec[], overrides: Partial<TokenSnapshot> = {}): TokenSnapshot {
  const holders = makeHolders(specs);
  return makeSnapshot({ holders, funders: profilesFor(holders), ...overrides });
}
