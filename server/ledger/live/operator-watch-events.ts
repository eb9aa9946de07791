// Live events for the operator watch (docs/decisions.md "Operator watch"):
// an operator wallet launches a new pump.fun token now, an operator funds a
// fresh wallet that then buys a token, or pays the fee of a fresh wallet's buy. Each step lands in its own new slot,
// after everything recorded so far, built by the same executors as the
// replayed history (real pump.fun Create / Buy, PumpSwap swaps, System
// transfers), so getSignaturesForAddress and getTransaction see them at once.
import { deriveAddress } from "@/server/ledger/keys";
import { execPoolBuy } from "@/server/ledger/world/actions/pool-swap";
import { execPumpCreate } from "@/server/ledger/world/actions/pump-create";
import { execPumpBuy } from "@/server/ledger/world/actions/pump-trade";
import { execTransfer } from "@/server/ledger/world/actions/transfer";
import type { ExecContext } from "@/server/ledger/world/actions/common";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { airdrop } from "@/server/ledger/live/funding";
import type { LiveChain } from "@/server/ledger/live/live-chain";

let counter = 0;

/** A slot strictly after every recorded transaction (the live clock moves on when needed), as live/events.ts. */
function nextContext(chain: LiveChain, label: string): ExecContext {
  const last = chain.world.history.at(-1)?.slot ?? 0;
  let stamp = chain.stamp();
  if (stamp.slot <= last) {
    chain.clock.advance((last - stamp.slot + 1) * chain.clock.slotMs);
    stamp = chain.stamp();
  }
  return { world: chain.world, slot: stamp.slot, label: `operator-watch|${label}|${++counter}`, live: { blockTime: stamp.blockTime, submittedAtMs: stamp.submittedAtMs } };
}

export interface OperatorLaunchReceipt {
  mint: string;
  signature: string;
  slot: number;
}

/** `creator` creates a new pump.fun token now (with a small dev buy, as the pump.fun UI sends it). It needs ~0.1 SOL. */
export function operatorLaunch(chain: LiveChain, creator: string, name = "Fresh Launch"): OperatorLaunchReceipt {
  const ctx = nextContext(chain, `launch|${creator}`);
  const mint = deriveAddress("operator-watch-mint", ctx.label);
  const symbol = name.replace(/[^A-Za-z]/g, "").slice(0, 5).toUpperCase() || "NEW";
  const record = execPumpCreate(ctx, { kind: "pumpCreate", creator, mint, name, symbol, uri: `https://ipfs.io/ipfs/Qm${symbol}${counter}`, devBuyLamports: 20_000_000n });
  if (record.err) throw new Error(`operator launch failed: ${JSON.stringify(record.err)}`);
  return { mint, signature: record.signature, slot: ctx.slot };
}

export interface FundedBuyReceipt {
  buyer: string;
  fundingSignature: string;
  buySignature: string;
  fundingSlot: number;
  buySlot: number;
}

function buyNow(chain: LiveChain, ctx: ExecContext, buyer: string, mint: string, lamports: bigint, feePayer?: string) {
  const data = chain.world.getAccount(pumpAddresses.curve(mint))?.data;
  const open = data?.kind === "curve" && !data.curve.complete;
  const style = feePayer ? { feePayer } : {};
  const buy = open ? execPumpBuy(ctx, { kind: "pumpBuy", user: buyer, mint, lamports, ...style }) : execPoolBuy(ctx, { kind: "poolBuy", user: buyer, mint, lamports, ...style });
  if (buy.err) throw new Error(`the buy failed: ${JSON.stringify(buy.err)}`);
  return buy;
}

/** A fresh wallet (its SOL from the faucet, not from `sponsor`) buys `mint` in a later slot, `sponsor` paying the fee. */
export function operatorSponsorsBuy(chain: LiveChain, sponsor: string, mint: string, lamports = 200_000_000n): { buyer: string; buySignature: string; buySlot: number } {
  const buyer = deriveAddress("operator-watch-buyer", `sponsored|${sponsor}|${++counter}`);
  airdrop(chain, buyer, lamports + 50_000_000n);
  const ctx = nextContext(chain, `sponsored-buy|${buyer}`);
  const buy = buyNow(chain, ctx, buyer, mint, lamports, sponsor);
  return { buyer, buySignature: buy.signature, buySlot: ctx.slot };
}

/** `funder` sends `fundLamports` to a fresh wallet; in a later slot that wallet buys `mint` (its open curve, else its pool). */
export function operatorFundsBuyer(chain: LiveChain, funder: string, mint: string, fundLamports = 500_000_000n): FundedBuyReceipt {
  const fundCtx = nextContext(chain, `fund|${funder}`);
  const buyer = deriveAddress("operator-watch-buyer", fundCtx.label);
  const funding = execTransfer(fundCtx, { kind: "transfer", from: funder, to: buyer, lamports: fundLamports });
  if (funding.err) throw new Error(`funding failed: ${JSON.stringify(funding.err)}`);
  const buyCtx = nextContext(chain, `buy|${buyer}`);
  const buy = buyNow(chain, buyCtx, buyer, mint, fundLamports / 2n);
  return { buyer, fundingSignature: funding.signature, buySignature: buy.signature, fundingSlot: fundCtx.slot, buySlot: buyCtx.slot };
}
