// An allocation without a buy, and insiders trading a pool whose swap does not
// name the mint. The creator mints the whole supply to itself, puts 60 % in a
// Raydium AMM v4 pool and keeps 40 % (allocated, never bought). Four insiders
// funded by one master wallet buy on the pool and later sell part of their
// bags there; Raydium v4's swap names only the pool's vaults, so their trades
// are found through the vaults' and holders' token accounts. One organic
// buyer sells everything (sold out).
import { slotDaysAgo } from "@/server/ledger/clock";
import { ACCOUNTS } from "@/server/ledger/constants";
import { deriveAddress } from "@/server/ledger/keys";
import { raydiumAddresses } from "@/server/ledger/world/ix/raydium";
import { planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

export interface AllocatedInsidersFacts {
  mint: Address;
  creator: Address;
  supply: bigint;
  /** tokens the creator kept without buying */
  allocated: bigint;
  insiders: Address[];
  insiderMaster: Address;
  /** share of each insider's bag sold later */
  sellFractions: number[];
  soldOut: Address;
  /** the owner of the pool's vaults (Raydium v4's AMM authority, shared by every v4 pool: not this pool) */
  poolOwner: Address;
  /** the pool itself: the AMM id */
  pool: Address;
}

const SUPPLY = 1_000_000_000n * 10n ** 6n;
const POOL_SHARE_BPS = 6_000n;
const SELL_FRACTIONS = [0.5, 0.3, 0.7, 0.4];

const built = defineScenarioWithFacts<AllocatedInsidersFacts>(
  {
    id: "allocated-insiders",
    title: "Allocated supply and insiders on Raydium v4",
    description: "The creator keeps 40 % of supply without buying; four insiders funded by one wallet buy and sell part on a Raydium AMM v4 pool.",
    startSlot: slotDaysAgo(3),
  },
  (s) => {
    const creator = s.wallet("creator");
    const mint = s.wallet("mint");
    s.genesis(creator, sol(86));
    s.at(0, { kind: "splCreate", creator, mint, program: "token", decimals: 6, supply: SUPPLY, name: "Allotted", symbol: "ALLOT", revokeMintAuthority: true, freezeAuthority: null });
    const pooled = (SUPPLY * POOL_SHARE_BPS) / 10_000n;
    s.at(300, { kind: "poolCreate", venue: "raydium_v4", creator, mint, tokenAmount: { raw: pooled }, lamports: sol(80) });
    const master = s.wallet("insider-master");
    s.genesis(master, sol(40));
    const insiders = s.wallets("insider", SELL_FRACTIONS.length);
    insiders.forEach((w, i) => s.fund(400 + i * 9, master, w, sol(4.5)));
    insiders.forEach((w, i) => s.at(2_000 + i * 60, { kind: "poolBuy", user: w, mint, lamports: sol(2 + i * 0.5), venue: "raydium_v4" }));
    const organic = planBuyers(s, { prefix: "buyer", count: 16, from: 3_000, spacing: 1_500, minSol: 0.3, maxSol: 2 });
    for (const b of organic) s.at(b.buySlot, { kind: "poolBuy", user: b.buyer, mint, lamports: b.lamports, venue: "raydium_v4" });
    const later = 3_000 + 16 * 1_500 + 2_000;
    insiders.forEach((w, i) => s.at(later + i * 120, { kind: "poolSell", user: w, mint, amount: { fraction: SELL_FRACTIONS[i] }, venue: "raydium_v4" }));
    const soldOut = organic[0].buyer;
    s.at(later + 1_000, { kind: "poolSell", user: soldOut, mint, amount: "all", venue: "raydium_v4" });
    return {
      mint,
      expect: {
        recommendation: "REVIEW",
        alsoAcceptable: ["AVOID"],
        fundingClusters: [{ funder: master, members: insiders, hops: 1 }],
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "raydium_v4",
        holderCount: { min: 18, max: 22 },
      },
      facts: {
        mint,
        creator,
        supply: SUPPLY,
        allocated: SUPPLY - pooled,
        insiders,
        insiderMaster: master,
        sellFractions: SELL_FRACTIONS,
        soldOut,
        poolOwner: ACCOUNTS.raydiumAuthority,
        pool: raydiumAddresses.amm(deriveAddress("openbook-market", mint)),
      },
    };
  },
);

export const allocatedInsiders = built.scenario;
export const ALLOCATED_INSIDERS_EXPECTED = built.facts;
