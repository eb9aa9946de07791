// Public API of the embedded ledger.
export { buildLedgerWorld } from "@/server/ledger/build-ledger-world";
export { handleRpcRequest } from "@/server/ledger/rpc/handle-rpc-request";
export { FUTURE_SCENARIOS, SCENARIOS, WORLD_SCENARIOS, getScenario, mintsWithFutures, scenarioFuture } from "@/server/ledger/scenarios";
export type { HoneypotRisk, Recommendation, Scenario, ScenarioExpectation } from "@/server/ledger/scenarios";
export { ensureLedgerServer, getDefaultLedger } from "@/server/ledger/server/embedded";
export { startLedgerServer, type LedgerServer, type LedgerServerOptions } from "@/server/ledger/server/ledger-server";
export type { FaultRule, FundingReceipt, LedgerControls, LedgerStats } from "@/server/ledger/server/controls";
export { getLiveChain, type Commitment, type LiveChain } from "@/server/ledger/live/live-chain";
export { DEMO_PAYEE_OWNER, FAUCET_ADDRESS, USDC_GENESIS_SUPPLY } from "@/server/ledger/world/genesis-payments";
export { deriveAddress, deriveKeypair } from "@/server/ledger/keys";
export { GENESIS_HASH as LEDGER_GENESIS_HASH, LEDGER_PAYMENT_NETWORK } from "@/server/ledger/rpc/methods/cluster-methods";
export type { World } from "@/server/ledger/world/world";
// Live market events (POST /__ledger/event) and the exact facts of the analytics scenarios.
export { transferTopBags, triggerLedgerEvent, walletHolders } from "@/server/ledger/live/events";
export { LEDGER_EVENT_KINDS, LedgerEventRefused, type LedgerEventKind, type LedgerEventReceipt } from "@/server/ledger/live/events";
export { cohortFacts, mcapUsd, pctOfSupply, type CohortFacts, type CurveTradeFact, type WalletTradeFacts } from "@/server/ledger/scenarios/curve-book";
export type { PoolSwapFact } from "@/server/ledger/scenarios/pool-book";
export { LP_BURNED_EXPECTED, LP_INCINERATOR_ACCOUNT, LP_KEPT_EXPECTED, LP_LOCKED_EXPECTED, LP_UNLOCK_AT, type LpFacts } from "@/server/ledger/scenarios/lp-status";
export { PUMP_DUMP_DEPLOYER_EXPECTED, type LaunchPeakFacts, type PumpDumpDeployerFacts } from "@/server/ledger/scenarios/pump-dump-deployer";
export { SNIPER_LAUNCH_EXPECTED, type SniperLaunchFacts } from "@/server/ledger/scenarios/sniper-launch";
export { TEAM_FUNDED_EXPECTED, type TeamFundedFacts } from "@/server/ledger/scenarios/team-funded";
export { TWO_EXCHANGES_EXPECTED, type ExchangeFundingFacts, type TwoExchangesFacts } from "@/server/ledger/scenarios/two-exchanges";
export { WASH_RING_EXPECTED, type WashRingFacts } from "@/server/ledger/scenarios/wash-ring";
export { WASH_OPERATORS_EXPECTED, type WashOperatorsFacts } from "@/server/ledger/scenarios/wash-operators";
export { EXIT_INSIDERS_EXPECTED, type ExitInsiderFacts, type ExitInsidersFacts } from "@/server/ledger/scenarios/exit-insiders";
export { ALLOCATED_INSIDERS_EXPECTED, type AllocatedInsidersFacts } from "@/server/ledger/scenarios/allocated-insiders";
export { stealthBundleFacts, type StealthBundleFacts } from "@/server/ledger/scenarios/stealth-bundle";
export { TIP_TIME } from "@/server/ledger/clock";
// Deployer-history worlds, served from a world of their own (not in the default world).
export { BUSY_DEPLOYER_EXPECTED, busyDeployer, DEPLOYER_PEAKS_EXPECTED, deployerPeaks, type BusyDeployerFacts, type DeployerPeaksFacts } from "@/server/ledger/scenarios/deployer-history";
export { BUSY_LAUNCHER_EXPECTED, busyLauncher, INSIDER_DUMPER_EXPECTED, insiderDumper, type DeployerRecordFacts } from "@/server/ledger/scenarios/deployer-base-rate";
// Live events of the operator watch (an operator launches, or funds a buyer, now).
export { operatorFundsBuyer, operatorLaunch, operatorSponsorsBuy, type FundedBuyReceipt, type OperatorLaunchReceipt } from "@/server/ledger/live/operator-watch-events";
// Lock worlds, one per locker program: the lock each planted and its schedule.
export { LOCK_FACTS, withdrawableAt, type LockFacts } from "@/server/ledger/scenarios/locks";
// Scripted futures (issue 31): what happens to a token after its first scan, on a scaled clock.
export { LIVING_FUTURE, ORGANIC_TRADE_EVERY_HOURS, type FutureStep, type TokenFuture } from "@/server/ledger/futures/types";
export type { FutureStatus } from "@/server/ledger/futures/future-player";
