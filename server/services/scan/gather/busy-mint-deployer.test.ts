// A mint whose history is longer than the pages the scan reads (mainnet's busy
// tokens pass 3,000 signatures): the creation is out of reach, but its pump.fun
// bonding curve still records the creator, whose own history is then walked
// as usual. Shown on the busy-token world (1,600+ signatures) with one page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildReport } from "@/server/engine/report";
import { getDefaultLedger, getScenario, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { gatherSnapshot } from "@/server/services/scan/gather/gather-snapshot";
import { DEFAULT_GATHER_OPTIONS } from "@/server/services/scan/gather/options";
import { ledgerSources } from "@/server/services/scan/testing/ledger-sources";

let ledger: LedgerServer;
beforeAll(async () => {
  ledger = await startLedgerServer({ world: getDefaultLedger(), latencyMs: 0, wsOnNextPort: false });
});
afterAll(async () => {
  await ledger?.close();
});

async function scan(id: string, signaturePageCap: number) {
  const sources = ledgerSources(ledger, { now: () => 1_764_000_000, http: { timeoutMs: 20_000, maxRetries: 0 } });
  const snapshot = await gatherSnapshot(getScenario(id)!.mint, sources, { ...DEFAULT_GATHER_OPTIONS, signaturePageCap });
  return { snapshot, report: buildReport(snapshot, { includeLaunches: true }) };
}

describe("the deployer of a mint whose creation is out of reach", () => {
  const expected = getScenario("busy-token")!.expect.deployer!;

  it("is named from the bonding curve and judged from its own history", async () => {
    const { snapshot, report } = await scan("busy-token", 1);
    expect(snapshot.coverage.capsHit).toContain("mint_history_pages");
    expect(snapshot.coverage.capsHit).toContain("creator_from_curve");
    expect(snapshot.deployer).toMatchObject({ status: "ok", creator: expected.creator, creationSignature: null });
    expect(report.deployer).toMatchObject({ creator: expected.creator, verdict: expected.verdict, tokens_launched: expected.priorLaunches });
  });

  it("within the page cap the creation itself names the creator, as before", async () => {
    const { snapshot } = await scan("busy-token", DEFAULT_GATHER_OPTIONS.signaturePageCap);
    expect(snapshot.coverage.capsHit).not.toContain("creator_from_curve");
    expect(snapshot.deployer).toMatchObject({ status: "ok", creator: expected.creator, creationSignature: expect.any(String) });
  });
});
