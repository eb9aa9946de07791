// Program id -> Venue. A venue is where a token is launched or traded; the
// normalizer tags every transaction with the venues whose programs it invoked.
import type { Address, Venue } from "@/server/engine/snapshot";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "./known-programs";
import { TRADING_VENUE_ROWS } from "./trading-venues";

const P = KNOWN_PROGRAMS;

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
  ...TRADING_VENUE_ROWS.map((row): [Address, Exclude<Venue, "unknown">] => [row.programId, row.venue as Exclude<Venue, "unknown">]),
]);

export function getVenueByProgramId(programId: Address): Venue | null {
  return VENUE_BY_PROGRAM_ID.get(programId) ?? null;
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
