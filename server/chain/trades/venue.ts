// The venue of a trade is the program that holds the pool the token moved
// through: the program that invoked the token transfer into or out of the
// trader's account (one stack level up), not the first program of the
// transaction. An aggregator above it (Jupiter) or a launchpad instruction
// before it (pump.fun before a PumpSwap pool) does not change it.
import { getVenueByProgramId, isAggregatorProgram } from "@/server/chain/labels/venues";
import type { NormalizedTransaction, TokenOp } from "@/server/chain/normalize/types";
import type { Address, Venue } from "@/server/engine/snapshot";
import { INFRASTRUCTURE_PROGRAMS } from "@/server/chain/trades/quote-mints";

export interface VenuePick {
  venue: Venue | null;
  program: Address | null;
}

const isAggregator = (program: Address) => getVenueByProgramId(program) === "jupiter" || isAggregatorProgram(program);
const isPoolProgram = (program: Address | null): program is Address => program !== null && !INFRASTRUCTURE_PROGRAMS.has(program) && !isAggregator(program);

/** Token account -> mint, from the balance lists and from initializeAccount (temporary accounts are in no list). */
export function mapAccountMints(tx: NormalizedTransaction): Map<Address, Address> {
  const mints = new Map(tx.tokenAccounts.map((t) => [t.tokenAccount, t.mint]));
  for (const op of tx.tokenOps) if (op.kind === "initializeAccount" && op.account && op.mint) mints.set(op.account, op.mint);
  return mints;
}

export function opMint(op: TokenOp, mints: ReadonlyMap<Address, Address>): Address | null {
  return op.mint ?? (op.source ? mints.get(op.source) : undefined) ?? (op.destination ? mints.get(op.destination) : undefined) ?? (op.account ? mints.get(op.account) : undefined) ?? null;
}

function pick(program: Address): VenuePick {
  return { venue: getVenueByProgramId(program) ?? "unknown", program };
}

export function pickVenue(tx: NormalizedTransaction, owner: Address, mint: Address): VenuePick {
  const mints = mapAccountMints(tx);
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner && t.mint === mint).map((t) => t.tokenAccount));
  const moves = tx.tokenOps.filter((op) => op.kind === "transfer" && opMint(op, mints) === mint);
  const touching = moves.filter((op) => (op.source !== null && own.has(op.source)) || (op.destination !== null && own.has(op.destination)));
  // the pool's vault: an account of another owner whose balance of the mint moved the other way
  const traderDelta = tx.tokenDeltas.filter((d) => d.owner === owner && d.mint === mint).reduce((sum, d) => sum + d.delta, 0n);
  const vaults = new Set(tx.tokenDeltas.filter((d) => d.mint === mint && d.owner !== owner && d.delta > 0n !== traderDelta > 0n).map((d) => d.tokenAccount));
  const fromVault = moves.find((op) => isPoolProgram(op.parentProgram) && [op.source, op.destination].some((a) => a !== null && vaults.has(a)));
  // a named pool program moving the trader's own account first: a migration in the same
  // transaction moves the curve's tokens too, but the trader's came out of the pool
  // a route over several pools (split, or hop after hop): the aggregator that routed it is the venue
  const pools = new Set(tx.tokenOps.filter((op) => op.kind === "transfer" && isPoolProgram(op.parentProgram)).map((op) => op.parentProgram));
  const aggregator = tx.programIds.find(isAggregator);
  if (pools.size > 1 && aggregator) return pick(aggregator);
  const named = touching.find((op) => isPoolProgram(op.parentProgram) && getVenueByProgramId(op.parentProgram) !== null);
  const direct = named ?? fromVault ?? touching.find((op) => isPoolProgram(op.parentProgram)) ?? moves.find((op) => isPoolProgram(op.parentProgram));
  if (direct?.parentProgram) return pick(direct.parentProgram);
  // no parsed transfer to go by (a node that parses nothing): the first named non-aggregator venue, else the first pool-like program
  const listed = tx.programIds.find((id) => isPoolProgram(id) && getVenueByProgramId(id) !== null);
  const any = listed ?? tx.programIds.find((id) => isPoolProgram(id) && id !== "ComputeBudget111111111111111111111111111111");
  if (any) return pick(any);
  return aggregator ? pick(aggregator) : { venue: null, program: null };
}
