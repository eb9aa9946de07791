// Ordinary snipers only: what every launch has and what must NOT be called a
// bundle. Six wallets with weeks of history (each funded long ago by a wallet
// of its own) buy in slots +1..+7 after the pump.fun create through one public
// trading bot: every buy pays the bot's fee to the same fee account, but each
// user set its own compute-unit limit, price and tip. Organic buyers follow.
import { SLOTS_PER_DAY, slotDaysAgo } from "@/server/ledger/clock";
import { CurveSim, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenarioWithFacts, sol } from "@/server/ledger/scenarios/script";
import { JITO_TIP_ACCOUNTS } from "@/server/ledger/scenarios/stealth-bundle";
import type { Address } from "@/server/ledger/scenarios/types";

export interface BotSnipersFacts {
  mint: Address;
  snipers: Address[];
  botFeeAccount: Address;
}

/** the snipers' wallets were funded this long before the launch. */
const HISTORY_SLOTS = 20 * SLOTS_PER_DAY;
const LAUNCH = HISTORY_SLOTS + 1_000;
const SNIPES = [
  { after: 1, cuLimit: 95_000, cuPrice: 2_500_000, tip: 1_000_000n },
  { after: 2, cuLimit: 140_000, cuPrice: 800_000, tip: 0n },
  { after: 3, cuLimit: 200_000, cuPrice: 5_000_000, tip: 3_000_000n },
  { after: 4, cuLimit: 120_500, cuPrice: 1_200_000, tip: 0n },
  { after: 5, cuLimit: 180_000, cuPrice: 350_000, tip: 1_500_000n },
  { after: 7, cuLimit: 150_000, cuPrice: 9_000_000, tip: 10_000_000n },
];

const built = defineScenarioWithFacts<BotSnipersFacts>(
  {
    id: "bot-snipers",
    title: "Snipers through one trading bot",
    description: "Six wallets with long histories snipe a pump.fun launch in slots 1-7 through one bot (shared fee account), each with its own compute settings and tip.",
    startSlot: slotDaysAgo(25),
  },
  (s) => {
    const creator = s.wallet("creator");
    const mint = s.wallet("mint");
    const botFeeAccount = s.wallet("bot-fee-vault");
    s.genesis(creator, sol(3));
    s.genesis(botFeeAccount, sol(120));
    const sim = new CurveSim(mint, creator);
    const snipers = s.wallets("sniper", SNIPES.length);
    snipers.forEach((wallet, i) => {
      const funder = s.wallet(`sniper-funder-${i + 1}`);
      s.genesis(funder, s.random.sol(50, 200));
      s.fund(i * 977, funder, wallet, sol(5));
    });
    s.at(LAUNCH, { kind: "pumpCreate", creator, mint, name: "Bot Bait", symbol: "BAIT", uri: "https://ipfs.io/ipfs/QmBotBait", devBuyLamports: sol(0.5) });
    sim.buy(sol(0.5));
    SNIPES.forEach((snipe, i) => {
      const lamports = s.random.sol(0.5, 2);
      sim.buy(lamports);
      s.at(LAUNCH + snipe.after, {
        kind: "pumpBuy",
        user: snipers[i],
        mint,
        lamports,
        computeUnitLimit: snipe.cuLimit,
        microLamportsPerCu: snipe.cuPrice,
        // a 1% bot fee, the same account for every user
        botFee: { account: botFeeAccount, lamports: lamports / 100n },
        ...(snipe.tip > 0n ? { jitoTipLamports: snipe.tip, jitoTipAccount: JITO_TIP_ACCOUNTS[i % JITO_TIP_ACCOUNTS.length] } : {}),
      });
    });
    const organic = planBuyers(s, { prefix: "buyer", count: 24, from: LAUNCH + 300, spacing: 1_700, minSol: 0.1, maxSol: 1.2 });
    for (const b of organic) {
      sim.buy(b.lamports);
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports });
    }
    if (sim.complete) throw new Error("bot-snipers: curve should stay open");
    return {
      mint,
      expect: {
        recommendation: "SAFE",
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 29, max: 33 },
      },
      facts: { mint, snipers, botFeeAccount },
    };
  },
);

export const botSnipers = built.scenario;
export const botSnipersFacts = built.facts;
