// World background, not a scanner scenario: exchange hot wallets with large
// balances paying out withdrawals to ~200 unrelated wallets over 50 days
// (single transfers and batched payouts), so an exchange funder looks like one.
import { slotDaysAgo } from "@/server/ledger/clock";
import { EXCHANGES } from "@/server/ledger/scenarios/exchanges";
import { ScenarioScript, sol } from "@/server/ledger/scenarios/script";
import type { ScenarioDefinition } from "@/server/ledger/scenarios/types";

export function buildBackground(): ScenarioDefinition {
  const s = new ScenarioScript("background", slotDaysAgo(50));
  const exchanges = Object.values(EXCHANGES);
  const balances = [sol(412_000), sol(268_500), sol(97_300), sol(153_800)];
  exchanges.forEach((ex, i) => s.genesis(ex.address, balances[i]));
  const perExchange = [70, 50, 40, 40];
  const step = Math.floor((50 * 216_000) / 80);
  exchanges.forEach((ex, e) => {
    const customers = s.wallets(`${ex.label.toLowerCase()}-customer`, perExchange[e]);
    for (let i = 0; i < customers.length; i += 4) {
      const offset = i * step + e * 977 + s.random.int(0, 5000);
      const batch = customers.slice(i, i + 4);
      if (i % 8 === 0) {
        s.at(offset, { kind: "transferMany", from: ex.address, to: batch.map((address) => ({ address, lamports: s.random.sol(0.05, 40) })) });
      } else {
        batch.forEach((to, j) => s.fund(offset + j * 37, ex.address, to, s.random.sol(0.05, 25)));
      }
    }
  });
  return { id: "background", title: "background", description: "exchange payouts", mint: "", expect: { recommendation: "SAFE" }, actions: s.actions, balances: s.balances };
}
