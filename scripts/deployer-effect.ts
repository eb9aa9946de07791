// `npx tsx scripts/deployer-effect.ts`: for every ledger world (the default
// world's scenarios and the deployer-history worlds), how the deployer's
// record moved the score and the recommendation: the deployer layer's points,
// the score and recommendation with them, and what the same scan would answer
// without the deployer layer (its points and its REVIEW flag taken out).
// Scans the way the accuracy run does (gather over real HTTP to the embedded
// ledger, clock at the ledger's tip, no deadline). Prints a Markdown table.
import { createDexScreenerClient } from "@/server/chain/market/client";
import { createJupiterClient } from "@/server/chain/quotes/client";
import { createSolanaRpc } from "@/server/chain/solana-rpc/client";
import { resolveEngineConfig } from "@/server/engine/config";
import { runLayers } from "@/server/engine/report";
import { buildReport } from "@/server/engine/report";
import { decideRecommendation } from "@/server/engine/recommendation";
import { computeScore } from "@/server/engine/scoring/score";
import type { TokenSnapshot } from "@/server/engine/snapshot";
import { TIP_TIME, buildLedgerWorld, getDefaultLedger, startLedgerServer, SCENARIOS, type World } from "@/server/ledger";
import * as ledger from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";

interface Row {
  world: string;
  verdict: string;
  record: string;
  points: number;
  score: number;
  recommendation: string;
  without: string;
}

async function scanWorld(world: World, cases: { id: string; mint: string }[]): Promise<Row[]> {
  const server = await startLedgerServer({ world, latencyMs: 0, wsOnNextPort: false });
  try {
    const http = { timeoutMs: 30_000, maxRetries: 2 };
    const sources = {
      rpc: createSolanaRpc({ url: server.rpcUrl, concurrency: 16, ...http }),
      market: createDexScreenerClient({ baseUrl: server.dexscreenerUrl, ...http }),
      quotes: createJupiterClient({ baseUrl: server.jupiterUrl, ...http }),
      now: () => TIP_TIME,
    };
    const rows: Row[] = [];
    for (const c of cases) rows.push(describe(c.id, await gatherSnapshot(c.mint, sources, DEFAULT_GATHER_OPTIONS)));
    return rows;
  } finally {
    await server.close();
  }
}

function describe(id: string, snapshot: TokenSnapshot): Row {
  const report = buildReport(snapshot, { includeLaunches: true });
  const results = runLayers(snapshot, resolveEngineConfig());
  const points = results.deployer_track_record.contributions.reduce((sum, c) => sum + c.points, 0);
  const others = Object.entries(results)
    .filter(([layer]) => layer !== "deployer_track_record")
    .flatMap(([, result]) => result.contributions);
  const scoreWithout = computeScore(others);
  const without = decideRecommendation({
    score: scoreWithout,
    honeypotHigh: report.honeypot_risk === "HIGH",
    sellBlocked: results.sell_route.findings.blocked,
    exitLiquidityRisk: results.exit_liquidity.findings.exitLiquidityRisk,
    noMarket: results.exit_liquidity.findings.noMarket,
    serialRugger: false,
    confidence: report.confidence,
    scanComplete: report.scan_complete,
  } as Parameters<typeof decideRecommendation>[0]);
  const d = report.deployer;
  const record = `${d.tokens_launched} launches, ${d.dead} dead, ${d.pump_and_dumps ?? 0} p&d`;
  return { world: id, verdict: d.verdict, record, points, score: report.cabal_score, recommendation: report.recommendation, without: `${scoreWithout} ${without}` };
}

async function main() {
  const rows = await scanWorld(getDefaultLedger(), SCENARIOS.map((s) => ({ id: s.id, mint: s.mint })));
  // worlds kept out of the default world (each exported as a scenario definition with its facts)
  const own = Object.entries(ledger)
    .filter(([name, value]) => /^[a-z]/.test(name) && typeof value === "object" && value !== null && "actions" in value && "mint" in value && "id" in value)
    .map(([, value]) => value as NonNullable<Parameters<typeof buildLedgerWorld>[0]>[number]);
  if (own.length > 0) rows.push(...(await scanWorld(buildLedgerWorld(own), own.map((s) => ({ id: s.id, mint: s.mint })))));
  console.log("| world | deployer verdict | record | deployer points | score | recommendation | without the deployer (score, rec.) |");
  console.log("|---|---|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.world} | ${r.verdict} | ${r.record} | ${r.points} | ${r.score} | ${r.recommendation} | ${r.without} |`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
