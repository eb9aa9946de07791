// Program id -> Venue. A venue is where a token is launched or traded; the
// normalizer tags every transaction with the venues whose programs it invoked.
import type { Address, Venue } from "@/server/engine/snapshot";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { TRADING_VENUE_ROWS, type TradingVenueRow, type VenueKind } from "@/server/chain/labels/trading-venues";

const P = KNOWN_PROGRAMS;

/** Venue kinds that hold no pools of their own. */
const NOT_POOLS: ReadonlySet<VenueKind> = new Set(["aggregator", "order_program"]);

/** Jupiter aggregator generations still seen in history (v1-v6, ids from the CSV). */
const JUPITER_AGGREGATORS: readonly Address[] = [
  P.jupiterV6,
  "JUP4Fb2cqiRUcaTHdrPC8h2gNsA2ETXiPDD33WcGuJB",
  "JUP3c2Uh3WA4Ng34tw6kPd2G4C5BB21Xo36Je1s32Ph",
  "JUP2jxvXaqu7NQY1GmNF4m1vodw12LVXYxbFL2uJvfo",
  "JUP6i4ozu5ydDCnLiMogSckDPpbtr7BJ4FtzYWkb5Rk",
];

export const VENUE_BY_PROGRAM_ID: ReadonlyMap<Address, Exclude<Venue, "unknown">> = new Map<
  Address,
  Exclude<Venue, "unknown">
>([
  [P.pumpfun, "pumpfun"],
  [P.pumpswap, "pumpswap"],
  [P.raydiumAmmV4, "raydium_amm_v4"],
  [P.raydiumCpmm, "raydium_cpmm"],
  [P.raydiumClmm, "raydium_clmm"],
  [P.raydiumLaunchlab, "raydium_launchlab"],
  [P.meteoraDlmm, "meteora_dlmm"],
  [P.meteoraDammV1, "meteora_damm"],
  [P.meteoraDammV2, "meteora_damm"],
  [P.meteoraDbc, "meteora_dbc"],
  [P.orcaWhirlpool, "orca_whirlpool"],
  [P.moonshot, "moonshot"],
  ...JUPITER_AGGREGATORS.map((id): [Address, "jupiter"] => [id, "jupiter"]),
  // pool-holding venues only: aggregators and order programs hold no pools, and
  // callers read any named program other than Jupiter as a pool program
  ...TRADING_VENUE_ROWS.filter((row) => !NOT_POOLS.has(row.kind ?? "amm")).map(
    (row): [Address, Exclude<Venue, "unknown">] => [row.programId, row.venue as Exclude<Venue, "unknown">],
  ),
]);

/** The venue of a pool-holding program (and Jupiter, for compatibility), or null: aggregators other than Jupiter and order programs are not pools. */
export function getVenueByProgramId(programId: Address): Venue | null {
  return VENUE_BY_PROGRAM_ID.get(programId) ?? null;
}

/** Kinds of the classic venues of VENUE_BY_PROGRAM_ID that are not in the trading-venue table. */
const CLASSIC_KINDS: Partial<Record<Venue, VenueKind>> = {
  pumpfun: "launchpad", raydium_launchlab: "launchpad", meteora_dbc: "launchpad", moonshot: "launchpad",
  pumpswap: "amm", raydium_amm_v4: "amm", raydium_cpmm: "amm", meteora_damm: "amm",
  raydium_clmm: "clmm", orca_whirlpool: "clmm", meteora_dlmm: "dlmm", jupiter: "aggregator",
};

const ROW_BY_PROGRAM_ID: ReadonlyMap<Address, TradingVenueRow> = new Map(TRADING_VENUE_ROWS.map((row) => [row.programId, row]));

export interface VenueInfo {
  venue: Venue;
  kind: VenueKind;
  name: string;
}

/** Everything known of a trading program (pools, order books, aggregators, order programs), or null. */
export function getVenueInfo(programId: Address): VenueInfo | null {
  const row = ROW_BY_PROGRAM_ID.get(programId);
  if (row) return { venue: row.venue, kind: row.kind ?? "amm", name: row.name };
  const venue = VENUE_BY_PROGRAM_ID.get(programId);
  return venue ? { venue, kind: CLASSIC_KINDS[venue] ?? "amm", name: venue } : null;
}

/** Routers that split a trade over pools (Jupiter, OKX, DFlow, Raydium route): the pool below them is the venue of a one-pool trade. */
export function isAggregatorProgram(programId: Address): boolean {
  return getVenueInfo(programId)?.kind === "aggregator";
}

export interface ProgramDescription {
  programId: Address;
  /** null when the program is not a known trading venue: it is still reported, by id. */
  venue: Venue | null;
  kind: VenueKind | null;
  name: string | null;
}

/** A program as a trade's venue is reported: named when known, by its id always. */
export function describeProgram(programId: Address): ProgramDescription {
  const info = getVenueInfo(programId);
  return { programId, venue: info?.venue ?? null, kind: info?.kind ?? null, name: info?.name ?? null };
}

/**
 * Some pools keep their vaults under a data-less PDA (owned by the System
 * program), so asking "which program owns the vault's owner" finds nothing:
 * these authorities are recognised by address instead.
 */
const VENUE_BY_POOL_AUTHORITY: ReadonlyMap<Address, Venue> = new Map<Address, Venue>([
  [KNOWN_ACCOUNTS.raydiumAmmV4Authority, "raydium_amm_v4"],
  [KNOWN_ACCOUNTS.raydiumCpmmAuthority, "raydium_cpmm"],
]);

/** The venue whose pool vaults `owner` signs for, when it is a known shared pool authority. */
export function getPoolAuthorityVenue(owner: Address): Venue | null {
  return VENUE_BY_POOL_AUTHORITY.get(owner) ?? null;
}
