// Every scenario planted in the default world. SCENARIOS is the public view
// ({ id, title, description, mint, expect }); the definitions also carry the
// actions that plant them.
import { liveFreezeAuthority, liveMintAuthority } from "./authority-traps";
import { busyToken } from "./busy-token";
import { cleanOrganic } from "./clean-organic";
import { coordinatedExit } from "./coordinated-exit";
import { exchangeFunded } from "./exchange-funded";
import { graduated } from "./graduated";
import { noPool, noSellRoute, thinLiquidity } from "./market-traps";
import { mintToOnlyCreator } from "./mint-to-only-creator";
import { relayerLaunch } from "./relayer-launch";
import { sameSlotBundle } from "./same-slot-bundle";
import { serialRugger } from "./serial-rugger";
import { TOKEN2022_TRAPS } from "./token2022-traps";
import { twoHopCluster } from "./two-hop-cluster";
import { lpBurned, lpKept, lpLocked } from "./lp-status";
import { pumpDumpDeployer } from "./pump-dump-deployer";
import { sniperLaunch } from "./sniper-launch";
import { teamFunded } from "./team-funded";
import { twoExchanges } from "./two-exchanges";
import { washRing } from "./wash-ring";
import { botSnipers } from "./bot-snipers";
import { deployerExit } from "./deployer-exit";
import { stealthBundle } from "./stealth-bundle";
import { returningFunderFirst, returningFunderSecond } from "./returning-funder";
import { watchDrain, watchDump } from "./watch-events";
import { allocatedInsiders } from "./allocated-insiders";
import type { Scenario, ScenarioDefinition } from "./types";

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
];

export const SCENARIOS: readonly Scenario[] = SCENARIOS_WITH_ACTIONS.map(({ id, title, description, mint, expect }) => ({ id, title, description, mint, expect }));

export function getScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

export type { HoneypotRisk, Recommendation, Scenario, ScenarioDefinition, ScenarioExpectation } from "./types";
