// GET routes of the market emulation: DexScreener under /dexscreener, Jupiter
// under /jupiter, mirroring the public APIs' paths.
import { z } from "zod";
import { pairsByAddress, pairsForTokens } from "@/server/ledger/market/dexscreener";
import { quoteSwap } from "@/server/ledger/market/jupiter";
import type { World } from "@/server/ledger/world/world";

export interface RouteAnswer {
  status: number;
  body: unknown;
}

const splitList = (s: string) => decodeURIComponent(s).split(",").map((x) => x.trim()).filter(Boolean);

export function routeDexscreener(world: World, path: string): RouteAnswer {
  let m = /^\/tokens\/v1\/solana\/([^/?]+)$/.exec(path);
  if (m) return { status: 200, body: pairsForTokens(world, splitList(m[1]).slice(0, 30)) };
  m = /^\/latest\/dex\/tokens\/([^/?]+)$/.exec(path);
  if (m) {
    const pairs = pairsForTokens(world, splitList(m[1]).slice(0, 30));
    // the real API answers `pairs: null` when it knows no pair.
    return { status: 200, body: { schemaVersion: "1.0.0", pairs: pairs.length > 0 ? pairs : null } };
  }
  m = /^\/latest\/dex\/pairs\/solana\/([^/?]+)$/.exec(path);
  if (m) {
    const pairs = pairsByAddress(world, splitList(m[1]));
    return { status: 200, body: { schemaVersion: "1.0.0", pairs: pairs.length > 0 ? pairs : null, pair: pairs[0] ?? null } };
  }
  return { status: 404, body: { error: "Not found" } };
}

const quoteQuery = z.object({
  inputMint: z.string().min(32).max(44),
  outputMint: z.string().min(32).max(44),
  amount: z.string().refine((s) => /^\d{1,20}$/.test(s) && BigInt(s) > 0n, "amount must be a positive integer"),
  slippageBps: z.coerce.number().int().min(0).max(10_000).default(50),
  swapMode: z.enum(["ExactIn"]).default("ExactIn"),
});

export function routeJupiter(world: World, path: string, query: URLSearchParams): RouteAnswer {
  if (path !== "/swap/v1/quote") return { status: 404, body: { error: "Not found" } };
  const parsed = quoteQuery.safeParse(Object.fromEntries(query));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { status: 400, body: { error: `Query parameter ${issue?.path.join(".")} is invalid`, errorCode: "INVALID_REQUEST" } };
  }
  const q = parsed.data;
  return quoteSwap(world, { inputMint: q.inputMint, outputMint: q.outputMint, amount: BigInt(q.amount), slippageBps: q.slippageBps });
}
