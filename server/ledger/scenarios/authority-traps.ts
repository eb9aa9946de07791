// i. A live freeze authority (the creator froze one holder already) and
// j. a live mint authority (the creator minted more supply after launch),
// both classic SPL tokens with a Raydium pool and organic buyers.
import { slotDaysAgo } from "@/server/ledger/clock";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario } from "@/server/ledger/scenarios/script";

export const liveFreezeAuthority = defineScenario(
  { id: "live-freeze-authority", title: "Live freeze authority", description: "Classic SPL token whose creator kept the freeze authority and has frozen a holder.", startSlot: slotDaysAgo(6.5) },
  (s) => {
    const creator = s.wallet("creator");
    const token = launchPoolToken(s, { name: "Ice Cube", symbol: "CUBE", freezeAuthority: creator, pool: { venue: "raydium_v4", fraction: 0.8, sol: 80 }, buyers: 30 });
    s.at(600 + 30 * 2_200 + 2_000, { kind: "freeze", authority: creator, mint: token.mint, owner: token.buys[4].buyer });
    return {
      mint: token.mint,
      expect: {
        recommendation: "AVOID",
        honeypot: { risk: "HIGH", risks: ["freeze_authority"] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: false,
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        sellRoute: "routable",
        venue: "raydium_v4",
        holderCount: { min: 28, max: 33 },
      },
    };
  },
);

export const liveMintAuthority = defineScenario(
  { id: "live-mint-authority", title: "Live mint authority", description: "Classic SPL token whose creator kept the mint authority and minted 5 % more supply after launch.", startSlot: slotDaysAgo(5.5) },
  (s) => {
    const creator = s.wallet("creator");
    const token = launchPoolToken(s, { name: "Printer", symbol: "PRNT", revokeMintAuthority: false, pool: { venue: "raydium_v4", fraction: 0.8, sol: 75 }, buyers: 30 });
    s.at(600 + 30 * 2_200 + 1_000, { kind: "mintTo", authority: creator, mint: token.mint, to: s.wallet("treasury"), amount: 50_000_000_000_000n });
    return {
      mint: token.mint,
      expect: {
        recommendation: "AVOID",
        honeypot: { risk: "HIGH", risks: ["mint_authority"] },
        mintAuthorityRevoked: false,
        freezeAuthorityRevoked: true,
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        sellRoute: "routable",
        venue: "raydium_v4",
        holderCount: { min: 28, max: 34 },
      },
    };
  },
);
