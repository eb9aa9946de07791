// Part of `npm run bench` (`--bill-only` runs just this): the RPC bill of a
// scan as the app records it (issue 28 item 5). Scans go through the scan
// service with the app's RPC bill (server/services/access/rpc-bill) on an
// in-memory database: a cold scan, the same mint again (warm: answered from
// the report cache, no trace, nothing billed) and a busy token's cold scan, on
// both address-history paths. Each line: calls, then credits under the Helius
// and the QuickNode lists (credit-prices.ts); last, what the operator's
// endpoint would show for them (GET /api/admin/rpc-usage).
import { creditsOf, HELIUS_CREDITS, QUICKNODE_CREDITS } from "@/server/chain/solana-rpc/credit-prices";
import { getEnv } from "@/server/platform/config/env";
import { createDatabase, IN_MEMORY } from "@/server/platform/db/client";
import { createSources } from "@/server/platform/runtime";
import { getScenario } from "@/server/ledger";
import { createCreditBudget } from "@/server/services/access/rpc-bill/credit-budget";
import { createRpcBill } from "@/server/services/access/rpc-bill/rpc-bill";
import { STANDARD_PLAN, type HistoryPlan } from "@/server/services/scan/gather/history/address-history";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { createScanService } from "@/server/services/scan/scan/scan-service";
import type { RpcUsage } from "@/server/services/scan/scan/rpc-usage";
import { fixedHistory, probeLedgerHistory, type BenchUrls } from "./bench-cold-run";

const PAYER = { kind: "anonymous", paid: false } as const;

export async function benchBill(urls: BenchUrls): Promise<void> {
  const { plan: indexed } = await probeLedgerHistory(urls);
  const database = await createDatabase({ dataDir: IN_MEMORY });
  const now = () => new Date();
  const bill = createRpcBill({ database: async () => database, prices: HELIUS_CREDITS, budget: createCreditBudget({ database: async () => database, creditsPerMinute: null, now }), now });
  console.log("\nThe RPC bill per scan (as recorded in rpc_usage; warm = the same mint again, answered from the cache: no trace)");
  console.log("path      scan                       source        calls   Helius credits   QuickNode credits");
  try {
    for (const plan of [STANDARD_PLAN, ...(indexed ? [indexed] : [])]) await benchPath(plan, urls, bill, database);
    const summary = await bill.summary();
    const all = summary.lastHour.all;
    console.log(
      `GET /api/admin/rpc-usage would show: ${all.traces} traces, calls p50 ${all.calls_p50} / p95 ${all.calls_p95}, credits (Helius) p50 ${all.credits_p50} / p95 ${all.credits_p95}, total ${all.credits_total}`,
    );
  } finally {
    await bill.close();
    await database.close();
  }
}

async function benchPath(plan: HistoryPlan, urls: BenchUrls, bill: ReturnType<typeof createRpcBill>, database: Awaited<ReturnType<typeof createDatabase>>) {
  const env = getEnv();
  let heard: RpcUsage | null = null;
  // each path its own service: its cache is empty, so the first scan of a mint is cold
  const service = createScanService({
    sources: { ...createSources(env, { kind: "remote", ...urls }), history: fixedHistory(plan, "bill") },
    gatherOptions: DEFAULT_GATHER_OPTIONS,
    database: async () => database,
    ttlSeconds: 3_600,
    creditPrices: HELIUS_CREDITS,
    bill,
    onRpcUsage: (_mint, usage) => (heard = usage),
  });
  const cases = [
    { label: "cold (clean-organic)", mint: getScenario("clean-organic")!.mint, fresh: true },
    { label: "warm (clean-organic)", mint: getScenario("clean-organic")!.mint, fresh: false },
    { label: "cold (busy-token)", mint: getScenario("busy-token")!.mint, fresh: true },
  ];
  for (const { label, mint, fresh } of cases) {
    heard = null;
    // cold: fresh (the other path's stored report is not reused); warm: the cached answer a repeat caller gets
    const report = await service.scan({ mint, fresh, payer: PAYER });
    const usage = heard as RpcUsage | null;
    const calls = usage?.calls ?? 0;
    const helius = usage ? creditsOf(usage.byMethod, HELIUS_CREDITS) : 0;
    const quicknode = usage ? creditsOf(usage.byMethod, QUICKNODE_CREDITS) : 0;
    console.log(`${plan.path.padEnd(9)} ${label.padEnd(26)} ${report.source.padEnd(12)} ${String(calls).padStart(6)} ${String(helius).padStart(16)} ${String(quicknode).padStart(19)}`);
  }
  await service.close();
}
