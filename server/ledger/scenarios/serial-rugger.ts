// f. A serial rugger: the creator launched six tokens over five weeks - four
// on pump.fun (dev buy, a few buyers, dev dumps: the curve sits at its
// starting price, ~$4.2k cap, no liquidity), one on Raydium v4 (LP pulled:
// dust liquidity) and one bare SPL mint never listed (no pair) - then the
// scanned pump.fun token.
import { slotDaysAgo, SLOTS_PER_DAY } from "@/server/ledger/clock";
import { planBuyers } from "@/server/ledger/scenarios/helpers";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const serialRugger = defineScenario(
  {
    id: "serial-rugger",
    title: "Serial rugger creator",
    description: "Creator with six earlier launches (pump.fun, Raydium, bare mint), all dead, launches again.",
    startSlot: slotDaysAgo(40),
  },
  (s) => {
    const creator = s.wallet("creator");
    s.genesis(creator, sol(180));
    const prior: string[] = [];
    for (let i = 0; i < 4; i++) {
      const mint = s.wallet(`old-pump-${i + 1}`);
      prior.push(mint);
      const at = i * 5 * SLOTS_PER_DAY;
      s.at(at, { kind: "pumpCreate", creator, mint, name: `Rocket ${i + 1}`, symbol: `RKT${i + 1}`, uri: `https://ipfs.io/ipfs/QmRocket${i + 1}`, devBuyLamports: sol(2) });
      const victims = planBuyers(s, { prefix: `old-${i + 1}-buyer`, count: 3, from: at + 200, spacing: 300, minSol: 0.2, maxSol: 0.8 });
      victims.forEach((v) => s.at(v.buySlot, { kind: "pumpBuy", user: v.buyer, mint, lamports: v.lamports }));
      s.at(at + 3_000, { kind: "pumpSell", user: creator, mint, amount: "all", closeAccount: true });
    }
    const rayMint = s.wallet("old-raydium");
    prior.push(rayMint);
    const rayAt = 21 * SLOTS_PER_DAY;
    s.at(rayAt, { kind: "splCreate", creator, mint: rayMint, program: "token", decimals: 6, supply: 1_000_000_000_000_000n, name: "Safe Yield", symbol: "SYLD", revokeMintAuthority: true, freezeAuthority: null });
    s.at(rayAt + 200, { kind: "poolCreate", venue: "raydium_v4", creator, mint: rayMint, tokenAmount: { fraction: 0.9 }, lamports: sol(20) });
    const rayVictims = planBuyers(s, { prefix: "ray-buyer", count: 4, from: rayAt + 400, spacing: 400, minSol: 0.5, maxSol: 2 });
    rayVictims.forEach((v) => s.at(v.buySlot, { kind: "poolBuy", user: v.buyer, mint: rayMint, lamports: v.lamports }));
    s.at(rayAt + 4_000, { kind: "poolWithdraw", owner: creator, mint: rayMint, fraction: 1 });
    const bare = s.wallet("old-bare");
    prior.push(bare);
    s.at(26 * SLOTS_PER_DAY, { kind: "splCreate", creator, mint: bare, program: "token", decimals: 9, supply: 100_000_000_000_000_000n, name: "Airdrop", symbol: "DROP", revokeMintAuthority: false, freezeAuthority: null });
    const mint = s.wallet("mint");
    const launch = 39 * SLOTS_PER_DAY;
    s.at(launch, { kind: "pumpCreate", creator, mint, name: "Rocket Final", symbol: "RKTF", uri: "https://ipfs.io/ipfs/QmRocketFinal", devBuyLamports: sol(1.5) });
    planBuyers(s, { prefix: "buyer", count: 26, from: launch + 100, spacing: 900, minSol: 0.2, maxSol: 1.5 }).forEach((b) =>
      s.at(b.buySlot, { kind: "pumpBuy", user: b.buyer, mint, lamports: b.lamports }),
    );
    return {
      mint,
      expect: {
        // dead launches alone are what most prolific launchers have (docs/scoring.md "Deployer base rate"): REVIEW at most
        recommendation: "SAFE",
        alsoAcceptable: ["REVIEW"],
        deployer: { creator, verdict: "SERIAL_RUGGER", priorLaunches: 6, deadLaunches: 6, priorMints: prior },
        honeypot: { risk: "LOW", risks: [] },
        sellRoute: "routable",
        venue: "pumpfun_curve",
        holderCount: { min: 25, max: 30 },
      },
    };
  },
);
