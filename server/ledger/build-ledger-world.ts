// One world from every scenario (plus the exchange background), like mainnet:
// one RPC serves every mint. Scenario order breaks ties inside a slot.
import { buildBackground } from "@/server/ledger/scenarios/background";
import { WORLD_SCENARIOS } from "@/server/ledger/scenarios";
import type { ScenarioDefinition } from "@/server/ledger/scenarios/types";
import { buildWorld } from "@/server/ledger/world/build-world";
import type { World } from "@/server/ledger/world/world";

export function buildLedgerWorld(scenarios: readonly ScenarioDefinition[] = WORLD_SCENARIOS): World {
  const all = [buildBackground(), ...scenarios];
  const schedule = all.flatMap((d, i) => d.actions.map((a) => ({ ...a, order: i * 1_000_000 + a.order })));
  return buildWorld(schedule, all.flatMap((d) => d.balances));
}
