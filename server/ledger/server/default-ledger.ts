// The process-wide world built from every scenario, built once (held in the
// ledger's one slot, ledger-slot.ts: Next.js dev reloads and route bundles share it).
import { buildLedgerWorld } from "../build-ledger-world";
import type { World } from "../world/world";
import { ledgerSlot } from "./ledger-slot";

export function getDefaultLedger(): World {
  const slot = ledgerSlot();
  slot.world ??= buildLedgerWorld();
  return slot.world;
}
