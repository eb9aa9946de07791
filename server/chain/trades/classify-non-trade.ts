// What a balance change with no quote the other way is. Supply changes at
// the owner (LP tokens minted or burned) make its whole transaction
// liquidity; several assets moving the same way for the owner are a
// liquidity add or removal; one asset moving alone is a transfer, an
// exchange deposit or withdrawal, an order-book deposit or withdrawal, or a
// claim (a program paid it out).
import { getVenueByProgramId } from "@/server/chain/labels/venues";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address } from "@/server/engine/snapshot";
import type { OwnerPosition } from "@/server/chain/trades/decode-trades";
import { INFRASTRUCTURE_PROGRAMS } from "@/server/chain/trades/quote-mints";
import type { DecodeOptions, NonTradeEvent, NonTradeKind } from "@/server/chain/trades/types";
import { mapAccountMints, opMint } from "@/server/chain/trades/venue";

const ORDER_BOOKS = new Set(["phoenix", "openbook_v2"]);

interface Moved {
  mint: Address;
  delta: bigint;
}

export function classifyNonTrade(tx: NormalizedTransaction, position: OwnerPosition, base: Moved, moved: Moved[], supplyChanged: boolean, options: DecodeOptions): NonTradeEvent {
  const program = movingProgram(tx, position.owner, base.mint);
  const event = (kind: NonTradeKind): NonTradeEvent => ({ signature: tx.signature, slot: tx.slot, kind, owner: position.owner, mint: base.mint, delta: base.delta, program });
  if (supplyChanged) return event(classifySupply(tx, position.owner, base, moved));
  const sameWay = moved.some((m) => m.mint !== base.mint && (m.delta > 0n) === (base.delta > 0n)) || (position.sol !== 0n && (position.sol > 0n) === (base.delta > 0n));
  if (sameWay && program !== null) return event(base.delta < 0n ? "liquidity_add" : "liquidity_remove");
  const counterparty = findCounterparty(tx, base.mint, base.delta, position.owner);
  const exchange = counterparty ? (options.exchangeOf?.(counterparty) ?? null) : null;
  if (exchange) return event(base.delta > 0n ? "exchange_withdrawal" : "exchange_deposit");
  if (program && ORDER_BOOKS.has(getVenueByProgramId(program) ?? "")) return event(base.delta > 0n ? "orderbook_withdrawal" : "orderbook_deposit");
  if (base.delta > 0n) return event(program ? "claim" : "transfer_in");
  return event("transfer_out");
}

function classifySupply(tx: NormalizedTransaction, owner: Address, base: Moved, moved: Moved[]): NonTradeKind {
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner && t.mint === base.mint).map((t) => t.tokenAccount));
  const mintedHere = tx.tokenOps.some((op) => op.kind === "mintTo" && op.account !== null && own.has(op.account));
  const burnedHere = tx.tokenOps.some((op) => op.kind === "burn" && op.account !== null && own.has(op.account));
  if (mintedHere) {
    if (moved.length === 1) return "airdrop";
    return tx.mintCreations.some((c) => c.mint === base.mint) ? "pool_create" : "lp_mint";
  }
  if (burnedHere) return "lp_burn";
  const created = tx.mintCreations.length > 0;
  return base.delta < 0n ? (created ? "pool_create" : "liquidity_add") : "liquidity_remove";
}

/** The owner on the other side of the change: who lost what the owner gained, or gained what it lost. */
function findCounterparty(tx: NormalizedTransaction, mint: Address, delta: bigint, owner: Address): Address | null {
  const other = tx.tokenDeltas.filter((d) => d.mint === mint && d.owner !== owner && (d.delta > 0n) !== (delta > 0n));
  if (other[0]) return other[0].owner;
  return null;
}

/** The program that invoked the transfer of `mint` into or out of the owner's accounts (null: the wallet signed it directly). */
function movingProgram(tx: NormalizedTransaction, owner: Address, mint: Address): Address | null {
  const mints = mapAccountMints(tx);
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner && t.mint === mint).map((t) => t.tokenAccount));
  const op = tx.tokenOps.find((o) => opMint(o, mints) === mint && [o.source, o.destination, o.account].some((a) => a !== null && own.has(a)));
  const parent = op?.parentProgram ?? null;
  return parent !== null && !INFRASTRUCTURE_PROGRAMS.has(parent) ? parent : null;
}
