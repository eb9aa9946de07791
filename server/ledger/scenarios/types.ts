// What a scenario is, and the planted truth (`expect`) scanner tests assert.
import type { GenesisBalance } from "@/server/ledger/world/build-world";
import type { ScheduledAction } from "@/server/ledger/world/actions/types";
import type { TokenFuture } from "@/server/ledger/futures/types";

export type Address = string;
export type Recommendation = "SAFE" | "REVIEW" | "AVOID";
export type DeployerVerdict = "FIRST_LAUNCH" | "NORMAL" | "POOR_TRACK_RECORD" | "SERIAL_RUGGER";

/** Honeypot findings, named like the report's token2022_risks / top_reasons. */
export type HoneypotRisk =
  | "freeze_authority"
  | "mint_authority"
  | "transfer_fee"
  | "transfer_hook"
  | "permanent_delegate"
  | "default_account_state_frozen";

export interface ScenarioExpectation {
  recommendation: Recommendation;
  /** other verdicts a correct scanner may reach (e.g. AVOID where REVIEW is the floor). */
  alsoAcceptable?: Recommendation[];
  /** holders sharing a funder `hops` transfers back (1 = funded directly). */
  fundingClusters?: { funder: Address; members: Address[]; hops: number }[];
  /** fresh wallets that bought in one slot. */
  bundle?: { slot: number; members: Address[] };
  /** holders that each sold >= 25 % of their bag in one slot. */
  coordinatedExit?: { slot: number; members: Address[] };
  /** holders funded by a labelled exchange wallet: to be filtered, never scored. */
  exchangeFunded?: { funder: Address; label: string; members: Address[] };
  deployer?: {
    creator: Address;
    verdict: DeployerVerdict;
    /** earlier mints this creator created (the scanned one excluded). */
    priorLaunches: number;
    deadLaunches: number;
    priorMints?: Address[];
  };
  /** who paid the fee of the creation when a relayer sent it. */
  relayer?: { feePayer: Address; creator: Address };
  honeypot?: { risk: "LOW" | "HIGH"; risks: HoneypotRisk[] };
  /** Token-2022 extensions present but inert: reported, not scored. */
  inertExtensions?: string[];
  mintAuthorityRevoked?: boolean;
  freezeAuthorityRevoked?: boolean;
  sellRoute?: "routable" | "blocked" | "no_pool";
  exitLiquidityRisk?: boolean;
  /** where the liquidity is. */
  venue?: "pumpfun_curve" | "pumpswap" | "raydium_v4" | "none";
  graduated?: { pool: Address; venue: "pumpswap" | "raydium_v4" };
  /** at least this many signatures reference the mint. */
  minMintSignatures?: number;
  /** non-pool holder count (token accounts with a balance). */
  holderCount?: { min: number; max: number };
}

export interface Scenario {
  id: string;
  title: string;
  description: string;
  mint: Address;
  expect: ScenarioExpectation;
}

/** A scenario plus what the builder needs to plant it. */
export interface ScenarioDefinition extends Scenario {
  actions: ScheduledAction[];
  balances: GenesisBalance[];
  /** what happens after its first scan on the demo ledger (server/ledger/futures); none: it keeps trading */
  future?: TokenFuture;
}
