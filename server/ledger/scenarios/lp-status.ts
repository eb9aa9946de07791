// Analytics: what happened to a pool's LP tokens. Three pool tokens, each
// created by its creator with 85 % of supply and 80 SOL, 26 organic buyers, 8
// of whom sell later (exact sells with price impact, pool-book.ts):
// - lp-burned (Raydium v4): the creator burns 96 % of the LP (SPL Burn) and
//   sends the other 4 % to the incinerator: 100 % burned or at the incinerator.
// - lp-locked (Raydium v4): the creator locks 100 % of the LP in Streamflow
//   (strmRq...) until a fixed date ten years after the world's tip (far past
//   any horizon, whatever clock reads it).
// - lp-kept (PumpSwap, Token-2022 LP): the creator keeps 100 % of the LP.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { deriveAddress } from "@/server/ledger/keys";
import { isqrt } from "@/server/ledger/world/amm-math";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { raydiumAddresses } from "@/server/ledger/world/ix/raydium";
import { streamflowAddresses } from "@/server/ledger/world/ix/streamflow";
import type { TokenAmount } from "@/server/ledger/world/actions/types";
import type { PoolVenue } from "@/server/ledger/world/types";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { PoolBook, type PoolSwapFact } from "@/server/ledger/scenarios/pool-book";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenarioWithFacts, sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address, ScenarioDefinition, ScenarioExpectation } from "@/server/ledger/scenarios/types";

export interface LpFacts {
  mint: Address;
  creator: Address;
  venue: PoolVenue;
  pool: Address;
  poolCreatedSlot: number;
  lpMint: Address;
  lpProgram: Address;
  /** LP minted to the creator at pool creation (= the LP supply then). */
  lpMinted: bigint;
  lpBurned: bigint;
  lpAtIncinerator: bigint;
  lpLocked: bigint;
  lpHeldByCreator: bigint;
  /** (burned + at the incinerator) / minted, percent. */
  lpBurnedPct: number;
  lpLockedPct: number;
  /** the Streamflow lock when there is one. */
  lock: { program: Address; metadata: Address; escrow: Address; unlocksAt: number; slot: number } | null;
  /** the 10 largest sells by SOL received, with reserves and price impact (8 sells in all). */
  largestSells: PoolSwapFact[];
  /** vault reserves after the planned history, and DexScreener's liquidity.usd for them. */
  reserves: { base: bigint; quote: bigint };
  liquidityUsd: number;
}

const POOL_AT = 300;
const FRACTION = 0.85;
const POOL_SOL = 80;
const SUPPLY = 1_000_000_000n * 10n ** 6n;
/** ten years after the world's tip (2035-05-30T00:00:00Z). */
export const LP_UNLOCK_AT = TIP_TIME + 10 * 365 * 86_400;

type Fate = "burned" | "locked" | "kept";

/** after every buy (the last lands before offset 600 + 26 x 2_200 + ~1_100): 8 holders sell, 3 of them out. */
const SELLS_FROM = 60_000;
const SELLS: { buyer: number; amount: TokenAmount }[] = [
  { buyer: 0, amount: "all" },
  { buyer: 3, amount: { fraction: 0.5 } },
  { buyer: 5, amount: { fraction: 0.8 } },
  { buyer: 8, amount: "all" },
  { buyer: 11, amount: { fraction: 0.3 } },
  { buyer: 14, amount: { fraction: 0.6 } },
  { buyer: 17, amount: "all" },
  { buyer: 20, amount: { fraction: 0.9 } },
];

