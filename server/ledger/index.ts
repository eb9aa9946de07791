// Public API of the embedded ledger.
export { buildLedgerWorld } from "./build-ledger-world";
export { handleRpcRequest } from "./rpc/handle-rpc-request";
export { SCENARIOS, getScenario } from "./scenarios";
export type { HoneypotRisk, Recommendation, Scenario, ScenarioExpectation } from "./scenarios";
export { ensureLedgerServer, getDefaultLedger } from "./server/embedded";
export { startLedgerServer, type LedgerServer, type LedgerServerOptions } from "./server/ledger-server";
export type { FaultRule, FundingReceipt, LedgerControls, LedgerStats } from "./server/controls";
export { getLiveChain, type Commitment, type LiveChain } from "./live/live-chain";
export { DEMO_PAYEE_OWNER, FAUCET_ADDRESS, USDC_GENESIS_SUPPLY } from "./world/genesis-payments";
export { deriveAddress, deriveKeypair } from "./keys";
export { GENESIS_HASH as LEDGER_GENESIS_HASH, LEDGER_PAYMENT_NETWORK } from "./rpc/methods/cluster-methods";
export type { World } from "./world/world";
// Live market events (POST /__ledger/event) and the exact facts of the analytics scenarios.
export { transferTopBags, triggerLedgerEvent, walletHolders } from "./live/events";
export { LEDGER_EVENT_KINDS, LedgerEventRefused, type LedgerEventKind, type LedgerEventReceipt } from "./live/events";
export { cohortFacts, mcapUsd, pctOfSupply, type CohortFacts, type CurveTradeFact, type WalletTradeFacts } from "./scenarios/curve-book";
export type { PoolSwapFact } from "./scenarios/pool-book";
export { LP_BURNED_EXPECTED, LP_INCINERATOR_ACCOUNT, LP_KEPT_EXPECTED, LP_LOCKED_EXPECTED, LP_UNLOCK_AT, type LpFacts } from "./scenarios/lp-status";
export { PUMP_DUMP_DEPLOYER_EXPECTED, type LaunchPeakFacts, type PumpDumpDeployerFacts } from "./scenarios/pump-dump-deployer";
export { SNIPER_LAUNCH_EXPECTED, type SniperLaunchFacts } from "./scenarios/sniper-launch";
export { TEAM_FUNDED_EXPECTED, type TeamFundedFacts } from "./scenarios/team-funded";
export { TWO_EXCHANGES_EXPECTED, type ExchangeFundingFacts, type TwoExchangesFacts } from "./scenarios/two-exchanges";
export { WASH_RING_EXPECTED, type WashRingFacts } from "./scenarios/wash-ring";
export { ALLOCATED_INSIDERS_EXPECTED, type AllocatedInsidersFacts } from "./scenarios/allocated-insiders";
export { stealthBundleFacts, type StealthBundleFacts } from "./scenarios/stealth-bundle";
export { TIP_TIME } from "./clock";
// Deployer-history worlds, served from a world of their own (not in the default world).
export { BUSY_DEPLOYER_EXPECTED, busyDeployer, DEPLOYER_PEAKS_EXPECTED, deployerPeaks, type BusyDeployerFacts, type DeployerPeaksFacts } from "./scenarios/deployer-history";
// Live events of the operator watch (an operator launches, or funds a buyer, now).
export { operatorFundsBuyer, operatorLaunch, operatorSponsorsBuy, type FundedBuyReceipt, type OperatorLaunchReceipt } from "./live/operator-watch-events";
