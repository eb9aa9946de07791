// THE trade decoder: one transaction in, its trades and its classified
// non-trades out. Pure (no I/O). A trade is an owner's net change of a token
// with a quote (SOL, a stablecoin, or another token) moving the other way;
// SOL counts net of fee, tips and rent (sol-value.ts). Nets make a multi-hop
// route one trade from its first input to its last output. Balance changes
// with no quote the other way are transfers, deposits, claims or liquidity,
// and a failed transaction is nothing.
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address } from "@/server/engine/snapshot";
import { classifyNonTrade } from "@/server/chain/trades/classify-non-trade";
import { LENDING_PROGRAMS, STABLECOIN_DECIMALS, STABLECOIN_MINTS, WSOL_MINT } from "@/server/chain/trades/quote-mints";
import { isRouteLeftover } from "@/server/chain/trades/route-leftover";
import { computeSolValue, sumTips, touchedWrappedSol, wrappedSolFlow } from "@/server/chain/trades/sol-value";
import type { DecodedTrade, DecodedTransaction, DecodeOptions, NonTradeEvent } from "@/server/chain/trades/types";
import { pickVenue } from "@/server/chain/trades/venue";

export interface OwnerPosition {
  owner: Address;
  /** per mint (wrapped SOL excluded: it is part of `sol`): balance before and after. */
  tokens: Map<Address, { pre: bigint; post: bigint }>;
  /** signed lamports, net of fee, tips and rent held. */
  sol: bigint;
}

export function decodeTransaction(tx: NormalizedTransaction, options: DecodeOptions = {}): DecodedTransaction {
  const result: DecodedTransaction = { signature: tx.signature, failed: tx.failed, trades: [], events: [], fee: tx.fee, tips: sumTips(tx, null) };
  if (tx.failed) return result;
  const signers = new Set(tx.signers);
  const isLiquidityOwner = options.isLiquidityOwner ?? ((owner: Address) => !signers.has(owner));
  for (const position of readPositions(tx, isLiquidityOwner)) {
    const { trades, events } = decodePosition(tx, position, options);
    result.trades.push(...trades);
    result.events.push(...events);
  }
  result.trades = dropMarketMakers(result.trades, tx.feePayer);
  return result;
}

/**
 * A fill against a market maker who signs the same transaction (the Jupiter
 * order engine's RFQ fills): the maker pays the network fee, so the fill is
 * gasless for the taker (the order engine's Fill names the taker first and the
 * fee-paying maker second), and the maker's side mirrors the taker's exactly
 * (same mint, same amount, the other way). The fee payer is then the
 * liquidity, not a trader; the taker's trade stays.
 */
function dropMarketMakers(trades: DecodedTrade[], feePayer: Address): DecodedTrade[] {
  const maker = trades.filter((t) => t.owner === feePayer);
  const mirrors = (t: DecodedTrade) =>
    maker.some((u) => (u.mint === t.mint && u.amount === t.amount && u.side !== t.side) || (u.quoteMint === t.mint && u.quoteAmount === t.amount && u.mint === t.quoteMint));
  const takers = trades.filter((t) => t.owner !== feePayer && mirrors(t));
  return takers.length > 0 ? trades.filter((t) => t.owner !== feePayer) : trades;
}

/** The trades of one mint (what the scan, holder traces and trade history ask). */
export function decodeTradesOfMint(tx: NormalizedTransaction, mint: Address, isLiquidityOwner: (owner: Address) => boolean): DecodedTrade[] {
  return decodeTransaction(tx, { isLiquidityOwner }).trades.filter((t) => t.mint === mint);
}

function readPositions(tx: NormalizedTransaction, isLiquidityOwner: (owner: Address) => boolean): OwnerPosition[] {
  const byOwner = new Map<Address, Map<Address, { pre: bigint; post: bigint }>>();
  for (const t of tx.tokenAccounts) {
    if (t.mint === WSOL_MINT || isLiquidityOwner(t.owner)) continue;
    const tokens = byOwner.get(t.owner) ?? new Map<Address, { pre: bigint; post: bigint }>();
    byOwner.set(t.owner, tokens);
    const sum = tokens.get(t.mint) ?? { pre: 0n, post: 0n };
    tokens.set(t.mint, { pre: sum.pre + t.pre, post: sum.post + t.post });
  }
  return [...byOwner].map(([owner, tokens]) => ({ owner, tokens, sol: computeSolValue(tx, owner) }));
}

