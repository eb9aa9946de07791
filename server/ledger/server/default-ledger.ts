// The process-wide world built from every scenario, built once and cached on
// globalThis (Next.js dev reloads and test files in one process share it).
import { buildLedgerWorld } from "../build-ledger-world";
import type { World } from "../world/world";

const shared = globalThis as { __cabalLedgerWorld?: World };

export function getDefaultLedger(): World {
  shared.__cabalLedgerWorld ??= buildLedgerWorld();
  return shared.__cabalLedgerWorld;
}
