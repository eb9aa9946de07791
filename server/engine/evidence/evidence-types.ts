// The engine's side of the evidence pack (issue 30): what a report rests on,
// JSON-safe. The wire schema is server/contracts/evidence/pack.ts; the
// service adds the issuer, time, report id, settings digest and signature.

/** Bump when a layer's rule, a weight or the report's meaning changes; the settings digest covers the thresholds. */
export const ENGINE_VERSION = "2026.11-r30";

export type EvidenceFlagKind =
  | "funding"
  | "time_sync"
  | "stealth_bundle"
  | "coordinated_exit"
  | "exited"
  | "honeypot"
  | "sell_route"
  | "exit_liquidity"
  | "deployer"
  | "holder_concentration"
  | "unlock";

export type EvidenceRole = "funding" | "buy" | "sell" | "creation" | "launch";

export interface EvidenceTxEntry {
  signature: string;
  slot: number | null;
  role: EvidenceRole;
  wallet: string | null;
  from?: string;
}

export interface EvidenceClaim {
  members?: string[];
  master?: string | null;
  slot?: number;
  slot_spread?: number;
  combined_pct?: number | null;
  sold_pct?: number | null;
  bought_pct?: number | null;
  fingerprint?: Record<string, string | number>;
  creator?: string | null;
  value?: string | number | boolean | null;
}

export interface EvidenceFlagEntry {
  id: string;
  kind: EvidenceFlagKind;
  rule: { layer: string; statement: string; params: Record<string, number | string | boolean> };
  points: number;
  reason: string;
  claim: EvidenceClaim;
  evidence: EvidenceTxEntry[];
  checkable: "transactions" | "partly" | "not_in_transactions";
  not_on_chain: string[];
}

export interface EvidenceCoverageEntry {
  holders_found: number;
  holder_cap: number;
  holders_traced: number;
  funding_hops: number;
  early_buyers: number;
  caps_hit: { name: string; effect: string }[];
  failures: { source: "rpc" | "market" | "quote"; what: string; message: string }[];
  missing: string[];
}

/** What the engine says of one report; stored beside it (scan_reports.evidence). */
export interface ReportEvidence {
  engine_version: string;
  /** the engine settings the report was judged with, JSON-safe (bigints as decimal strings): the service digests them */
  settings: Record<string, unknown>;
  supply: { amount: string | null; decimals: number | null };
  coverage: EvidenceCoverageEntry;
  flags: EvidenceFlagEntry[];
}
