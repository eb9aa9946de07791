// Public API of the embedded ledger.
export { buildLedgerWorld } from "./build-ledger-world";
export { handleRpcRequest } from "./rpc/handle-rpc-request";
export { SCENARIOS, getScenario } from "./scenarios";
export type { HoneypotRisk, Recommendation, Scenario, ScenarioExpectation } from "./scenarios";
export { ensureLedgerServer, getDefaultLedger } from "./server/embedded";
export { startLedgerServer, type LedgerServer, type LedgerServerOptions } from "./server/ledger-server";
export type { FaultRule, LedgerStats } from "./server/controls";
export { deriveAddress, deriveKeypair } from "./keys";
export type { World } from "./world/world";
