// Where a mint trades, read from the world: its bonding curve while the curve
// is open, and its AMM pools. Prices are SOL per whole token.
import { PROGRAMS } from "@/server/ledger/constants";
import { curvePriceSol, PUMP_DECIMALS } from "@/server/ledger/world/curve-math";
import { poolViews } from "@/server/ledger/world/actions/pool-common";
import type { CurveState, PoolVenue } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";

export interface CurveVenue {
  kind: "curve";
  address: string;
  curve: CurveState;
  priceSol: number;
  /** SOL the curve really holds (lamports). */
  quoteReserve: bigint;
  baseReserve: bigint;
}

export interface PoolVenueView {
  kind: "pool";
  address: string;
  venue: PoolVenue;
  priceSol: number;
  baseReserve: bigint;
  quoteReserve: bigint;
  feeBps: number;
  openSlot: number;
}

export type VenueView = CurveVenue | PoolVenueView;

export function venueViews(world: World, mint: string): VenueView[] {
  const out: VenueView[] = [];
  const decimals = world.getMint(mint)?.decimals ?? PUMP_DECIMALS;
  for (const address of world.venuesByMint.get(mint) ?? []) {
    const account = world.getAccount(address);
    if (account?.data.kind === "curve" && account.owner === PROGRAMS.pumpfun && !account.data.curve.complete) {
      const curve = account.data.curve;
      out.push({ kind: "curve", address, curve, priceSol: curvePriceSol(curve), quoteReserve: curve.realSolReserves, baseReserve: curve.realTokenReserves });
    }
  }
  for (const v of poolViews(world, mint)) {
    const priceSol = v.baseReserve === 0n ? 0 : Number(v.quoteReserve) / 1e9 / (Number(v.baseReserve) / 10 ** decimals);
    out.push({ kind: "pool", address: v.address, venue: v.pool.venue, priceSol, baseReserve: v.baseReserve, quoteReserve: v.quoteReserve, feeBps: v.pool.feeBps, openSlot: v.pool.openSlot });
  }
  return out;
}
