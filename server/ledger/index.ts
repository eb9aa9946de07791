// Public API of the embedded ledger.
export { buildLedgerWorld } from "./build-ledger-world";
export { handleRpcRequest } from "./rpc/handle-rpc-request";
export { SCENARIOS, getScenario } from "./scenarios";
export type { HoneypotRisk, Recommendation, Scenario, ScenarioExpectation } from "./scenarios";
export { ensureLedgerServer, getDefaultLedger } from "./server/embedded";
export { startLedgerServer, type LedgerServer, type LedgerServerOptions } from "./server/ledger-server";
export type { FaultRule, FundingReceipt, LedgerControls, LedgerStats } from "./server/controls";
export { getLiveChain, type Commitment, type LiveChain } from "./live/live-chain";
export { FAUCET_ADDRESS, USDC_GENESIS_SUPPLY } from "./world/genesis-payments";
export { deriveAddress, deriveKeypair } from "./keys";
export type { World } from "./world/world";
