// UNCX LP locker: the creator of a Raydium AMM v4 pool locks 80% of its LP
// until ten years after the tip; the rest stays in its wallet. Locked until a
// date far outside any horizon: no flag.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { FAR, tradedToken, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts } from "@/server/ledger/scenarios/script";
import { UNCX_PROGRAM, uncxAddresses, uncxLockCall } from "@/server/ledger/world/layouts/locks/uncx-lp-locker";

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-uncx-lp", title: "LP in UNCX", description: "Raydium v4 pool whose creator locked 80% of its LP with UNCX for ten years.", startSlot: slotDaysAgo(1.4) },
  (s) => {
    const t = tradedToken(s, "Uncxed", "raydium_v4");
    const amount = (t.lpMinted * 80n) / 100n;
    const plan = { owner: t.creator, amm: t.pool, lpMint: t.lpMint, ownerLp: t.creatorLp, lockId: 4_187n, lockedAt: TIP_TIME - 36_000, unlockAt: FAR, amount };
    s.at(440, { kind: "programCall", actor: t.creator, call: uncxLockCall(plan) });
    return {
      mint: t.mint,
      expect: firstLaunchExpect(t.creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "raydium_v4" }),
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: UNCX_PROGRAM,
        locker: "uncx_lp_locker",
        asset: "lp",
        pool: t.pool,
        lpMint: t.lpMint,
        accounts: [uncxAddresses(plan).lock.address],
        locked: amount,
        forever: 0n,
        base: t.lpMinted,
        tranches: [{ at: FAR, amount }],
        linear: null,
        beneficiary: t.creator,
        unlocksAt: FAR,
      },
    };
  },
);

export const lockUncxLp = world.scenario;
export const LOCK_UNCX_LP = world.facts;
