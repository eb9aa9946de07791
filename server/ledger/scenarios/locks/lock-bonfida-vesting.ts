// Bonfida token vesting of the supply: the creator of a PumpSwap token vests
// 11% to a team wallet's token account in four steps: 2% a day after the tip,
// then 3% at ten years, and 3% a quarter and a half year later. The first
// step falls inside a 72 h horizon, not a 12 h one.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { DAY, FAR, HOUR, pctOfSupply, SUPPLY, tradedToken, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts } from "@/server/ledger/scenarios/script";
import { BONFIDA_VESTING_PROGRAM, bonfidaAddresses, bonfidaVestingCall } from "@/server/ledger/world/layouts/locks/bonfida-vesting";

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-bonfida-vesting", title: "Bonfida vesting", description: "PumpSwap token whose creator vests 11% of the supply to a team wallet in four Bonfida vesting steps.", startSlot: slotDaysAgo(1.3) },
  (s) => {
    const t = tradedToken(s, "Bonvest", "pumpswap");
    const team = s.wallet("team");
    const seed = Buffer.from("cabal-hunter-lock-bonfida-vesting-seed").subarray(0, 31);
    const schedules = [
      { releaseTime: TIP_TIME + 24 * HOUR, amount: pctOfSupply(2) },
      { releaseTime: FAR, amount: pctOfSupply(3) },
      { releaseTime: FAR + 91 * DAY, amount: pctOfSupply(3) },
      { releaseTime: FAR + 182 * DAY, amount: pctOfSupply(3) },
    ];
    const creatorTokens = associatedTokenAddress(t.creator, t.mint, PROGRAMS.token);
    s.at(460, { kind: "programCall", actor: t.creator, call: bonfidaVestingCall({ seed, sender: t.creator, senderTokens: creatorTokens, destinationTokens: associatedTokenAddress(team, t.mint, PROGRAMS.token), mint: t.mint, schedules }) });
    return {
      mint: t.mint,
      expect: firstLaunchExpect(t.creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "pumpswap" }),
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: BONFIDA_VESTING_PROGRAM,
        locker: "bonfida_vesting",
        asset: "supply",
        pool: t.pool,
        lpMint: t.lpMint,
        accounts: [bonfidaAddresses(seed).vesting],
        locked: pctOfSupply(11),
        forever: 0n,
        base: SUPPLY,
        tranches: schedules.map((r) => ({ at: r.releaseTime, amount: r.amount })),
        linear: null,
        // Bonfida names the recipient's token account
        beneficiary: associatedTokenAddress(team, t.mint, PROGRAMS.token),
        unlocksAt: TIP_TIME + 24 * HOUR,
      },
    };
  },
);

export const lockBonfidaVesting = world.scenario;
export const LOCK_BONFIDA_VESTING = world.facts;
