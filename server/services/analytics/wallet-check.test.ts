// Wallet check on a world of its own (deployer-peaks: a creator with 13 earlier
// launches, one graduated), served over real HTTP, the scan use case being a
// live gather + engine: the description's "sold_out=true means the wallet held
// this token and has since sold" for a wallet no longer among the holders,
// track_record { prior_tokens, graduated } for the deployer, and a wallet that
// never touched the mint answered as not found, never as clean.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletCheckResponseSchema } from "@/server/contracts/analytics";
import { buildReport } from "@/server/engine/report";
import type { ScanReport } from "@/server/contracts/scan-report";
import { buildLedgerWorld, DEPLOYER_PEAKS_EXPECTED, deployerPeaks, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { DEFAULT_TRADE_HISTORY_CAPS } from "@/server/services/scan/gather/trade-history";
import { createAnalyticsService, type AnalyticsService } from "@/server/services/analytics/analytics-service";
import { BACKGROUND_PAYER } from "@/server/services/access/rpc-bill/payer";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
let service: AnalyticsService;
const facts = DEPLOYER_PEAKS_EXPECTED;

beforeAll(async () => {
  ledger = await startLedgerServer({ world: buildLedgerWorld([deployerPeaks]), latencyMs: 0, wsOnNextPort: false });
  const sources = ledgerSources(ledger, { now: () => 1_764_000_000, http: { timeoutMs: 20_000, maxRetries: 0 } });
  const reports = new Map<string, Promise<ScanReport>>();
  // the scan use case without a database: one live trace per mint
  const scan = ({ mint, includeLaunches }: { mint: string; includeLaunches?: boolean }) => {
    if (!reports.has(mint)) {
      reports.set(
        mint,
        gatherSnapshot(mint, sources, DEFAULT_GATHER_OPTIONS).then((s) => ({ ...buildReport(s, { includeLaunches: includeLaunches ?? false }), source: "real_time" as const, analysis_time_ms: 0, operators: [], p_rug_24h: null, p_rug_24h_fit: null })),
      );
    }
    return reports.get(mint)!;
  };
  service = createAnalyticsService({ sources, gatherOptions: DEFAULT_GATHER_OPTIONS, historyCaps: DEFAULT_TRADE_HISTORY_CAPS, scanService: { scan } });
}, 120_000);
afterAll(async () => {
  await ledger?.close();
});

const check = async (wallet: string) => walletCheckResponseSchema.parse(await service.walletCheck(facts.mint, wallet, BACKGROUND_PAYER));

describe("wallet check", () => {
  it("a buyer that sold everything is sold out, though it is no holder any more", async () => {
    const body = await check(facts.soldOut);
    expect(body.roles.some((r) => r.role === "holder")).toBe(false);
    expect(body.holding).toEqual({ holds_now: false, sold_out: true, ui_amount: 0 });
    expect(body.involved).toBe(true);
  });

  it("a wallet that never touched the mint: no role, nothing held, said to be not found and not clean", async () => {
    const body = await check(facts.untouched);
    expect(body.roles).toEqual([]);
    expect(body.holding).toEqual({ holds_now: false, sold_out: false, ui_amount: 0 });
    expect(body.involved).toBe(false);
    expect(body.note).toMatch(/^not found/);
    expect(body.note).toMatch(/not clean/);
    expect(body.track_record).toBeUndefined();
  });

  it("the deployer's track record counts its earlier launches and the one that graduated", async () => {
    const body = await check(facts.creator);
    expect(body.roles.map((r) => r.role)).toContain("deployer");
    expect(body.track_record).toEqual({ prior_tokens: facts.priorMints.length, graduated: 1 });
    expect(body.involved).toBe(true);
  });
});
