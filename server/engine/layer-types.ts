// The layer contract. Each detection layer reads the snapshot and returns its
// findings plus the evidence-carrying score contributions and notes. The
// findings type is fixed per layer id, so the registry in layers/index.ts is a
// mapped type: adding a LayerId without a layer is a type error.
import type { EngineConfig } from "@/server/engine/config";
import type { Cluster, DeployerReport, ExitedCluster, FilteredCluster, HoneypotRisk, SellCheck, Token2022Extension } from "@/server/contracts/scan-report";
import type { LocksReport, UnlockWithinHorizon } from "@/server/contracts/locks";
import type { Signature, TokenSnapshot } from "@/server/engine/snapshot";

export interface HoneypotFindings {
  honeypotRisk: HoneypotRisk;
  mintAuthorityRevoked: boolean;
  freezeAuthorityRevoked: boolean;
  token2022Risks: string[];
  extensions: Token2022Extension[];
  regulatedIssuer: string | null;
}

export interface LayerFindingsMap {
  funding_trace: { clusters: Cluster[] };
  exchange_filter: { filteredClusters: FilteredCluster[] };
  same_block_bundle: { clusters: Cluster[] };
  coordinated_exit: { clusters: Cluster[] };
  stealth_bundle: { clusters: Cluster[] };
  exited_groups: { clusters: ExitedCluster[] };
  holder_concentration: { topHolderPct: number | null };
  deployer_track_record: { deployer: DeployerReport };
  honeypot: HoneypotFindings;
  sell_route: { sellCheck: SellCheck; blocked: boolean };
  exit_liquidity: { exitLiquidityRisk: boolean; ratio: number | null; noMarket: boolean };
  unlock_schedule: { locks: LocksReport | null; flag: UnlockWithinHorizon | null };
}

export type LayerId = keyof LayerFindingsMap;

/** Points added to cabal_score, with the text and signatures that justify them. */
export interface ScoreContribution {
  layer: LayerId;
  points: number;
  /** the evidence in words (addresses and signatures shortened), without the points. */
  reason: string;
  evidence: Signature[];
}

/**
 * A reason that carries no points. critical: forces AVOID (honeypot, blocked
 * sell); warning: worth a look (thin exit liquidity, unknown deployer);
 * info: context (exchange noise filtered, regulated issuer).
 */
export interface ReasonNote {
  layer: LayerId;
  severity: "critical" | "warning" | "info";
  text: string;
  evidence: Signature[];
}

export interface LayerResult<F> {
  findings: F;
  contributions: ScoreContribution[];
  notes: ReasonNote[];
}

export interface Layer<Id extends LayerId = LayerId> {
  id: Id;
  /** snapshot parts the layer reads: documentation and a guard against silent coupling. */
  requires: (keyof TokenSnapshot)[];
  evaluate(snapshot: TokenSnapshot, config: EngineConfig): LayerResult<LayerFindingsMap[Id]>;
}

export type LayerRegistry = { [Id in LayerId]: Layer<Id> };

export type LayerResults = { [Id in LayerId]: LayerResult<LayerFindingsMap[Id]> };
