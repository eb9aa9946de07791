// Each lock world holds its lock where the program would: the lock accounts
// exist, owned by the locker program, with the size its layout has on
// mainnet (docs/locks.md), and the locked tokens left the creator.
import { beforeAll, describe, expect, it } from "vitest";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import type { World } from "@/server/ledger/world/world";
import { encodeAccountData } from "@/server/ledger/world/layouts/encode-account";
import { LOCK_FACTS } from "@/server/ledger/scenarios/locks";

/** Account sizes by locker: each layout's documented length (Bonfida: a 65-byte header and 16 bytes per schedule). */
const SIZES: Record<string, (n: number) => boolean> = {
  streamflow: (n) => n === 1104,
  jupiter_lock: (n) => n === 8 + 288,
  uncx_lp_locker: (n) => n === 8 + 138,
  bonfida_vesting: (n) => n > 65 && (n - 65) % 16 === 0,
  // LockedCpLiquidityState, or LockedClmmPositionState (8 + 1 + 5 x 32 + 8 + 64)
  raydium_lp_lock: (n) => n === 8 + 248 || n === 241,
  meteora_lock_escrow: (n) => n === 8 + 152,
  meteora_damm_v2: (n) => n === 8 + 400 || n === 8 + 176,
  raydium_launchlab: (n) => n === 8 + 152,
  tribeca_locked_voter: (n) => n === 8 + 153,
  orca_position_lock: (n) => n === 8 + 32 * 3 + 8 + 1 + 128,
};

let world: World;
beforeAll(() => {
  world = getDefaultLedger();
});

describe.each(Object.entries(LOCK_FACTS))("%s", (_id, f) => {
  it("has its lock accounts, owned by the program, at the layout's size", () => {
    for (const address of f.accounts) {
      const account = world.getAccount(address);
      expect(account?.owner, address).toBe(f.program);
      expect(SIZES[f.locker](encodeAccountData(world, account!).length)).toBe(true);
    }
  });

  it("moved the locked tokens out of the creator's hands", () => {
    const mint = f.asset === "supply" ? f.mint : f.lpMint;
    if (!mint) return; // position locks hold pool liquidity, not tokens
    const creatorHolds = [...(world.tokenAccountsByOwner.get(f.creator) ?? [])].map((a) => world.getTokenAccount(a)!).filter((t) => t.mint === mint).reduce((sum, t) => sum + t.amount, 0n);
    const supply = f.asset === "supply" ? f.base : world.getMint(mint)!.supply;
    expect(creatorHolds + f.locked).toBeLessThanOrEqual(supply);
  });
});
