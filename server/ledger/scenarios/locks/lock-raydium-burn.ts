// Raydium Burn & Earn: a token paired in a Raydium CPMM pool (planted: the
// ledger does not trade CPMM) whose creator locks all its LP in the
// liquidity-locking program for good. LP locked for good, nothing unlocks.
import { blockTimeOf, slotDaysAgo } from "@/server/ledger/clock";
import { bareToken, pctOfSupply, withCreatorWsol, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { cpLockAddresses, cpLockCall, RAYDIUM_LOCK_PROGRAM } from "@/server/ledger/world/layouts/locks/raydium-lp-lock";
import { cpmmPoolCall } from "@/server/ledger/world/layouts/locks/raydium-cpmm";

const POOL_SOL = 40;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-raydium-burn", title: "LP burned & earning (Raydium)", description: "Raydium CPMM pool whose creator locked all its LP for good with Burn & Earn.", startSlot: slotDaysAgo(1.2) },
  (s) => {
    const t = bareToken(s, "Burnearn");
    const pool = cpmmPoolCall({ creator: t.creator, config: s.wallet("cpmm-config"), mint: t.mint, creatorTokens: t.creatorTokens, creatorWsol: t.creatorWsol, tokens: pctOfSupply(90), lamports: sol(POOL_SOL), openTime: blockTimeOf(s.slot(300)) });
    s.at(300, { kind: "programCall", actor: t.creator, call: withCreatorWsol(pool.call, t.creator, sol(POOL_SOL)) });
    const feeNftMint = s.wallet("fee-nft");
    const lock = { owner: t.creator, pool: pool.pool, lpMint: pool.lpMint, ownerLp: pool.creatorLp, feeNftMint, amount: pool.lpMinted, epoch: 812n };
    s.at(360, { kind: "programCall", actor: t.creator, call: cpLockCall(lock) });
    return {
      mint: t.mint,
      // no market for a planted pool: nobody can be quoted a sell, so REVIEW
      expect: { recommendation: "REVIEW", sellRoute: "no_pool", honeypot: { risk: "LOW", risks: [] }, deployer: { creator: t.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 } },
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: RAYDIUM_LOCK_PROGRAM,
        locker: "raydium_lp_lock",
        asset: "lp",
        pool: pool.pool,
        lpMint: pool.lpMint,
        accounts: [cpLockAddresses(lock).locked],
        locked: pool.lpMinted,
        forever: pool.lpMinted,
        base: pool.lpMinted,
        tranches: [],
        linear: null,
        beneficiary: t.creator,
        unlocksAt: null,
      },
    };
  },
);

export const lockRaydiumBurn = world.scenario;
export const LOCK_RAYDIUM_BURN = world.facts;
