// The engine's report: the wire report (server/contracts/scan-report.ts, whose
// zod schema is the one definition of the shape) without the fields the scan
// service adds when it serves one. The engine names the wire types with
// `import type` only (erased at build: the engine runs no zod; eslint.config.mjs).
import type { ScanReport } from "@/server/contracts/scan-report";

export type HeaderRecommendation = "AVOID" | "CAUTION" | "LOW SIGNAL";

/** What the scan service adds to the engine's report when it serves it (scan-service.ts, scan-for-caller.ts). */
type ServedField = "source" | "analysis_time_ms" | "free_queries_remaining" | "warning" | "screen_list" | "operators" | "exit_cost" | "p_rug_24h" | "p_rug_24h_fit";

export type EngineReport = Omit<ScanReport, ServedField>;
