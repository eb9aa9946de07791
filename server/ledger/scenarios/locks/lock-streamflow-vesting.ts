// Streamflow vesting of the supply: the creator of a Raydium v4 token vests
// 10% of the supply to a team wallet: 4% at a cliff 36 h after the tip, then
// 0.2% a day for 30 days (Contract: cliff, cliff_amount, period 1 day,
// amount_per_period, end_time). Inside 72 h of the tip: 4.2% unlocks.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { PROGRAMS } from "@/server/ledger/constants";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { DAY, HOUR, pctOfSupply, SUPPLY, tradedToken, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts } from "@/server/ledger/scenarios/script";

const CLIFF = TIP_TIME + 36 * HOUR;
const PERIODS = 30;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-streamflow-vesting", title: "Streamflow vesting", description: "Raydium token whose creator vests 10% of the supply to a team wallet in Streamflow: 4% at a cliff, then daily.", startSlot: slotDaysAgo(1.6) },
  (s) => {
    const t = tradedToken(s, "Streamvest", "raydium_v4");
    const team = s.wallet("team");
    const metadata = s.wallet("streamflow-contract");
    const cliffAmount = pctOfSupply(4);
    const perPeriod = pctOfSupply(0.2);
    const amount = cliffAmount + perPeriod * BigInt(PERIODS);
    const end = CLIFF + PERIODS * DAY;
    s.at(400, { kind: "streamflowLock", owner: t.creator, mint: t.mint, amount: { raw: amount }, unlockAt: end, metadata, name: "Team vesting", recipient: team, vesting: { start: CLIFF, cliff: CLIFF, cliffAmount, period: DAY, perPeriod } });
    return {
      mint: t.mint,
      expect: firstLaunchExpect(t.creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "raydium_v4" }),
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: PROGRAMS.streamflow,
        locker: "streamflow",
        asset: "supply",
        pool: t.pool,
        lpMint: t.lpMint,
        accounts: [metadata],
        locked: amount,
        forever: 0n,
        base: SUPPLY,
        tranches: [{ at: CLIFF, amount: cliffAmount }, ...Array.from({ length: PERIODS }, (_, i) => ({ at: CLIFF + (i + 1) * DAY, amount: perPeriod }))],
        linear: null,
        beneficiary: team,
        unlocksAt: CLIFF,
      },
    };
  },
);

export const lockStreamflowVesting = world.scenario;
export const LOCK_STREAMFLOW_VESTING = world.facts;
