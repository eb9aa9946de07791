// Tribeca locked voter: a PumpSwap token with a governance locker, where
// three wallets the creator paid lock supply in escrows: 10% until ten years
// after the tip, 3% until 30 h after it, 1.5% until a year after it. A 72 h
// horizon catches the 3%; 24 h none.
import { slotDaysAgo, TIP_TIME } from "@/server/ledger/clock";
import { PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { FAR, HOUR, pctOfSupply, SUPPLY, tradedToken, YEAR, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { escrowAddress, escrowLockCall, LOCKED_VOTER_PROGRAM, lockerAddress, newLockerCall } from "@/server/ledger/world/layouts/locks/tribeca-locked-voter";

const world = defineScenarioWithFacts<LockFacts>(
  { id: "lock-tribeca-escrow", title: "Vote-escrowed supply", description: "PumpSwap token whose governance locker holds 14.5% of the supply in three escrows; 3% ends 30 h after the tip.", startSlot: slotDaysAgo(0.85) },
  (s) => {
    const t = tradedToken(s, "Votelock", "pumpswap");
    const base = s.wallet("locker-base");
    const governor = s.wallet("governor");
    const locker = lockerAddress(base).address;
    const voters = [
      { owner: s.wallet("voter-1"), amount: pctOfSupply(10), endsAt: FAR },
      { owner: s.wallet("voter-2"), amount: pctOfSupply(3), endsAt: TIP_TIME + 30 * HOUR },
      { owner: s.wallet("voter-3"), amount: pctOfSupply(1.5), endsAt: TIP_TIME + YEAR },
    ];
    s.at(400, { kind: "programCall", actor: t.creator, call: newLockerCall(t.creator, base, t.mint, governor) });
    let total = 0n;
    voters.forEach((v, i) => {
      s.genesis(v.owner, sol(1));
      s.at(410 + i * 10, { kind: "tokenTransfer", from: t.creator, to: v.owner, mint: t.mint, amount: { raw: v.amount } });
      total += v.amount;
      const ownerTokens = associatedTokenAddress(v.owner, t.mint, PROGRAMS.token);
      s.at(415 + i * 10, { kind: "programCall", actor: v.owner, call: escrowLockCall(base, t.mint, governor, { owner: v.owner, ownerTokens, amount: v.amount, startedAt: TIP_TIME - 3_600, endsAt: v.endsAt }, total) });
    });
    return {
      mint: t.mint,
      expect: firstLaunchExpect(t.creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "pumpswap" }),
      facts: {
        mint: t.mint,
        creator: t.creator,
        program: LOCKED_VOTER_PROGRAM,
        locker: "tribeca_locked_voter",
        asset: "supply",
        pool: t.pool,
        lpMint: t.lpMint,
        accounts: voters.map((v) => escrowAddress(locker, v.owner).address),
        locked: total,
        forever: 0n,
        base: SUPPLY,
        tranches: voters.map((v) => ({ at: v.endsAt, amount: v.amount })).sort((a, b) => a.at - b.at),
        linear: null,
        beneficiary: null,
        unlocksAt: TIP_TIME + 30 * HOUR,
      },
    };
  },
);

export const lockTribecaEscrow = world.scenario;
export const LOCK_TRIBECA_ESCROW = world.facts;
