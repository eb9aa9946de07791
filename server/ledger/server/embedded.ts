// The embedded ledger the app uses when SOLANA_RPC_URL is unset: one server
// per process on an ephemeral loopback port, started on first use (held in
// the ledger's one slot, ledger-slot.ts).
import { startLedgerServer, type LedgerServer, type LedgerServerOptions } from "@/server/ledger/server/ledger-server";
import { ledgerSlot } from "@/server/ledger/server/ledger-slot";

/** `historyMethods`: serve getTransactionsForAddress (LEDGER_HISTORY_METHODS); the first caller's options win. */
export function ensureLedgerServer(options: { latencyMs?: number; port?: number; historyMethods?: LedgerServerOptions["historyMethods"] } = {}): Promise<LedgerServer> {
  const slot = ledgerSlot();
  const start = () => startLedgerServer({ port: options.port ?? 0, host: "127.0.0.1", latencyMs: options.latencyMs ?? 0, historyMethods: options.historyMethods });
  const starting = (slot.server ??= start().catch((error: unknown) => {
    if (slot.server === starting) slot.server = undefined;
    throw error;
  }));
  return starting;
}

export { getDefaultLedger } from "@/server/ledger/server/default-ledger";
