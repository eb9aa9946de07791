// The process-wide world built from every scenario, built once (held in the
// ledger's one slot, ledger-slot.ts: Next.js dev reloads and route bundles share it).
import { buildLedgerWorld } from "@/server/ledger/build-ledger-world";
import type { World } from "@/server/ledger/world/world";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";

export function getDefaultLedger(): World {
  const slot = ledgerSlot();
  slot.world ??= buildLedgerWorld();
  return slot.world;
}
