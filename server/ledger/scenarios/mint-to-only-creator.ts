// g. A creator whose history has mintTo on existing tokens (it was given the
// mint authority of three project tokens created by another wallet) but no
// earlier creation: minting supply is not a launch, so this is a first launch.
import { slotDaysAgo, SLOTS_PER_DAY } from "@/server/ledger/clock";
import { firstLaunchExpect } from "@/server/ledger/scenarios/helpers";
import { launchPoolToken } from "@/server/ledger/scenarios/pool-token";
import { defineScenario, sol } from "@/server/ledger/scenarios/script";

export const mintToOnlyCreator = defineScenario(
  {
    id: "mint-to-only-creator",
    title: "Creator with mintTo history only",
    description: "The creator minted supply of three existing tokens (created by someone else) before its first own launch.",
    startSlot: slotDaysAgo(20),
  },
  (s) => {
    const creator = s.wallet("creator");
    const project = s.wallet("project-deployer");
    s.genesis(project, sol(5));
    const existing = [1, 2, 3].map((i) => s.wallet(`project-token-${i}`));
    existing.forEach((mint, i) => {
      s.at(i * 2_000, {
        kind: "splCreate", creator: project, mint, program: "token", decimals: 6, supply: 0n, name: `Points ${i + 1}`, symbol: `PTS${i + 1}`,
        revokeMintAuthority: false, mintAuthority: creator, freezeAuthority: null,
      });
      for (let k = 0; k < 2; k++) {
        s.at(SLOTS_PER_DAY * (1 + i) + k * 5_000, { kind: "mintTo", authority: creator, mint, to: s.wallet(`points-user-${i}-${k}`), amount: 5_000_000_000n * BigInt(k + 1) });
      }
    });
    const launchAt = 10 * SLOTS_PER_DAY;
    const token = s.later(launchAt, () =>
      launchPoolToken(s, { name: "Fresh Start", symbol: "FRSH", pool: { venue: "pumpswap", fraction: 0.75, sol: 90 }, buyers: 30, buyerSol: [0.4, 2.5] }),
    );
    if (token.creator !== creator) throw new Error("mint-to-only-creator: creator mismatch");
    return {
      mint: token.mint,
      expect: firstLaunchExpect(creator, {
        mintAuthorityRevoked: true,
        freezeAuthorityRevoked: true,
        exitLiquidityRisk: false,
        venue: "pumpswap",
        holderCount: { min: 28, max: 35 },
      }),
    };
  },
);
