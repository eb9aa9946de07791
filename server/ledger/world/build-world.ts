// Builds a world from scheduled actions: genesis, then every action in slot
// order (ties: scenario order, then declaration order), like a chain replay.
import type { ScheduledAction } from "@/server/ledger/world/actions/types";
import { applyAction } from "@/server/ledger/world/apply-action";
import { seedGenesis } from "@/server/ledger/world/genesis";
import { World } from "@/server/ledger/world/world";

export interface GenesisBalance {
  address: string;
  lamports: bigint;
}

export function buildWorld(schedule: ScheduledAction[], balances: GenesisBalance[] = []): World {
  const world = new World();
  seedGenesis(world);
  for (const b of balances) {
    const existing = world.getAccount(b.address);
    if (existing) existing.lamports += b.lamports;
    else world.putAccount(b.address, { lamports: b.lamports, owner: "11111111111111111111111111111111" });
  }
  const ordered = [...schedule].sort((a, b) => a.slot - b.slot || a.order - b.order);
  ordered.forEach((item, i) => {
    try {
      applyAction({ world, slot: item.slot, label: `${item.scenarioId}#${i}:${item.action.kind}` }, item.action);
    } catch (error) {
      throw new Error(`scenario ${item.scenarioId}, ${item.action.kind} at slot ${item.slot}: ${(error as Error).message}`);
    }
  });
  return world;
}
