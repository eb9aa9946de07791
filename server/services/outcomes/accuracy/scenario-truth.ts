// The planted truth of a scenario as the accuracy run scores it: its `expect`
// (server/ledger/scenarios/types.ts), completed from the facts a few
// scenarios export beside it where `expect` names only part of what is planted
// (the stealth bundle's members; the second exchange of two-exchanges).
import type { Address } from "@/server/engine/snapshot";
import type { Scenario, ScenarioExpectation } from "@/server/ledger";
import { TWO_EXCHANGES_EXPECTED, stealthBundleFacts } from "@/server/ledger";

export type BundleKind = "same_slot" | "stealth";

export interface ScenarioTruth {
  id: string;
  mint: Address;
  expect: ScenarioExpectation;
  bundles: { kind: BundleKind; members: Address[] }[];
  exchanges: { funder: Address; label: string; members: Address[] }[];
}

export function truthOf(scenario: Scenario): ScenarioTruth {
  const e = scenario.expect;
  const bundles: ScenarioTruth["bundles"] = e.bundle ? [{ kind: "same_slot", members: e.bundle.members }] : [];
  if (scenario.mint === stealthBundleFacts.mint) bundles.push({ kind: "stealth", members: stealthBundleFacts.members });
  const exchanges: ScenarioTruth["exchanges"] = e.exchangeFunded ? [e.exchangeFunded] : [];
  if (scenario.mint === TWO_EXCHANGES_EXPECTED.mint) {
    for (const x of TWO_EXCHANGES_EXPECTED.exchanges) {
      if (!exchanges.some((known) => known.funder === x.funder)) exchanges.push({ funder: x.funder, label: x.label, members: x.holders });
    }
  }
  return { id: scenario.id, mint: scenario.mint, expect: e, bundles, exchanges };
}
