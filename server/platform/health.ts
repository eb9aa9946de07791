// Reachability of the database and each data source, for GET /api/health.
// Every probe has a deadline and never throws: health must answer when the
// things it checks do not. The answer never carries an error's own text
// (driver messages name hosts, ports and users; RPC URLs carry API keys):
// only "timeout" or "unreachable", with the detail in the server log. One
// check is shared for HEALTH_CACHE_MS, so a flood of health requests costs
// one database ping and two upstream calls per interval (the app's cache,
// server/platform/health-cache.ts, wired by server/app/create-app.ts).
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { Health } from "@/server/contracts/health";
import { pingDatabase } from "@/server/platform/db/client";
import type { Runtime } from "@/server/platform/runtime";

export { HEALTH_CACHE_MS } from "@/server/platform/health-cache";

const PROBE_TIMEOUT_MS = 3_000;

interface Probe {
  ok: boolean;
  latencyMs: number;
  error?: "timeout" | "unreachable";
}

class ProbeTimeout extends Error {}

async function probe(what: string, run: () => Promise<unknown>): Promise<Probe> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([run(), new Promise((_, reject) => (timer = setTimeout(() => reject(new ProbeTimeout()), PROBE_TIMEOUT_MS)))]);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: failureOf(what, error) };
  } finally {
    clearTimeout(timer);
  }
}

function failureOf(what: string, error: unknown): "timeout" | "unreachable" {
  const timedOut = error instanceof ProbeTimeout || (error instanceof Error && /no answer within|timed out/i.test(error.message));
  console.error(`[health] ${what}:`, error instanceof Error ? error.message : error);
  return timedOut ? "timeout" : "unreachable";
}

export async function checkHealth(runtime: Runtime): Promise<Health> {
  const { rpc, market } = runtime.sources;
  const kind = runtime.env.DATABASE_URL ? "postgres" : "embedded";
  const [database, solanaRpc, dexscreener] = await Promise.all([
    probe("database", async () => {
      const ping = await pingDatabase(await runtime.database());
      if (!ping.ok) throw new Error(ping.error ?? "database ping failed");
    }),
    probe("solana rpc", () => rpc.getHealth()),
    probe("dexscreener", () => market.fetchTokenPairs([KNOWN_ACCOUNTS.wrappedSolMint])),
  ]);
  const ok = database.ok && solanaRpc.ok;
  return {
    status: ok ? (dexscreener.ok ? "ok" : "degraded") : "down",
    database: { ...database, kind },
    data_sources: { kind: runtime.urls.kind, solana_rpc: solanaRpc, dexscreener },
  };
}
