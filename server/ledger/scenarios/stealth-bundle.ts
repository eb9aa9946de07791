// A stealth bundle: the same-slot check evaded the way public bundler kits
// advertise. Five fresh wallets (each funded ~20 min before launch by a wallet
// of its own, so no shared funder) buy in slots +2..+6 after the pump.fun
// create, in shuffled order, with jittered amounts, but sent by one tool: the
// same compute-unit limit and price and the same Jito tip amount, each to a
// tip account picked at random. Organic buyers (the ledger's default compute
// settings) follow.
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveSim, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import type { Address } from "@/server/ledger/scenarios/types";

/**
 * The 8 public Jito tip accounts (labels/programs-and-venues.csv "Jito Tip 1..8",
 * from cxcx-ai/solana-dex-parser FEE_ACCOUNTS and helius-labs/photon-explorer;
 * the ledger may not import server/chain, so they are listed here).
 */
export const JITO_TIP_ACCOUNTS: readonly Address[] = [
  "96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5",
  "HFqU5x63VTqvQss8hp11i4wVV8bD44PvwucfZ2bU7gRe",
  "Cw8CFyM9FkoMi7K7Crf6HNQqf4uEMzpKw6QNghXLvLkY",
  "ADaUMid9yfUytqMBgopwjb2DTLSokTSzL1zt6iGPaS49",
  "DfXygSm4jCyNCybVYYK6DwvWqjKee8pbDmJGcLWNDXjh",
  "ADuUkR4vqLUMWXxW9gh6D6L8pMSawimctcNZ5pGwDcEt",
  "DttWaMuVvTiduZRnguLF7jNxTgiMBZ1hyAumKUiL2KRL",
  "3AVi9Tg9Uo68tJfuvoKvqKNWKkC5wPdSSdeBnizKZ6jT",
];

export interface StealthBundleFacts {
  mint: Address;
  creator: Address;
  members: Address[];
  /** last member's buy slot minus the first one's. */
  slotSpread: number;
  firstBuySlot: number;
  cuLimit: number;
  cuPrice: number;
  tipLamports: bigint;
}

const LAUNCH = 3_000;
/** slots after the create, one per bundler, deliberately out of wallet order. */
const BUY_AFTER = [4, 2, 6, 3, 5];
const CU_LIMIT = 187_500;
const CU_PRICE = 1_337_000;
const TIP = 2_100_000n;

const built = defineScenarioWithFacts<StealthBundleFacts>(
  {
    id: "stealth-bundle",
    title: "Stealth bundle over five slots",
    description: "Five fresh wallets buy in slots 2-6 after a pump.fun create with jittered amounts, sharing compute settings and a Jito tip amount.",
    startSlot: slotDaysAgo(2),
  },
  (s) => {
    const creator = s.wallet("creator");
    const mint = s.wallet("mint");
    s.genesis(creator, sol(3.1));
    const sim = new CurveSim(mint, creator);
    const bundlers = s.wallets("bundler", BUY_AFTER.length);
    bundlers.forEach((wallet, i) => {
      const funder = s.wallet(`bundler-funder-${i + 1}`);
      s.genesis(funder, s.random.sol(30, 90));
      s.fund(LAUNCH - 3_000 + i * 173, funder, wallet, sol(6.5));
    });
    s.at(LAUNCH, { kind: "pumpCreate", creator, mint, name: "Quiet Whale", symbol: "QWHL", uri: "https://ipfs.io/ipfs/QmQuietWhale", devBuyLamports: sol(0.8) });
    sim.buy(sol(0.8));
    const planned = bundlers.map((user, i) => ({ user, after: BUY_AFTER[i], lamports: s.random.sol(2.6, 4.4) })).sort((a, b) => a.after - b.after);
    for (const buy of planned) {
      sim.buy(buy.lamports);
      const jitoTipAccount = JITO_TIP_ACCOUNTS[s.random.int(0, JITO_TIP_ACCOUNTS.length - 1)];
      s.at(LAUNCH + buy.after, { kind: "pumpBuy", user: buy.user, mint, lamports: buy.lamports, computeUnitLimit: CU_LIMIT, microLamportsPerCu: CU_PRICE, jitoTipLamports: TIP, jitoTipAccount });
    }
    const organic = planBuyers(s, { prefix: "buyer", count: 24, from: LAUNCH + 300, spacing: 1_700, minSol: 0.1, maxSol: 1.2 });
    for (const b of organic) {
      sim.buy(b.lamports);
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports });
    }
    if (sim.complete) throw new Error("stealth-bundle: curve should stay open");
    return {
      mint,
      expect: {
        recommendation: "AVOID",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 28, max: 32 },
      },
      facts: {
        mint,
        creator,
        members: bundlers,
        slotSpread: Math.max(...BUY_AFTER) - Math.min(...BUY_AFTER),
        firstBuySlot: s.slot(LAUNCH + Math.min(...BUY_AFTER)),
        cuLimit: CU_LIMIT,
        cuPrice: CU_PRICE,
        tipLamports: TIP,
      },
    };
  },
);

export const stealthBundle = built.scenario;
export const stealthBundleFacts = built.facts;
