// Colours and names of the map's roles, shared by the 3D scene, the 2D
// fallback, the legend and the dashboard's cluster cards. Cluster roles use
// the warm (risk) end of the palette, neutral roles the cool end.
import type { MapRole } from "@/server/contracts/wire-types";

export interface RoleStyle {
  label: string;
  hex: string;
  explain: string;
}

export const ROLE_STYLE: Record<MapRole, RoleStyle> = {
  funding_cluster: { label: "Funding cluster", hex: "#ef4444", explain: "holders funded by a shared wallet" },
  bundle: { label: "Same-slot bundle", hex: "#f97316", explain: "first buys in one slot" },
  coordinated_exit: { label: "Coordinated exit", hex: "#e879f9", explain: "sold together in one slot" },
  // a faded red: a funding group that already left. Drawn as a ghost (outline, translucent), so the
  // colour is not the only sign; over 4.5:1 on the page, as it colours text in the details
  exited: { label: "Exited group", hex: "#fda4af", explain: "early buyers with a shared funder that sold out before the scan: ghosts, no holdings" },
  deployer: { label: "Deployer", hex: "#facc15", explain: "the token's creator" },
  exchange_funded: { label: "Exchange-funded", hex: "#38bdf8", explain: "funded by an exchange: filtered, not scored" },
  pool: { label: "Pool / curve", hex: "#a78bfa", explain: "liquidity pool or bonding curve" },
  holder: { label: "Holder", hex: "#64748b", explain: "no coordination found" },
  funder: { label: "Funder", hex: "#94a3b8", explain: "wallet that sent SOL to a holder" },
  exchange: { label: "Exchange", hex: "#0ea5e9", explain: "labelled exchange wallet" },
};

/** Legend order: risk roles first. */
export const ROLE_ORDER: MapRole[] = ["funding_cluster", "bundle", "coordinated_exit", "exited", "deployer", "exchange_funded", "pool", "holder", "funder", "exchange"];

/** Trading cohorts (docs/decisions.md "Cohorts"), drawn on request instead of the roles. */
export type CohortKey = "team" | "insiders" | "snipers" | "none";

// On the dark page (#0b1020) each colour is over 4.5:1, so it can colour text too; "none" is a
// quiet grey over 3:1 (a graphic only: its label is written in slate text).
export const COHORT_STYLE: Record<CohortKey, RoleStyle> = {
  team: { label: "Team", hex: "#fb7185", explain: "the creator and wallets it funded before their first buy" },
  insiders: { label: "Insiders", hex: "#fbbf24", explain: "shared-funder or same-slot clusters" },
  snipers: { label: "Snipers", hex: "#22d3ee", explain: "first buy within 20 slots of trading opening" },
  none: { label: "No cohort", hex: "#64748b", explain: "in none of the three cohorts" },
};

/** Legend order; a wallet in several cohorts takes the first one here. */
export const COHORT_ORDER: CohortKey[] = ["team", "insiders", "snipers", "none"];
