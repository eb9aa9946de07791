// p. A pump.fun launch sent through a relayer: the relayer pays the fee (first
// signer, fee payer) while the creator signs as the Create instruction's
// `user` and pays the rent. The deployer is the creator, not the relayer.
import { slotDaysAgo } from "@/server/ledger/clock";
import { CurveSim, planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const relayerLaunch = defineScenario(
  {
    id: "relayer-launch",
    title: "Launch sent through a relayer",
    description: "pump.fun create whose fee payer is a relayer; the creator signs as user.",
    startSlot: slotDaysAgo(1.5),
  },
  (s) => {
    const creator = s.wallet("creator");
    const relayer = s.wallet("relayer");
    const mint = s.wallet("mint");
    s.genesis(creator, sol(2.4)).genesis(relayer, sol(55));
    // the relayer also sends other people's transactions.
    s.wallets("relayed-user", 6).forEach((u, i) => {
      s.genesis(u, sol(1));
      s.at(100 + i * 50, { kind: "transfer", from: u, to: s.wallet(`relayed-dest-${i}`), lamports: sol(0.2), feePayer: relayer });
    });
    s.at(1_000, { kind: "pumpCreate", creator, mint, name: "Gasless", symbol: "GSLS", uri: "https://ipfs.io/ipfs/QmGasless", devBuyLamports: sol(0.6), feePayer: relayer });
    const sim = new CurveSim(mint, creator);
    sim.buy(sol(0.6));
    planBuyers(s, { prefix: "buyer", count: 27, from: 1_300, spacing: 900, minSol: 0.2, maxSol: 1.5 }).forEach((b) => {
      sim.buy(b.lamports);
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports });
    });
    return {
      mint,
      expect: {
        // Organic buyers on a live curve: the curve's real SOL is the exit
        // liquidity (DexScreener lists curve pairs without a liquidity figure).
        recommendation: "SAFE",
        relayer: { feePayer: relayer, creator },
        deployer: { creator, verdict: "FIRST_LAUNCH", priorLaunches: 0, deadLaunches: 0 },
        honeypot: { risk: "LOW", risks: [] },
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 26, max: 30 },
      },
    };
  },
);
