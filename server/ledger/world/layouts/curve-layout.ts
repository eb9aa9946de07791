// pump.fun BondingCurve account: 8-byte Anchor discriminator, five u64
// reserves, `complete`, the creator, then flags/padding to the current
// 151-byte size (see accounts/pumpfun-curve-accounts.json).
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { CurveState } from "@/server/ledger/world/types";

const CURVE_DISCRIMINATOR = "17b7f83760d8ac60";
export const CURVE_SPACE = 151;

export function encodeCurve(curve: CurveState): Buffer {
  const head = bytes()
    .hex(CURVE_DISCRIMINATOR)
    .u64(curve.virtualTokenReserves)
    .u64(curve.virtualSolReserves)
    .u64(curve.realTokenReserves)
    .u64(curve.realSolReserves)
    .u64(curve.tokenTotalSupply)
    .bool(curve.complete)
    .pubkey(curve.creator)
    .build();
  return Buffer.concat([head, Buffer.alloc(CURVE_SPACE - head.length)]);
}