const isOpposite = (delta: bigint, other: bigint) => (delta > 0n ? other < 0n : other > 0n);
const abs = (value: bigint) => (value < 0n ? -value : value);

function decodePosition(tx: NormalizedTransaction, position: OwnerPosition, options: DecodeOptions) {
  const trades: DecodedTrade[] = [];
  const events: NonTradeEvent[] = [];
  const moved = [...position.tokens].map(([mint, { pre, post }]) => ({ mint, pre, post, delta: post - pre })).filter((m) => m.delta !== 0n);
  const nonStable = moved.filter((m) => !STABLECOIN_MINTS.has(m.mint));
  const supplyChanged = hasSupplyChange(tx, position.owner);
  if (nonStable.length === 0 && !supplyChanged) return decodeStableOnly(tx, position, moved, options);
  const bases = nonStable.filter((m) => !isRouteLeftover(tx, position.owner, m.mint, m.delta));
  for (const base of bases) {
    const quote = supplyChanged ? null : chooseQuote(tx, position, base.mint, base.delta, moved);
    if (!quote) {
      events.push(classifyNonTrade(tx, position, base, moved, supplyChanged, options));
      continue;
    }
    const venue = pickVenue(tx, position.owner, base.mint);
    if (venue.program !== null && LENDING_PROGRAMS.has(venue.program)) {
      events.push(classifyNonTrade(tx, position, base, moved, supplyChanged, options));
      continue;
    }
    const isStable = STABLECOIN_MINTS.has(quote.mint);
    const solUsd = options.solUsd ?? null;
    const lamports = quote.mint === WSOL_MINT ? quote.amount : isStable && solUsd ? BigInt(Math.round((Number(quote.amount) / 10 ** STABLECOIN_DECIMALS / solUsd) * 1e9)) : null;
    const usdValue = isStable ? Number(quote.amount) / 10 ** STABLECOIN_DECIMALS : lamports !== null && solUsd ? (Number(lamports) / 1e9) * solUsd : null;
    trades.push({
      signature: tx.signature,
      slot: tx.slot,
      blockTime: tx.blockTime,
      owner: position.owner,
      mint: base.mint,
      side: base.delta > 0n ? "buy" : "sell",
      amount: abs(base.delta),
      balanceBefore: base.pre,
      balanceAfter: base.post,
      quoteMint: quote.mint,
      quoteAmount: quote.amount,
      lamports,
      usdValue,
      venue: venue.venue,
      venueProgram: venue.program,
    });
  }
  return { trades, events };
}

/**
 * A stablecoin moving the other way is the quote; then SOL, unless another
 * token moved the other way and no wrapped SOL passed through the owner (a
 * token-for-token route, where SOL moved only by a bot fee).
 */
function chooseQuote(tx: NormalizedTransaction, position: OwnerPosition, mint: Address, delta: bigint, moved: { mint: Address; delta: bigint }[]) {
  const others = moved.filter((m) => m.mint !== mint && isOpposite(delta, m.delta));
  const stable = others.find((m) => STABLECOIN_MINTS.has(m.mint));
  if (stable) return { mint: stable.mint, amount: abs(stable.delta) };
  const solOpposite = position.sol !== 0n && isOpposite(delta, position.sol);
  if (solOpposite && (others.length === 0 || touchedWrappedSol(tx, position.owner, WSOL_MINT))) return { mint: WSOL_MINT, amount: abs(position.sol) };
  const token = others[0];
  if (token) return { mint: token.mint, amount: abs(token.delta) };
  const flow = wrappedSolFlow(tx, position.owner, WSOL_MINT);
  return flow !== 0n && isOpposite(delta, flow) ? { mint: WSOL_MINT, amount: abs(flow) } : null;
}

