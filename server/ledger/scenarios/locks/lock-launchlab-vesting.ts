// Raydium LaunchLab creator vesting: a token that launched on LaunchLab and
// migrated 10 days before the tip (its curve is not replayed: the pool state
// and vault are planted), now trading on Raydium v4. 10% of the supply vests
// to the creator: a 30-day cliff from migration, then linear over 90 days
// (so 1% of the supply is unlocked 29 days after the tip).
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { DAY, pctOfSupply, SUPPLY, tradedToken, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts } from "@/server/ledger/scenarios/script";
import { LAUNCHLAB_PROGRAM, launchlabAddresses, launchlabCalls } from "@/server/ledger/world/layouts/locks/raydium-launchlab";

const MIGRATED = TIP_TIME - 10 * DAY;
const CLIFF = 30 * DAY;
const UNLOCK = 90 * DAY;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-launchlab-vesting", title: "LaunchLab vesting", description: "Token migrated from Raydium LaunchLab whose creator's 10% share vests: 30-day cliff, then 90 days linear.", startSlot: slotDaysAgo(0.9) },
  (s) => {
    const t = tradedToken(s, "Labvest", "raydium_v4");
    const vested = pctOfSupply(10);
    const plan = { creator: t.creator, mint: t.mint, creatorTokens: associatedTokenAddress(t.creator, t.mint, PROGRAMS.token), supply: SUPPLY, vested, migratedAt: MIGRATED, cliffSeconds: CLIFF, unlockSeconds: UNLOCK, beneficiary: t.creator };
    const [initialize, record] = launchlabCalls(plan);
    s.at(480, { kind: "programCall", actor: t.creator, call: initialize });
    s.at(500, { kind: "programCall", actor: t.creator, call: record });
    const from = MIGRATED + CLIFF;
    return {
      mint: t.mint,
      expect: firstLaunchExpect(t.creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "raydium_v4" }),
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: LAUNCHLAB_PROGRAM,
        locker: "raydium_launchlab",
        asset: "supply",
        pool: t.pool,
        lpMint: t.lpMint,
        accounts: [launchlabAddresses(plan).record],
        locked: vested,
        forever: 0n,
        base: SUPPLY,
        tranches: [],
        linear: { from, to: from + UNLOCK, amount: vested },
        beneficiary: t.creator,
        // 1% of the supply = a tenth of the share: 9 of the 90 days
        unlocksAt: from + UNLOCK / 10,
      },
    };
  },
);

export const lockLaunchlabVesting = world.scenario;
export const LOCK_LAUNCHLAB_VESTING = world.facts;
