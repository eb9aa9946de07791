// Jupiter Lock of a PumpSwap pool's LP (a Token-2022 LP mint): the creator
// locks all of it in one VestingEscrow whose whole amount unlocks at a cliff
// 48 h after the tip. A 24 h horizon does not reach it; 72 h does.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { PROGRAMS } from "@/server/ledger/constants";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { HOUR, tradedToken, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts } from "@/server/ledger/scenarios/script";
import { jupiterEscrowAddress, jupiterEscrowCall } from "@/server/ledger/world/layouts/locks/jupiter-lock";

const CLIFF = TIP_TIME + 48 * HOUR;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-jupiter-lp", title: "LP in Jupiter Lock", description: "PumpSwap pool whose creator locked all its LP in Jupiter Lock until 48 h after the tip.", startSlot: slotDaysAgo(1.5) },
  (s) => {
    const t = tradedToken(s, "Jupilock", "pumpswap");
    const base = s.wallet("escrow-base");
    s.at(420, {
      kind: "programCall",
      actor: t.creator,
      call: jupiterEscrowCall({
        base, creator: t.creator, recipient: t.creator, mint: t.lpMint, tokenProgram: PROGRAMS.token2022, creatorTokens: t.creatorLp,
        vestingStart: CLIFF, cliffTime: CLIFF, frequency: 0, cliffAmount: t.lpMinted, amountPerPeriod: 0n, periods: 0, cancelMode: 0,
      }),
    });
    return {
      mint: t.mint,
      // past the cliff (a clock after the tip) the whole LP can be pulled: REVIEW
      expect: { ...firstLaunchExpect(t.creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "pumpswap" }), recommendation: "REVIEW" },
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: "LocpQgucEQHbqNABEYvBvwoxCPsSbG91A1QaQhQQqjn",
        locker: "jupiter_lock",
        asset: "lp",
        pool: t.pool,
        lpMint: t.lpMint,
        accounts: [jupiterEscrowAddress(base).address],
        locked: t.lpMinted,
        forever: 0n,
        base: t.lpMinted,
        tranches: [{ at: CLIFF, amount: t.lpMinted }],
        linear: null,
        beneficiary: t.creator,
        unlocksAt: CLIFF,
      },
    };
  },
);

export const lockJupiterLp = world.scenario;
export const LOCK_JUPITER_LP = world.facts;
