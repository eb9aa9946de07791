// Vitest setup: test files share one process (integration tests run without
// isolation), and so the one embedded ledger server a process has
// (ensureLedgerServer). A file that slows it, breaks it or changes its finality
// must not hand that to the next file: after each file its controls go back to
// the defaults it starts with. The world's accounts and transactions stay: files
// add to the chain as users do, and never assume it is empty.
import { afterAll } from "vitest";
import { DEFAULT_FINALITY_DELAY_MS } from "@/server/ledger/live/live-chain";
import { SLOT_MS } from "@/server/ledger/clock";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";

afterAll(async () => {
  const started = ledgerSlot().server;
  if (!started) return;
  const server = await started.catch(() => null);
  server?.controls.configure({ latencyMs: 0, faults: [], confirmationDelayMs: SLOT_MS, finalityDelayMs: DEFAULT_FINALITY_DELAY_MS });
});
