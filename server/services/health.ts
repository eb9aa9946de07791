// Reachability of the database and each data source, for GET /api/health.
// Every probe has a deadline and never throws: health must answer when the
// things it checks do not.
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import { pingDatabase } from "@/server/db/client";
import { getRuntime } from "./runtime";

const PROBE_TIMEOUT_MS = 3_000;

interface Probe {
  ok: boolean;
  latencyMs: number;
  error?: string;
}

async function probe(run: () => Promise<unknown>): Promise<Probe> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([run(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)))]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth() {
  const runtime = await getRuntime();
  const { rpc, market } = runtime.sources;
  const [database, solanaRpc, dexscreener] = await Promise.all([
    runtime
      .database()
      .then((db) => pingDatabase(db))
      .catch((error: unknown) => ({ ok: false, kind: runtime.env.DATABASE_URL ? "postgres" : "embedded", latencyMs: 0, error: String(error) })),
    probe(() => rpc.getHealth()),
    probe(() => market.fetchTokenPairs([KNOWN_ACCOUNTS.wrappedSolMint])),
  ]);
  const ok = database.ok && solanaRpc.ok;
  return {
    status: ok ? (dexscreener.ok ? "ok" : "degraded") : "down",
    database: { ...database, latencyMs: Math.round(database.latencyMs) },
    data_sources: { kind: runtime.urls.kind, solana_rpc: solanaRpc, dexscreener },
  };
}
