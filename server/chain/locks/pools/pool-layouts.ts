// Where a pool keeps its LP: read from the pool account itself, found by the
// token's mint with getProgramAccounts (one query per side of the pair).
// Offsets, each from the venue's source:
// - Raydium AMM v4, 752-byte AmmInfo (the port in uncx-network/raydium-amm-lp-locker
//   src/raydium_port/state.rs @2e3d41f): 336/368 coin/pc vault, 400/432 coin/pc mint,
//   464 lp_mint. No discriminator.
// - Raydium CPMM PoolState (raydium-io/raydium-cp-swap programs/cp-swap/src/states/pool.rs
//   @609780f, LEN 637): 72/104 vaults, 136 lp_mint, 168/200 mints.
// - PumpSwap Pool (pump-amm IDL, sevenlabs-hq/carbon pump-swap-decoder): 43 base_mint,
//   75 quote_mint, 107 lp_mint, 139/171 pool token accounts.
// - Meteora DAMM v1 Pool (MeteoraAg/damm-v1-sdk idl.ts): 8 lp_mint, 40/72 mints,
//   104/136 the dynamic vaults (not token accounts).
// Where a layout has a discriminator, pools are matched by it, not by size (a
// reader needs only the leading fields); AMM v4 has none, so its 752 bytes are.
// - Meteora DAMM v2 Pool (MeteoraAg/damm-v2 state/pool.rs, 8 + 1104): 168/200 mints,
//   232/264 vaults, 360 liquidity u128, 480 activation_type (0 slot, 1 unix seconds).
// - Raydium CLMM PoolState (sevenlabs-hq/carbon raydium-clmm-decoder pool_state.rs @9dc3c3a):
//   73/105 mints, 137/169 vaults, 237 liquidity u128 (in range).
// - Orca Whirlpool (orca-so/whirlpools state/whirlpool.rs, LEN 653): 49 liquidity u128,
//   101 mint a, 133 vault a, 181 mint b, 213 vault b.
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU128, readU8 } from "@/server/chain/locks/account-bytes";
import type { ProgramQuery } from "@/server/chain/locks/types";
import type { Venue } from "@/server/engine/snapshot";

export interface FoundPool {
  pool: string;
  venue: Venue;
  program: string;
  mints: [string, string];
  vaults: [string, string];
  /** the LP token; null when positions are not tokens. */
  lpMint: string | null;
  /** the pool's liquidity units, for pools without an LP token. */
  liquidity: bigint | null;
  /** DAMM v2 vesting points are slots (true) or unix seconds. */
  pointsAreSlots?: boolean;
}

interface PoolLayout {
  venue: Venue;
  program: string;
  /** filters shared by both sides' queries (size, discriminator). */
  base: ProgramQuery["filters"];
  mintOffsets: [number, number];
  decode(pool: string, data: Buffer): FoundPool | null;
}

function pubkeys(data: Buffer, offsets: number[]): string[] | null {
  const keys = offsets.map((o) => readPubkey(data, o));
  return keys.every((k): k is string => k !== null) ? keys : null;
}

function layout(venue: Venue, program: string, base: ProgramQuery["filters"], offsets: { mints: [number, number]; vaults: [number, number]; lpMint?: number; liquidity?: number }, check: (data: Buffer) => boolean, extra?: (data: Buffer) => Partial<FoundPool>): PoolLayout {
  return {
    venue,
    program,
    base,
    mintOffsets: offsets.mints,
    decode(pool, data) {
      const keys = check(data) ? pubkeys(data, [...offsets.mints, ...offsets.vaults, ...(offsets.lpMint === undefined ? [] : [offsets.lpMint])]) : null;
      if (!keys) return null;
      const liquidity = offsets.liquidity === undefined ? null : readU128(data, offsets.liquidity);
      return { pool, venue, program, mints: [keys[0], keys[1]], vaults: [keys[2], keys[3]], lpMint: keys[4] ?? null, liquidity, ...extra?.(data) };
    },
  };
}

const POOL = anchorDiscriminator("Pool");
const POOL_STATE = anchorDiscriminator("PoolState");
const WHIRLPOOL = anchorDiscriminator("Whirlpool");

export const POOL_LAYOUTS: readonly PoolLayout[] = [
  layout("raydium_amm_v4", "675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8", [{ dataSize: 752 }], { mints: [400, 432], vaults: [336, 368], lpMint: 464 }, (d) => d.length === 752),
  layout("raydium_cpmm", "CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C", [discriminatorFilter(POOL_STATE)], { mints: [168, 200], vaults: [72, 104], lpMint: 136 }, (d) => hasDiscriminator(d, POOL_STATE)),
  layout("pumpswap", "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA", [discriminatorFilter(POOL)], { mints: [43, 75], vaults: [139, 171], lpMint: 107 }, (d) => hasDiscriminator(d, POOL)),
  layout("meteora_damm", "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB", [discriminatorFilter(POOL)], { mints: [40, 72], vaults: [104, 136], lpMint: 8 }, (d) => hasDiscriminator(d, POOL)),
  layout(
    "meteora_damm",
    "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG",
    [discriminatorFilter(POOL)],
    { mints: [168, 200], vaults: [232, 264], liquidity: 360 },
    (d) => d.length >= 481 && hasDiscriminator(d, POOL),
    (d) => ({ pointsAreSlots: readU8(d, 480) === 0 }),
  ),
  layout("raydium_clmm", "CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK", [discriminatorFilter(POOL_STATE)], { mints: [73, 105], vaults: [137, 169], liquidity: 237 }, (d) => d.length >= 253 && hasDiscriminator(d, POOL_STATE)),
  layout("orca_whirlpool", "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc", [discriminatorFilter(WHIRLPOOL)], { mints: [101, 181], vaults: [133, 213], liquidity: 49 }, (d) => d.length >= 245 && hasDiscriminator(d, WHIRLPOOL)),
];

/** Two queries per venue: the mint on either side of the pair. */
export function poolQueries(mint: string): { layout: PoolLayout; query: ProgramQuery }[] {
  return POOL_LAYOUTS.flatMap((l) => l.mintOffsets.map((offset) => ({ layout: l, query: { program: l.program, filters: [...l.base, memcmp(offset, mint)] } })));
}

export type { PoolLayout };
