// DexScreener answers computed from the world at a fixed SOL price, in the
// pair shape of market/dexscreener-*.json. Pump.fun curve pairs carry no
// `liquidity` object (as in the recorded pumpfun pair); pool pairs do, the SOL
// side counted twice. Pairs are sorted by liquidity, deepest first.
import { blockTimeOf, TIP_TIME } from "@/server/ledger/clock";
import { ACCOUNTS, SOL_PRICE_USD } from "@/server/ledger/constants";
import type { World } from "@/server/ledger/world/world";
import { venueViews, type VenueView } from "@/server/ledger/market/venue-views";

const DEX_ID = { curve: "pumpfun", pumpswap: "pumpswap", raydium_v4: "raydium" } as const;
const WINDOWS = { m5: 300, h1: 3600, h6: 21_600, h24: 86_400 } as const;

/** DexScreener's price strings: 4 significant digits, trailing zeros kept ("0.0005580"). */
function priceString(value: number): string {
  if (value <= 0) return "0";
  if (value >= 1) return String(Number(value.toFixed(4)));
  const digits = Math.min(20, -Math.floor(Math.log10(value)) + 3);
  return value.toFixed(digits);
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function activity(world: World, view: VenueView) {
  const trades = world.trades.get(view.address) ?? [];
  const txns: Record<string, { buys: number; sells: number }> = {};
  const volume: Record<string, number> = {};
  const priceChange: Record<string, number> = {};
  for (const [key, seconds] of Object.entries(WINDOWS)) {
    const recent = trades.filter((t) => blockTimeOf(t.slot) > TIP_TIME - seconds);
    txns[key] = { buys: recent.filter((t) => t.isBuy).length, sells: recent.filter((t) => !t.isBuy).length };
    volume[key] = round2((recent.reduce((sum, t) => sum + Number(t.lamports), 0) / 1e9) * SOL_PRICE_USD);
    const before = [...trades].reverse().find((t) => blockTimeOf(t.slot) <= TIP_TIME - seconds);
    const start = before?.priceSol ?? trades[0]?.priceSol ?? view.priceSol;
    priceChange[key] = start > 0 && recent.length > 0 ? round2((view.priceSol / start - 1) * 100) : 0;
  }
  return { txns: { m5: txns.m5, h1: txns.h1, h6: txns.h6, h24: txns.h24 }, volume: { h24: volume.h24, h6: volume.h6, h1: volume.h1, m5: volume.m5 }, priceChange };
}

function pairOf(world: World, mint: string, view: VenueView) {
  const listing = world.listings.get(mint);
  const supply = world.getMint(mint)?.supply ?? 0n;
  const decimals = world.getMint(mint)?.decimals ?? 6;
  const priceUsd = view.priceSol * SOL_PRICE_USD;
  const cap = round2((Number(supply) / 10 ** decimals) * priceUsd);
  const dexId = view.kind === "curve" ? DEX_ID.curve : DEX_ID[view.venue];
  const createdSlot = view.kind === "curve" ? (listing?.createdSlot ?? world.tipSlot) : view.openSlot;
  const quoteSol = Number(view.quoteReserve) / 1e9;
  return {
    chainId: "solana",
    dexId,
    url: `https://dexscreener.com/solana/${view.address.toLowerCase()}`,
    pairAddress: view.address,
    baseToken: { address: mint, name: listing?.name ?? "", symbol: listing?.symbol ?? "" },
    quoteToken: { address: ACCOUNTS.wrappedSol, name: "Wrapped SOL", symbol: "SOL" },
    priceNative: priceString(view.priceSol),
    priceUsd: priceString(priceUsd),
    ...activity(world, view),
    ...(view.kind === "pool"
      ? { liquidity: { usd: round2(quoteSol * SOL_PRICE_USD * 2), base: Math.round(Number(view.baseReserve) / 10 ** decimals), quote: Math.round(quoteSol * 10_000) / 10_000 } }
      : {}),
    fdv: cap,
    marketCap: cap,
    pairCreatedAt: blockTimeOf(createdSlot) * 1000,
    info: {
      imageUrl: `https://cdn.dexscreener.com/cms/images/${mint.slice(0, 16)}?width=800&height=800&quality=95&format=auto`,
      openGraph: `https://cdn.dexscreener.com/token-images/og/solana/${mint}?timestamp=${TIP_TIME * 1000}`,
      websites: [],
      socials: [],
    },
  };
}

export type DexPair = ReturnType<typeof pairOf>;

export function pairsForTokens(world: World, mints: string[]): DexPair[] {
  const pairs: DexPair[] = [];
  for (const mint of mints) {
    if (!world.getMint(mint)) continue;
    for (const view of venueViews(world, mint)) pairs.push(pairOf(world, mint, view));
  }
  return pairs.sort((a, b) => (b.liquidity?.usd ?? 0) - (a.liquidity?.usd ?? 0));
}

export function pairsByAddress(world: World, pairAddresses: string[]): DexPair[] {
  const out: DexPair[] = [];
  for (const [mint, venues] of world.venuesByMint) {
    for (const view of venueViews(world, mint)) if (venues.includes(view.address) && pairAddresses.includes(view.address)) out.push(pairOf(world, mint, view));
  }
  return out;
}
