// Jupiter GET /swap/v1/quote computed from the world: the deepest venue of
// the token (open curve or pool), constant product with the venue's fee,
// priceImpactPct a decimal FRACTION string like the recorded quotes. No
// route: HTTP 400 COULD_NOT_FIND_ANY_ROUTE, also for tokens flagged
// unsellable (transfer hook, frozen by default) when selling them.
import { TIP_SLOT } from "@/server/ledger/clock";
import { ACCOUNTS, SOL_PRICE_USD } from "@/server/ledger/constants";
import { quoteConstantProduct } from "@/server/ledger/world/amm-math";
import { PUMP_CREATOR_FEE_BPS, PUMP_PROTOCOL_FEE_BPS } from "@/server/ledger/world/curve-math";
import type { World } from "@/server/ledger/world/world";
import { venueViews, type VenueView } from "@/server/ledger/market/venue-views";

export type QuoteResult = { status: 200; body: Record<string, unknown> } | { status: 400; body: { error: string; errorCode: string } };

const LABEL = { curve: "Pump.fun", pumpswap: "Pump.fun Amm", raydium_v4: "Raydium" } as const;
const noRoute = (): QuoteResult => ({ status: 400, body: { error: "Could not find any route", errorCode: "COULD_NOT_FIND_ANY_ROUTE" } });

export interface QuoteParams {
  inputMint: string;
  outputMint: string;
  amount: bigint;
  slippageBps: number;
}

function feeBpsOf(view: VenueView): number {
  return view.kind === "curve" ? Number(PUMP_PROTOCOL_FEE_BPS + PUMP_CREATOR_FEE_BPS) : view.feeBps;
}

/** Reserves as the swap sees them: a curve trades on its virtual reserves. */
function reservesOf(view: VenueView): { token: bigint; sol: bigint } {
  if (view.kind === "curve") return { token: view.curve.virtualTokenReserves, sol: view.curve.virtualSolReserves };
  return { token: view.baseReserve, sol: view.quoteReserve };
}

function transferFeeOf(world: World, mint: string, amount: bigint): bigint {
  const ext = world.getMint(mint)?.extensions.find((e) => e.type === "transferFeeConfig");
  if (!ext || ext.type !== "transferFeeConfig") return 0n;
  const fee = (amount * BigInt(ext.newerFee.basisPoints)) / 10_000n;
  return fee > ext.newerFee.maximumFee ? ext.newerFee.maximumFee : fee;
}

export function quoteSwap(world: World, p: QuoteParams): QuoteResult {
  const sol = ACCOUNTS.wrappedSol;
  if (p.inputMint === p.outputMint) return { status: 400, body: { error: "inputMint cannot be same as outputMint", errorCode: "CIRCULAR_ARBITRAGE_IS_DISABLED" } };
  if (p.inputMint !== sol && p.outputMint !== sol) return noRoute();
  const token = p.inputMint === sol ? p.outputMint : p.inputMint;
  const selling = p.inputMint === token;
  if (!world.getMint(token)) return { status: 400, body: { error: `The token ${token} is not tradable`, errorCode: "TOKEN_NOT_TRADABLE" } };
  if (selling && world.listings.get(token)?.sellBlocked) return noRoute();
  const views = venueViews(world, token).filter((v) => v.quoteReserve > 0n);
  if (views.length === 0) return noRoute();
  const best = views.reduce((a, b) => (b.quoteReserve > a.quoteReserve ? b : a));
  const r = reservesOf(best);
  const feeBps = feeBpsOf(best);
  const amountIn = selling ? p.amount - transferFeeOf(world, token, p.amount) : p.amount;
  const [reserveIn, reserveOut] = selling ? [r.token, r.sol] : [r.sol, r.token];
  let out = quoteConstantProduct(amountIn, reserveIn, reserveOut, feeBps);
  if (!selling) out -= transferFeeOf(world, token, out);
  if (best.kind === "curve" && !selling && out > best.curve.realTokenReserves) out = best.curve.realTokenReserves;
  if (best.kind === "curve" && selling && out > best.quoteReserve) out = best.quoteReserve;
  if (out <= 0n) return noRoute();
  const impact = Number(amountIn) / (Number(reserveIn) + Number(amountIn));
  const feeAmount = (p.amount * BigInt(feeBps)) / 10_000n;
  const solSide = Number(selling ? out : p.amount) / 1e9;
  const label = best.kind === "curve" ? LABEL.curve : LABEL[best.venue];
  return {
    status: 200,
    body: {
      inputMint: p.inputMint,
      inAmount: p.amount.toString(),
      outputMint: p.outputMint,
      outAmount: out.toString(),
      otherAmountThreshold: ((out * BigInt(10_000 - p.slippageBps)) / 10_000n).toString(),
      swapMode: "ExactIn",
      slippageBps: p.slippageBps,
      platformFee: null,
      priceImpactPct: impact.toString(),
      routePlan: [
        {
          swapInfo: { ammKey: best.address, label, inputMint: p.inputMint, outputMint: p.outputMint, inAmount: p.amount.toString(), outAmount: out.toString(), feeAmount: feeAmount.toString(), feeMint: p.inputMint },
          percent: 100,
          bps: 10000,
        },
      ],
      contextSlot: Math.max(world.tipSlot, TIP_SLOT),
      timeTaken: 0.002131842,
      swapUsdValue: (solSide * SOL_PRICE_USD).toString(),
      simplerRouteUsed: false,
      mostReliableAmmsQuoteReport: { info: { [best.address]: out.toString() } },
      longtailMarketQuoteReport: null,
      useIncurredSlippageForQuoting: null,
      useRewards: null,
      otherRoutePlans: null,
      loadedLongtailToken: false,
      instructionVersion: null,
    },
  };
}
