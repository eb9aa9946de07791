// Meteora DAMM v1 lock escrow: a token paired in a DAMM v1 pool (planted)
// whose creator locks 90% of its LP in the pool's lock escrow, for good.
import { slotDaysAgo } from "@/server/ledger/clock";
import { bareToken, pctOfSupply, withCreatorWsol, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { DAMM_V1_PROGRAM, dammV1PoolCall, lockEscrowAddress, lockEscrowCalls } from "@/server/ledger/world/layouts/locks/meteora-damm-v1";

const POOL_SOL = 30;

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-meteora-escrow", title: "LP in Meteora's lock escrow", description: "Meteora DAMM v1 pool whose creator locked 90% of its LP for good in the pool's lock escrow.", startSlot: slotDaysAgo(1.1) },
  (s) => {
    const t = bareToken(s, "Escrowed");
    const poolAccount = s.wallet("damm-v1-pool");
    const pool = dammV1PoolCall({ creator: t.creator, pool: poolAccount, mint: t.mint, creatorTokens: t.creatorTokens, creatorWsol: t.creatorWsol, tokens: pctOfSupply(80), lamports: sol(POOL_SOL) });
    s.at(300, { kind: "programCall", actor: t.creator, call: withCreatorWsol(pool.call, t.creator, sol(POOL_SOL)) });
    const amount = (pool.lpMinted * 90n) / 100n;
    const [create, lock] = lockEscrowCalls({ pool: poolAccount, owner: t.creator, lpMint: pool.lpMint, ownerLp: pool.creatorLp, amount });
    s.at(340, { kind: "programCall", actor: t.creator, call: create });
    s.at(341, { kind: "programCall", actor: t.creator, call: lock });
    return {
      mint: t.mint,
      expect: { recommendation: "REVIEW", sellRoute: "no_pool", honeypot: { risk: "LOW", risks: [] }, deployer: { creator: t.creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 } },
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: DAMM_V1_PROGRAM,
        locker: "meteora_lock_escrow",
        asset: "lp",
        pool: poolAccount,
        lpMint: pool.lpMint,
        accounts: [lockEscrowAddress(poolAccount, t.creator).address],
        locked: amount,
        forever: amount,
        base: pool.lpMinted,
        tranches: [],
        linear: null,
        beneficiary: t.creator,
        unlocksAt: null,
      },
    };
  },
);

export const lockMeteoraEscrow = world.scenario;
export const LOCK_METEORA_ESCROW = world.facts;
