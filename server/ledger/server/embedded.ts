// The embedded ledger the app uses when SOLANA_RPC_URL is unset: one server
// per process on an ephemeral loopback port, started on first use.
import { startLedgerServer, type LedgerServer } from "./ledger-server";

const shared = globalThis as { __cabalLedgerServer?: Promise<LedgerServer> };

export function ensureLedgerServer(options: { latencyMs?: number } = {}): Promise<LedgerServer> {
  shared.__cabalLedgerServer ??= startLedgerServer({ port: 0, host: "127.0.0.1", latencyMs: options.latencyMs ?? 0 }).catch((error: unknown) => {
    shared.__cabalLedgerServer = undefined;
    throw error;
  });
  return shared.__cabalLedgerServer;
}

export { getDefaultLedger } from "./default-ledger";
