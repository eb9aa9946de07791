// Organic trading for a living token's future: a fresh wallet (funded from the
// faucet in the same slot) buys a little on the token's market, and the next
// trade is that wallet selling its bag back, so the token keeps a trickle of
// two-way trades without moving its price much. Built by the history's own
// executors: every reader sees real swaps.
import { deriveAddress } from "@/server/ledger/keys";
import type { ExecContext } from "@/server/ledger/world/actions/common";
import { execPoolBuy, execPoolSell } from "@/server/ledger/world/actions/pool-swap";
import { poolViews } from "@/server/ledger/world/actions/pool-common";
import { execPumpBuy, execPumpSell } from "@/server/ledger/world/actions/pump-trade";
import { execTransfer } from "@/server/ledger/world/actions/transfer";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { FAUCET_ADDRESS } from "@/server/ledger/world/genesis-payments";
import type { TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";

const FUNDING_LAMPORTS = 300_000_000n;
/** 0.02-0.06 SOL a buy: a trickle, not a pump */
const BUY_LAMPORTS = [20_000_000n, 35_000_000n, 50_000_000n, 60_000_000n];

export type Market = { kind: "curve" } | { kind: "pool" } | null;

export function marketOf(world: World, mint: string): Market {
  const data = world.getAccount(pumpAddresses.curve(mint))?.data;
  if (data?.kind === "curve" && !data.curve.complete) return { kind: "curve" };
  return poolViews(world, mint).some((v) => v.quoteReserve > 0n) ? { kind: "pool" } : null;
}

/** Trade `n` of the token's organic flow: even n a fresh wallet buys, odd n it sells what it bought. */
export function organicTrade(ctx: ExecContext, mint: string, n: number, generation = 0): TxRecord[] {
  const market = marketOf(ctx.world, mint);
  if (!market) return [];
  const wallet = deriveAddress("ledger-organic", `${mint}:${generation}:${n - (n % 2)}`);
  if (n % 2 === 1) {
    const held = ctx.world.tokenAccountsByMint.get(mint);
    const holds = [...(held ?? [])].some((a) => ctx.world.getTokenAccount(a)?.owner === wallet && (ctx.world.getTokenAccount(a)?.amount ?? 0n) > 0n);
    if (!holds) return [];
    const label = `${ctx.label}|sell`;
    return [market.kind === "curve" ? execPumpSell({ ...ctx, label }, { kind: "pumpSell", user: wallet, mint, amount: "all" }) : execPoolSell({ ...ctx, label }, { kind: "poolSell", user: wallet, mint, amount: "all" })];
  }
  const lamports = BUY_LAMPORTS[(n / 2) % BUY_LAMPORTS.length];
  const funded = execTransfer({ ...ctx, label: `${ctx.label}|fund` }, { kind: "transfer", from: FAUCET_ADDRESS, to: wallet, lamports: FUNDING_LAMPORTS });
  const label = `${ctx.label}|buy`;
  const bought = market.kind === "curve" ? execPumpBuy({ ...ctx, label }, { kind: "pumpBuy", user: wallet, mint, lamports }) : execPoolBuy({ ...ctx, label }, { kind: "poolBuy", user: wallet, mint, lamports });
  return [funded, bought];
}
