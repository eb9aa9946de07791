// Analytics: what happened to a pool's LP tokens. Three pool tokens, each
// created by its creator with 85 % of supply and 80 SOL, 26 organic buyers:
// - lp-burned (Raydium v4): the creator burns 96 % of the LP (SPL Burn) and
//   sends the other 4 % to the incinerator: 100 % burned or at the incinerator.
// - lp-locked (Raydium v4): the creator locks 100 % of the LP in Streamflow
//   (strmRq...) until a fixed date 180 days after the world's tip.
// - lp-kept (PumpSwap, Token-2022 LP): the creator keeps 100 % of the LP.
import { slotDaysAgo, TIP_TIME } from "../clock";
import { ACCOUNTS, PROGRAMS } from "../constants";
import { associatedTokenAddress } from "../crypto/pda";
import { deriveAddress } from "../keys";
import { isqrt } from "../world/amm-math";
import { pumpswapAddresses } from "../world/ix/pumpswap";
import { raydiumAddresses } from "../world/ix/raydium";
import { streamflowAddresses } from "../world/ix/streamflow";
import type { PoolVenue } from "../world/types";
import { launchPoolToken } from "./pool-token";
import { defineScenarioWithFacts, sol, type ScenarioScript } from "./script";
import type { Address, ScenarioDefinition, ScenarioExpectation } from "./types";

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
}

const POOL_AT = 300;
const FRACTION = 0.85;
const POOL_SOL = 80;
const SUPPLY = 1_000_000_000n * 10n ** 6n;
/** 180 days after the world's tip (2025-11-28T00:00:00Z). */
export const LP_UNLOCK_AT = TIP_TIME + 180 * 86_400;

type Fate = "burned" | "locked" | "kept";

function lpScenario(id: string, title: string, description: string, daysAgo: number, venue: PoolVenue, fate: Fate) {
  return defineScenarioWithFacts<LpFacts>({ id, title, description, startSlot: slotDaysAgo(daysAgo) }, (s: ScenarioScript) => {
    const { mint, creator } = launchPoolToken(s, { name: `${title} Token`.slice(0, 32), symbol: id.replace("lp-", "").toUpperCase().slice(0, 6), pool: { venue, fraction: FRACTION, sol: POOL_SOL }, buyers: 26 });
    const baseIn = (SUPPLY * BigInt(Math.round(FRACTION * 10_000))) / 10_000n;
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
    const expect: ScenarioExpectation = {
      recommendation: "SAFE",
      alsoAcceptable: ["REVIEW"],
      deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
      honeypot: { risk: "LOW", risks: [] },
      mintAuthorityRevoked: true,
      freezeAuthorityRevoked: true,
      sellRoute: "routable",
      venue,
      holderCount: { min: 25, max: 28 },
    };
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
      },
    };
  });
}

const burned = lpScenario("lp-burned", "LP burned", "Raydium pool whose creator burned 96 % of the LP and sent the rest to the incinerator.", 4.2, "raydium_v4", "burned");
const locked = lpScenario("lp-locked", "LP locked", "Raydium pool whose creator locked all LP tokens in Streamflow for 180 days.", 3.8, "raydium_v4", "locked");
const kept = lpScenario("lp-kept", "LP kept", "PumpSwap pool whose creator still holds all the LP tokens.", 3.2, "pumpswap", "kept");

export const lpBurned: ScenarioDefinition = burned.scenario;
export const lpLocked: ScenarioDefinition = locked.scenario;
export const lpKept: ScenarioDefinition = kept.scenario;
export const LP_BURNED_EXPECTED = burned.facts;
export const LP_LOCKED_EXPECTED = locked.facts;
export const LP_KEPT_EXPECTED = kept.facts;
/** the incinerator's LP token account in lp-burned. */
export const LP_INCINERATOR_ACCOUNT = associatedTokenAddress(ACCOUNTS.incinerator, LP_BURNED_EXPECTED.lpMint, PROGRAMS.token);
