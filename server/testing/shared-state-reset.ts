// Vitest setup: test files share one process (integration tests run without
// isolation), and with it what a process has one of: the embedded ledger
// server (ensureLedgerServer) and the installed app (current-app.ts). A file
// must not hand what it did to them to the next file: after each file the
// ledger's controls go back to the defaults it starts with, and an app the file
// left installed is taken down. The world's accounts and transactions stay:
// files add to the chain as users do, and never assume it is empty.
import { afterAll } from "vitest";
import { appSlot } from "@/server/app/app-slot";
import { SLOT_MS } from "@/server/ledger/clock";
import { DEFAULT_FINALITY_DELAY_MS } from "@/server/ledger/live/live-chain";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";

afterAll(async () => {
  // the slot alone (not current-app.ts): this runs for pure tests too, which must not load the whole app
  appSlot().app = undefined;
  const slot = ledgerSlot();
  // the default world's live chain, whichever server of it a file started (finality lives on the chain)
  const chain = slot.world && slot.chains?.get(slot.world);
  if (chain) {
    chain.confirmationDelayMs = SLOT_MS;
    chain.finalityDelayMs = DEFAULT_FINALITY_DELAY_MS;
  }
  const started = slot.server;
  if (!started) return;
  const server = await started.catch(() => null);
  // latency and faults are the server's own (its finality is the chain's, reset above)
  server?.controls.configure({ latencyMs: 0, faults: [] });
});
