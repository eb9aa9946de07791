// Analytics: the insiders of a coordinated exit, with exact figures. A token
// listed on a Raydium AMM v4 pool (its vaults belong to the shared authority
// 5Q544f..., the pool is the AMM id); 24 organic buyers hold; four wallets with
// SOL of their own, which bought at different times, each sell 40-100 % of
// their bag in one slot. Cohorts must list the four as insiders with what they
// bought, hold and realized (pool-book.ts replays the executors' swap math).
import { slotDaysAgo } from "@/server/ledger/clock";
import { deriveAddress } from "@/server/ledger/keys";
import { raydiumAddresses } from "@/server/ledger/world/ix/raydium";
import type { TokenAmount } from "@/server/ledger/world/actions/types";
import { firstLaunchExpect, planBuyers } from "@/server/ledger/scenarios/helpers";
import { PoolBook, type PoolSwapFact } from "@/server/ledger/scenarios/pool-book";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface ExitInsiderFacts {
  wallet: Address;
  boughtTokens: bigint;
  soldTokens: bigint;
  heldTokens: bigint;
  lamportsPaid: bigint;
  lamportsReceived: bigint;
}

export interface ExitInsidersFacts {
  mint: Address;
  creator: Address;
  /** the AMM id: the pool every route must name. */
  pool: Address;
  exitSlot: number;
  insiders: ExitInsiderFacts[];
  /** sums over the insiders: % of supply, and realized SOL (received minus the average cost of what was sold), lamports. */
  boughtPct: number;
  heldPct: number;
  realizedLamports: bigint;
  receivedLamports: bigint;
  swaps: PoolSwapFact[];
}

const SUPPLY = 1_000_000_000_000_000n;
const FRACTION = 0.8;
const POOL_SOL = 120;
const EXIT_AT = 70_000;
const EXIT_FRACTIONS: TokenAmount[] = ["all", { fraction: 0.5 }, { fraction: 0.6 }, { fraction: 0.4 }];

const built = defineScenarioWithFacts<ExitInsidersFacts>(
  {
    id: "exit-insiders",
    title: "Coordinated exit: the sellers as insiders",
    description: "Four independently funded holders of a Raydium pool token each sell 40-100 % of their bag in one slot.",
    startSlot: slotDaysAgo(3.6),
  },
  (s) => {
    const { mint, creator } = launchPoolToken(s, { name: "Exit Cohort", symbol: "EXCO", pool: { venue: "raydium_v4", fraction: FRACTION, sol: POOL_SOL }, buyers: 0 });
    const book = new PoolBook(s, mint, "raydium_v4", { base: (SUPPLY * BigInt(FRACTION * 10_000)) / 10_000n, quote: sol(POOL_SOL) }, 6);
    const organic = planBuyers(s, { prefix: "buyer", count: 24, from: 600, spacing: 2_200, minSol: 0.3, maxSol: 2 });
    for (const b of organic) book.buy(b.buySlot, b.buyer, b.lamports);
    const sellers = s.wallets("exit", 4);
    sellers.forEach((w, i) => {
      s.genesis(w, sol(5));
      book.buy(1_700 + i * 9_000, w, sol(1.5 + 0.5 * i));
      book.sell(EXIT_AT, w, EXIT_FRACTIONS[i]);
    });
    book.settle();
    const insiders = sellers.map((wallet): ExitInsiderFacts => {
      const swaps = book.swaps.filter((x) => x.wallet === wallet);
      const sum = (side: "buy" | "sell", pick: (x: PoolSwapFact) => bigint) => swaps.filter((x) => x.side === side).reduce((a, x) => a + pick(x), 0n);
      const bought = sum("buy", (x) => x.tokens);
      const sold = sum("sell", (x) => x.tokens);
      return { wallet, boughtTokens: bought, soldTokens: sold, heldTokens: bought - sold, lamportsPaid: sum("buy", (x) => x.walletLamports), lamportsReceived: sum("sell", (x) => x.walletLamports) };
    });
    const pct = (n: bigint) => (Number(n) / Number(SUPPLY)) * 100;
    const total = (pick: (f: ExitInsiderFacts) => bigint) => insiders.reduce((a, f) => a + pick(f), 0n);
    // realized: what a sale brought in minus the average cost of the tokens sold
    const realizedLamports = insiders.reduce((a, f) => a + f.lamportsReceived - (f.lamportsPaid * f.soldTokens) / f.boughtTokens, 0n);
    return {
      mint,
      expect: {
        ...firstLaunchExpect(creator, { mintAuthorityRevoked: true, freezeAuthorityRevoked: true, venue: "raydium_v4", sellRoute: "routable" }),
        // 4 sellers x 12 + 4 x ~2.9% sold = 60: a caution-band score
        recommendation: "REVIEW",
        alsoAcceptable: ["AVOID"],
        coordinatedExit: { slot: s.slot(EXIT_AT), members: sellers },
        honeypot: { risk: "LOW", risks: [] },
      },
      facts: {
        mint,
        creator,
        pool: raydiumAddresses.amm(deriveAddress("openbook-market", mint)),
        exitSlot: s.slot(EXIT_AT),
        insiders,
        boughtPct: pct(total((f) => f.boughtTokens)),
        heldPct: pct(total((f) => f.heldTokens)),
        realizedLamports,
        receivedLamports: total((f) => f.lamportsReceived),
        swaps: book.swaps,
      },
    };
  },
);

export const exitInsiders = built.scenario;
export const EXIT_INSIDERS_EXPECTED = built.facts;
