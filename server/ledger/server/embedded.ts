// The embedded ledger the app uses when SOLANA_RPC_URL is unset: one server
// per process on an ephemeral loopback port, started on first use (held in
// the ledger's one slot, ledger-slot.ts).
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";

export function ensureLedgerServer(options: { latencyMs?: number; port?: number } = {}): Promise<LedgerServer> {
  const slot = ledgerSlot();
  const starting = (slot.server ??= startLedgerServer({ port: options.port ?? 0, host: "127.0.0.1", latencyMs: options.latencyMs ?? 0 }).catch((error: unknown) => {
    if (slot.server === starting) slot.server = undefined;
    throw error;
  }));
  return starting;
}

export { getDefaultLedger } from "@/server/ledger/server/default-ledger";