function lpScenario(id: string, title: string, description: string, daysAgo: number, venue: PoolVenue, fate: Fate) {
  return defineScenarioWithFacts<LpFacts>({ id, title, description, startSlot: slotDaysAgo(daysAgo) }, (s: ScenarioScript) => {
    const { mint, creator } = launchPoolToken(s, { name: `${title} Token`.slice(0, 32), symbol: id.replace("lp-", "").toUpperCase().slice(0, 6), pool: { venue, fraction: FRACTION, sol: POOL_SOL }, buyers: 0 });
    const baseIn = (SUPPLY * BigInt(Math.round(FRACTION * 10_000))) / 10_000n;
    const book = new PoolBook(s, mint, venue, { base: baseIn, quote: sol(POOL_SOL) }, 6);
    const buys = planBuyers(s, { prefix: "buyer", count: 26, from: 600, spacing: 2_200, minSol: 0.3, maxSol: 2.5 });
    for (const b of buys) book.buy(b.buySlot, b.buyer, b.lamports);
    SELLS.forEach((sell, k) => book.sell(SELLS_FROM + k * 1_700, buys[sell.buyer].buyer, sell.amount));
    book.settle();
    const lpMinted = isqrt(baseIn * sol(POOL_SOL));
    const market = deriveAddress("openbook-market", mint);
    const pool = venue === "pumpswap" ? pumpswapAddresses.pool(creator, mint) : raydiumAddresses.amm(market);
    const lpMint = venue === "pumpswap" ? pumpswapAddresses.lpMint(pool) : raydiumAddresses.lpMint(market);
    const lpProgram = venue === "pumpswap" ? PROGRAMS.token2022 : PROGRAMS.token;
    let lpBurned = 0n;
    let lpAtIncinerator = 0n;
    let lpLocked = 0n;
    let lock: LpFacts["lock"] = null;
    if (fate === "burned") {
      lpBurned = (lpMinted * 96n) / 100n;
      lpAtIncinerator = lpMinted - lpBurned;
      s.at(POOL_AT + 120, { kind: "tokenBurn", owner: creator, mint: lpMint, amount: { raw: lpBurned } });
      s.at(POOL_AT + 125, { kind: "tokenTransfer", from: creator, to: ACCOUNTS.incinerator, mint: lpMint, amount: "all" });
    } else if (fate === "locked") {
      lpLocked = lpMinted;
      const metadata = s.wallet("streamflow-lock");
      s.at(POOL_AT + 140, { kind: "streamflowLock", owner: creator, mint: lpMint, amount: "all", unlockAt: LP_UNLOCK_AT, metadata, name: "LP lock" });
      lock = { program: PROGRAMS.streamflow, metadata, escrow: streamflowAddresses.escrow(metadata), unlocksAt: LP_UNLOCK_AT, slot: s.slot(POOL_AT + 140) };
    }
    const expect: ScenarioExpectation = firstLaunchExpect(creator, {
      mintAuthorityRevoked: true,
      freezeAuthorityRevoked: true,
      venue,
      holderCount: { min: 22, max: 25 },
    });
    const pct = (n: bigint) => (Number(n) / Number(lpMinted)) * 100;
    return {
      mint,
      expect,
      facts: {
        mint,
        creator,
        venue,
        pool,
        poolCreatedSlot: s.slot(POOL_AT),
        lpMint,
        lpProgram,
        lpMinted,
        lpBurned,
        lpAtIncinerator,
        lpLocked,
        lpHeldByCreator: lpMinted - lpBurned - lpAtIncinerator - lpLocked,
        lpBurnedPct: pct(lpBurned + lpAtIncinerator),
        lpLockedPct: pct(lpLocked),
        lock,
        largestSells: book.largestSells(),
        reserves: book.reserves,
        liquidityUsd: book.liquidityUsd,
      },
    };
  });
}

const burned = lpScenario("lp-burned", "LP burned", "Raydium pool whose creator burned 96 % of the LP and sent the rest to the incinerator.", 4.2, "raydium_v4", "burned");
const locked = lpScenario("lp-locked", "LP locked", "Raydium pool whose creator locked all LP tokens in Streamflow for ten years.", 3.8, "raydium_v4", "locked");
const kept = lpScenario("lp-kept", "LP kept", "PumpSwap pool whose creator still holds all the LP tokens.", 3.2, "pumpswap", "kept");

export const lpBurned: ScenarioDefinition = burned.scenario;
export const lpLocked: ScenarioDefinition = locked.scenario;
export const lpKept: ScenarioDefinition = kept.scenario;
export const LP_BURNED_EXPECTED = burned.facts;
export const LP_LOCKED_EXPECTED = locked.facts;
export const LP_KEPT_EXPECTED = kept.facts;
/** the incinerator's LP token account in lp-burned. */
export const LP_INCINERATOR_ACCOUNT = associatedTokenAddress(ACCOUNTS.incinerator, LP_BURNED_EXPECTED.lpMint, PROGRAMS.token);
