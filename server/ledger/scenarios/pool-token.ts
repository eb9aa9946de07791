// A token launched straight on the token program with a pool (no curve): the
// shape of scenarios i-m. Organic buyers trade the pool afterwards.
import type { Action } from "@/server/ledger/world/actions/types";
import type { MintExtensionState, PoolVenue } from "@/server/ledger/world/types";
import { planBuyers, type PlannedBuy } from "@/server/ledger/scenarios/helpers";
import { sol, type ScenarioScript } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface PoolTokenPlan {
  name: string;
  symbol: string;
  program?: "token" | "token2022";
  decimals?: number;
  supply?: bigint;
  revokeMintAuthority?: boolean;
  freezeAuthority?: Address | null;
  extensions?: MintExtensionState[];
  sellBlocked?: boolean;
  /** share of supply put in the pool, and the SOL beside it; null: no pool. */
  pool: { venue: PoolVenue; fraction: number; sol: number } | null;
  buyers: number;
  buyerSol?: [number, number];
}

export interface PoolToken {
  creator: Address;
  mint: Address;
  buys: PlannedBuy[];
}

export function launchPoolToken(s: ScenarioScript, p: PoolTokenPlan): PoolToken {
  const creator = s.wallet("creator");
  const mint = s.wallet("mint");
  const decimals = p.decimals ?? 6;
  const supply = p.supply ?? 1_000_000_000n * 10n ** BigInt(decimals);
  s.genesis(creator, sol((p.pool?.sol ?? 0) + 6));
  const create: Action = {
    kind: "splCreate", creator, mint, program: p.program ?? "token", decimals, supply, name: p.name, symbol: p.symbol,
    revokeMintAuthority: p.revokeMintAuthority ?? true, freezeAuthority: p.freezeAuthority ?? null, extensions: p.extensions, sellBlocked: p.sellBlocked,
  };
  s.at(0, create);
  if (p.pool) {
    const tokens = (supply * BigInt(Math.round(p.pool.fraction * 10_000))) / 10_000n;
    s.at(300, { kind: "poolCreate", venue: p.pool.venue, creator, mint, tokenAmount: { raw: tokens }, lamports: sol(p.pool.sol) });
  }
  const [min, max] = p.buyerSol ?? [0.3, 2.5];
  const buys = planBuyers(s, { prefix: "buyer", count: p.buyers, from: 600, spacing: 2_200, minSol: min, maxSol: max });
  if (p.pool) for (const b of buys) s.at(b.buySlot, { kind: "poolBuy", user: b.buyer, mint, lamports: b.lamports });
  return { creator, mint, buys };
}