/** LP tokens (or an airdrop) minted to or burned from the owner: its balance changes are liquidity, not trades. */
function hasSupplyChange(tx: NormalizedTransaction, owner: Address): boolean {
  const own = new Set(tx.tokenAccounts.filter((t) => t.owner === owner && t.mint !== WSOL_MINT).map((t) => t.tokenAccount));
  return tx.tokenOps.some((op) => (op.kind === "mintTo" || op.kind === "burn") && op.account !== null && own.has(op.account));
}

/** SOL per stablecoin unit outside this band is dust left by an arbitrage or a payment, not a position (USD per SOL). */
const SOL_USD_BAND = { min: 5, max: 1_000 };
/** below 0.10 USD (base units) a SOL/stablecoin change is an arbitrage's leftover, not a trade. */
const MIN_STABLE_TRADE = 100_000n;

/**
 * Only stablecoins moved (and SOL): SOL bought or sold for one stablecoin at a
 * plausible price, or one stablecoin for the other (a buy of the one
 * received, quoted in the one given); anything else is no position.
 */
function decodeStableOnly(tx: NormalizedTransaction, position: OwnerPosition, moved: { mint: Address; pre: bigint; post: bigint; delta: bigint }[], options: DecodeOptions) {
  const events: NonTradeEvent[] = [];
  if (moved.length === 2 && isOpposite(moved[0].delta, moved[1].delta)) {
    const [got, gave] = moved[0].delta > 0n ? moved : [moved[1], moved[0]];
    const venue = pickVenue(tx, position.owner, got.mint);
    const usdValue = Number(abs(gave.delta)) / 10 ** STABLECOIN_DECIMALS;
    const base = { signature: tx.signature, slot: tx.slot, blockTime: tx.blockTime, owner: position.owner, side: "buy" as const, lamports: null, usdValue };
    const trade: DecodedTrade = { ...base, mint: got.mint, amount: got.delta, balanceBefore: got.pre, balanceAfter: got.post, quoteMint: gave.mint, quoteAmount: abs(gave.delta), venue: venue.venue, venueProgram: venue.program };
    return { trades: [trade], events };
  }
  const stable = moved.length === 1 && position.sol !== 0n && isOpposite(moved[0].delta, position.sol) && !isDust(tx, position.owner, moved[0]) ? moved[0] : undefined;
  const solUsd = stable ? Number(abs(stable.delta)) / 10 ** STABLECOIN_DECIMALS / (Number(abs(position.sol)) / 1e9) : 0;
  if (stable && solUsd >= SOL_USD_BAND.min && solUsd <= SOL_USD_BAND.max) return { trades: [solTrade(tx, position, stable)], events };
  for (const m of moved) events.push(classifyNonTrade(tx, position, m, moved, false, options));
  return { trades: [], events };
}

/** SOL itself traded against a stablecoin: the token side is the owner's net lamports (fee, tips and rent apart). */
function solTrade(tx: NormalizedTransaction, position: OwnerPosition, stable: { mint: Address; delta: bigint }): DecodedTrade {
  const lamports = tx.solDeltas.find((d) => d.account === position.owner);
  const venue = pickVenue(tx, position.owner, stable.mint);
  const quoteAmount = abs(stable.delta);
  return {
    signature: tx.signature,
    slot: tx.slot,
    blockTime: tx.blockTime,
    owner: position.owner,
    mint: WSOL_MINT,
    side: position.sol > 0n ? "buy" : "sell",
    amount: abs(position.sol),
    balanceBefore: lamports?.pre ?? 0n,
    balanceAfter: lamports?.post ?? 0n,
    quoteMint: stable.mint,
    quoteAmount,
    lamports: abs(position.sol),
    usdValue: Number(quoteAmount) / 10 ** STABLECOIN_DECIMALS,
    venue: venue.venue,
    venueProgram: venue.program,
  };
}

/** Under 0.10 USD, a SOL/stablecoin change is an arbitrage's leftover unless the stablecoin went straight to or from the owner (not in and out again). */
function isDust(tx: NormalizedTransaction, owner: Address, stable: { mint: Address; delta: bigint }): boolean {
  return abs(stable.delta) < MIN_STABLE_TRADE && isRouteLeftover(tx, owner, stable.mint, stable.delta);
}
