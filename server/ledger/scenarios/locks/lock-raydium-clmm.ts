// Raydium Burn & Earn of a CLMM position: a token paired in a Raydium CLMM
// pool (planted) whose creator's position, all of the pool's liquidity, is
// locked for good: its NFT moves to the locking program, which records pool
// and position. Pool liquidity, not an LP token: locked for good 100%.
import { slotDaysAgo } from "@/server/ledger/clock";
import { bareToken, pctOfSupply, withCreatorWsol, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { clmmAddresses, clmmCalls } from "@/server/ledger/world/layouts/locks/raydium-clmm";
import { RAYDIUM_LOCK_PROGRAM } from "@/server/ledger/world/layouts/locks/raydium-lp-lock";

const POOL_SOL = 45;
const LIQUIDITY = 91_000_000_000_000n;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-raydium-clmm", title: "CLMM position burned & earning", description: "Raydium CLMM pool whose creator locked its position, all the pool's liquidity, for good with Burn & Earn.", startSlot: slotDaysAgo(0.8) },
  (s) => {
    const t = bareToken(s, "Clmmlock");
    const plan = { creator: t.creator, config: s.wallet("clmm-config"), mint: t.mint, creatorTokens: t.creatorTokens, creatorWsol: t.creatorWsol, tokens: pctOfSupply(86), lamports: sol(POOL_SOL), liquidity: LIQUIDITY, positionNft: s.wallet("position-nft") };
    const [create, open, lock] = clmmCalls(plan);
    s.at(300, { kind: "programCall", actor: t.creator, call: withCreatorWsol(create, t.creator, sol(POOL_SOL)) });
    s.at(330, { kind: "programCall", actor: t.creator, call: open });
    s.at(360, { kind: "programCall", actor: t.creator, call: lock });
    const a = clmmAddresses(plan);
    return {
      mint: t.mint,
      expect: { recommendation: "REVIEW", sellRoute: "no_pool", honeypot: { risk: "LOW", risks: [] }, deployer: { creator: t.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 } },
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: RAYDIUM_LOCK_PROGRAM,
        locker: "raydium_lp_lock",
        asset: "lp",
        pool: a.pool,
        lpMint: null,
        accounts: [a.locked],
        locked: LIQUIDITY,
        forever: LIQUIDITY,
        base: LIQUIDITY,
        tranches: [],
        linear: null,
        beneficiary: t.creator,
        unlocksAt: null,
      },
    };
  },
);

export const lockRaydiumClmm = world.scenario;
export const LOCK_RAYDIUM_CLMM = world.facts;
