// Orca Whirlpools position lock: a token paired in a Whirlpool (planted)
// whose creator's full-range position, all of the pool's liquidity, is locked
// for good with a LockConfig.
import { blockTimeOf, slotDaysAgo } from "@/server/ledger/clock";
import { bareToken, pctOfSupply, withCreatorWsol, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { WHIRLPOOL_PROGRAM, whirlpoolAddresses, whirlpoolCalls } from "@/server/ledger/world/layouts/locks/orca-whirlpool";

const POOL_SOL = 35;
const LIQUIDITY = 77_000_000_000_000n;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-orca-position", title: "Orca position locked", description: "Orca Whirlpool whose creator locked its position, all of the pool's liquidity, for good.", startSlot: slotDaysAgo(0.95) },
  (s) => {
    const t = bareToken(s, "Orcalock");
    const plan = {
      creator: t.creator, config: s.wallet("whirlpools-config"), mint: t.mint, creatorTokens: t.creatorTokens, creatorWsol: t.creatorWsol,
      tokens: pctOfSupply(88), lamports: sol(POOL_SOL), liquidity: LIQUIDITY, vaultA: s.wallet("vault-a"), vaultB: s.wallet("vault-b"),
      positionMint: s.wallet("position-mint"), lockedAt: blockTimeOf(s.slot(380)),
    };
    const [initialize, open, lock] = whirlpoolCalls(plan);
    s.at(300, { kind: "programCall", actor: t.creator, call: withCreatorWsol(initialize, t.creator, sol(POOL_SOL)) });
    s.at(340, { kind: "programCall", actor: t.creator, call: open });
    s.at(380, { kind: "programCall", actor: t.creator, call: lock });
    const a = whirlpoolAddresses(plan);
    return {
      mint: t.mint,
      expect: { recommendation: "REVIEW", sellRoute: "no_pool", honeypot: { risk: "LOW", risks: [] }, deployer: { creator: t.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 } },
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: WHIRLPOOL_PROGRAM,
        locker: "orca_position_lock",
        asset: "lp",
        pool: a.pool,
        lpMint: null,
        accounts: [a.lockConfig],
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

export const lockOrcaPosition = world.scenario;
export const LOCK_ORCA_POSITION = world.facts;
