// Meteora DAMM v2 position locks: a token paired in a DAMM v2 pool (planted)
// whose creator's position holds all the pool's liquidity; half of it is
// locked for good (permanent_lock_position), the other half vests (a Vesting
// account): 10% of the liquidity at a cliff 5 days after the tip, then 10%
// every week for four weeks. LP positions are not tokens: shares are of the
// pool's liquidity.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { bareToken, DAY, pctOfSupply, withCreatorWsol, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { DAMM_V2_PROGRAM, dammV2Addresses, dammV2PermanentLockCall, dammV2PoolCall, dammV2VestingCall } from "@/server/ledger/world/layouts/locks/meteora-damm-v2";

const POOL_SOL = 50;
const LIQUIDITY = 10n ** 24n;
const CLIFF = TIP_TIME + 5 * DAY;
const WEEK = 7 * DAY;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-meteora-damm-v2", title: "DAMM v2 position locks", description: "Meteora DAMM v2 pool whose creator locked half its position for good and vests the other half over five weeks.", startSlot: slotDaysAgo(1.05) },
  (s) => {
    const t = bareToken(s, "Dammtwo");
    const plan = {
      creator: t.creator, config: s.wallet("damm-v2-config"), mint: t.mint, creatorTokens: t.creatorTokens, creatorWsol: t.creatorWsol,
      tokens: pctOfSupply(85), lamports: sol(POOL_SOL), liquidity: LIQUIDITY, positionNft: s.wallet("position-nft"), activationPoint: TIP_TIME - DAY,
    };
    const permanent = LIQUIDITY / 2n;
    const tenth = LIQUIDITY / 10n;
    const vesting = { cliffPoint: CLIFF, frequency: WEEK, cliffLiquidity: tenth, perPeriod: tenth, periods: 4 };
    const vestingAccount = s.wallet("vesting");
    s.at(300, { kind: "programCall", actor: t.creator, call: withCreatorWsol(dammV2PoolCall(plan), t.creator, sol(POOL_SOL)) });
    s.at(330, { kind: "programCall", actor: t.creator, call: dammV2PermanentLockCall(plan, permanent) });
    s.at(360, { kind: "programCall", actor: t.creator, call: dammV2VestingCall(plan, vestingAccount, vesting, permanent) });
    const a = dammV2Addresses(plan);
    return {
      mint: t.mint,
      expect: { recommendation: "REVIEW", sellRoute: "no_pool", honeypot: { risk: "LOW", risks: [] }, deployer: { creator: t.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 } },
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: DAMM_V2_PROGRAM,
        locker: "meteora_damm_v2",
        asset: "lp",
        pool: a.pool,
        lpMint: null,
        accounts: [a.position, vestingAccount],
        locked: LIQUIDITY,
        forever: permanent,
        base: LIQUIDITY,
        tranches: [0, 1, 2, 3, 4].map((i) => ({ at: CLIFF + i * WEEK, amount: tenth })),
        linear: null,
        // the owner of a DAMM v2 position is whoever holds its NFT: not named
        beneficiary: null,
        unlocksAt: CLIFF,
      },
    };
  },
);

export const lockMeteoraDammV2 = world.scenario;
export const LOCK_METEORA_DAMM_V2 = world.facts;
