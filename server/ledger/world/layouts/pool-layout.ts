// Pool state accounts. PumpSwap: Anchor `Pool` (discriminator, bump, index,
// creator, base/quote/lp mints, vaults, lp supply, coin creator). Raydium AMM
// v4: the 752-byte AmmInfo (LIQUIDITY_STATE_LAYOUT_V4); the fields a client
// reads (decimals, fees, open time, vaults, mints, market) are at their real
// offsets, counters not tracked here stay zero.
import { PROGRAMS } from "@/server/ledger/constants";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { PoolState } from "@/server/ledger/world/types";

export const PUMPSWAP_POOL_SPACE = 300;
export const RAYDIUM_AMM_SPACE = 752;

export function encodePumpswapPool(pool: PoolState): Buffer {
  const body = bytes()
    .hex("f19a6d0411b16dbc")
    .u8(255)
    .u16(0)
    .pubkey(pool.creator)
    .pubkey(pool.baseMint)
    .pubkey(pool.quoteMint)
    .pubkey(pool.lpMint)
    .pubkey(pool.baseVault)
    .pubkey(pool.quoteVault)
    .u64(pool.lpSupply)
    .pubkey(pool.creator)
    .build();
  return Buffer.concat([body, Buffer.alloc(PUMPSWAP_POOL_SPACE - body.length)]);
}

export function encodeRaydiumAmm(pool: PoolState, baseDecimals: number, openTime: bigint): Buffer {
  const x = pool.raydium;
  if (!x) throw new Error("not a Raydium pool");
  const out = Buffer.alloc(RAYDIUM_AMM_SPACE);
  const u64 = (offset: number, v: bigint) => out.writeBigUInt64LE(v, offset);
  u64(0, 6n); // status: swap only (SwapOnly = 6 after the OpenBook market is gone)
  u64(8, 254n); // nonce
  u64(16, 7n);
  u64(24, 3n);
  u64(32, BigInt(baseDecimals));
  u64(40, 9n);
  u64(48, 1n);
  u64(144, 25n); // tradeFeeNumerator
  u64(152, 10_000n);
  u64(176, 25n); // swapFeeNumerator: 0.25 %
  u64(184, 10_000n);
  u64(224, openTime);
  const keys = [pool.baseVault, pool.quoteVault, pool.baseMint, pool.quoteMint, pool.lpMint, x.openOrders, pool.market ?? x.openOrders, PROGRAMS.openbook, x.targetOrders, x.withdrawQueue, x.lpVault, pool.creator];
  keys.forEach((k, i) => bytes().pubkey(k).build().copy(out, 336 + i * 32));
  u64(720, pool.lpSupply);
  return out;
}
