// Every scenario planted in the default world. SCENARIOS is the public view
// ({ id, title, description, mint, expect }); the definitions also carry the
// actions that plant them.
import { liveFreezeAuthority, liveMintAuthority } from "@/server/ledger/scenarios/authority-traps";
import { busyToken } from "@/server/ledger/scenarios/busy-token";
import { cleanOrganic } from "@/server/ledger/scenarios/clean-organic";
import { coordinatedExit } from "@/server/ledger/scenarios/coordinated-exit";
import { exchangeFunded } from "@/server/ledger/scenarios/exchange-funded";
import { graduated } from "@/server/ledger/scenarios/graduated";
import { noPool, noSellRoute, thinLiquidity } from "@/server/ledger/scenarios/market-traps";
import { mintToOnlyCreator } from "@/server/ledger/scenarios/mint-to-only-creator";
import { relayerLaunch } from "@/server/ledger/scenarios/relayer-launch";
import { sameSlotBundle } from "@/server/ledger/scenarios/same-slot-bundle";
import { serialRugger } from "@/server/ledger/scenarios/serial-rugger";
import { TOKEN2022_TRAPS } from "@/server/ledger/scenarios/token2022-traps";
import { twoHopCluster } from "@/server/ledger/scenarios/two-hop-cluster";
import { lpBurned, lpKept, lpLocked } from "@/server/ledger/scenarios/lp-status";
import { pumpDumpDeployer } from "@/server/ledger/scenarios/pump-dump-deployer";
import { sniperLaunch } from "@/server/ledger/scenarios/sniper-launch";
import { teamFunded } from "@/server/ledger/scenarios/team-funded";
import { twoExchanges } from "@/server/ledger/scenarios/two-exchanges";
import { washRing } from "@/server/ledger/scenarios/wash-ring";
import { botSnipers } from "@/server/ledger/scenarios/bot-snipers";
import { deployerExit } from "@/server/ledger/scenarios/deployer-exit";
import { stealthBundle } from "@/server/ledger/scenarios/stealth-bundle";
import { returningFunderFirst, returningFunderSecond } from "@/server/ledger/scenarios/returning-funder";
import { watchDrain, watchDump } from "@/server/ledger/scenarios/watch-events";
import { allocatedInsiders } from "@/server/ledger/scenarios/allocated-insiders";
import { exitInsiders } from "@/server/ledger/scenarios/exit-insiders";
import { washOperators } from "@/server/ledger/scenarios/wash-operators";
import { LOCK_SCENARIOS } from "@/server/ledger/scenarios/locks";
import { whaleExit } from "@/server/ledger/scenarios/whale-exit";
import type { TokenFuture } from "@/server/ledger/futures/types";
import type { Scenario, ScenarioDefinition } from "@/server/ledger/scenarios/types";

export const SCENARIOS_WITH_ACTIONS: readonly ScenarioDefinition[] = [
  cleanOrganic,
  sameSlotBundle,
  twoHopCluster,
  exchangeFunded,
  coordinatedExit,
  serialRugger,
  mintToOnlyCreator,
  ...TOKEN2022_TRAPS,
  liveFreezeAuthority,
  liveMintAuthority,
  thinLiquidity,
  noSellRoute,
  noPool,
  graduated,
  busyToken,
  relayerLaunch,
  watchDump,
  watchDrain,
  teamFunded,
  sniperLaunch,
  washRing,
  lpBurned,
  lpLocked,
  lpKept,
  twoExchanges,
  pumpDumpDeployer,
  stealthBundle,
  botSnipers,
  deployerExit,
  allocatedInsiders,
  returningFunderFirst,
  returningFunderSecond,
  washOperators,
  exitInsiders,
  ...LOCK_SCENARIOS,
];

/** Planted in the default world for their futures only (server/ledger/futures): outcomes, not detections,
 * so not in the scenario suite (SCENARIOS, docs/accuracy.md). */
export const FUTURE_SCENARIOS: readonly ScenarioDefinition[] = [whaleExit];

/** Everything the default world plants. */
export const WORLD_SCENARIOS: readonly ScenarioDefinition[] = [...SCENARIOS_WITH_ACTIONS, ...FUTURE_SCENARIOS];

export const SCENARIOS: readonly Scenario[] = SCENARIOS_WITH_ACTIONS.map(({ id, title, description, mint, expect }) => ({ id, title, description, mint, expect }));

export function getScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** The scripted future of a default-world mint, if its scenario has one. */
export function scenarioFuture(mint: string): TokenFuture | undefined {
  return WORLD_SCENARIOS.find((s) => s.mint === mint)?.future;
}

/** Mints whose scenarios script a future: what the demo scans at start so outcomes appear unasked. */
export function mintsWithFutures(): string[] {
  return WORLD_SCENARIOS.filter((s) => s.future).map((s) => s.mint);
}

export type { HoneypotRisk, Recommendation, Scenario, ScenarioDefinition, ScenarioExpectation } from "@/server/ledger/scenarios/types";
