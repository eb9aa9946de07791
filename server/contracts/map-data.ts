// GET /api/map-data: the holder graph behind the 3D bubble map. Nodes are
// wallets and pools (and ghosts: exited groups' members that sold out),
// links the funding transfers and shared slots that tie them, each with the signature that proves it. The
// schema is the one definition of the shape: the map service builds values of the types below (z.infer).
import { z } from "zod";
import { solanaAddressSchema } from "@/server/contracts/mint-address";
import { clusterSchema, exitedClusterSchema } from "@/server/contracts/scan-report";

export const mapQuerySchema = z.object({
  mint: solanaAddressSchema.describe("the token's mint address"),
  /** 1 forces a live re-trace */
  fresh: z.enum(["0", "1", "true", "false"]).optional().transform((v) => v === "1" || v === "true").describe("1 forces a live re-trace (counts one scan)"),
  /** time travel: the map as it stood at this slot */
  slot: z
    .string({ error: "slot must be a slot number" })
    .max(15, { message: "slot must be a whole slot number (digits only)" })
    .regex(/^\d{1,15}$/, { message: "slot must be a whole slot number (digits only)" })
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v)))
    .describe("time travel: the holder map as it stood at this slot (balances replayed from the token accounts' histories); a past slot's map never changes"),
});

export type MapQuery = z.infer<typeof mapQuerySchema>;

const mapTimelineMarkerSchema = z.object({
  kind: z.enum(["first_buy", "exit"]).describe("first_buy: a cluster's first buy; exit: a coordinated exit (or an exited group's last sell)"),
  slot: z.number().int(),
  cluster_id: z.string(),
  label: z.string(),
});

const mapTimelineSchema = z.object({
  created_slot: z.number().int().nullable().describe("the mint's creation slot (the earliest slot a map can describe), when known"),
  created_at: z.number().int().nullable().describe("unix seconds of created_slot"),
  current_slot: z.number().int().describe("the newest slot the trace read"),
  current_at: z.number().int().describe("unix seconds of current_slot"),
  markers: z.array(mapTimelineMarkerSchema).describe("each cluster's first buy and each coordinated exit, oldest first"),
});

const mapRoleSchema = z.enum(["funding_cluster", "bundle", "coordinated_exit", "exited", "exchange_funded", "pool", "deployer", "holder", "funder", "exchange"]);

const mapEvidenceSchema = z.object({
  kind: z.enum(["funding", "first_buy", "sell", "cluster"]),
  signature: z.string(),
  slot: z.number().int().nullable(),
  note: z.string().describe('plain-language line, e.g. "funded by 7xKX…gAsU (hop 1), 1.5 SOL"'),
});

export const mapNodeSchema = z.object({
  id: z.string().describe("the owner address (unique in a map)"),
  role: mapRoleSchema,
  label: z.string().nullable(),
  rank: z.number().int().nullable().describe("1-based holder rank; null for pools and funders that hold nothing"),
  pct: z.number().nullable().describe("percent of supply held"),
  amount: z.number().nullable().describe("UI units held"),
  cluster_ids: z.array(z.string()),
  traced: z.boolean().describe("false when the wallet's history was not walked"),
  funded_holders: z.number().int().min(0),
  exited: z.boolean().describe("a member of an exited group: bought early and sold out before the scan (drawn as a ghost); its group's cluster_id is in cluster_ids"),
  evidence: z.array(mapEvidenceSchema),
});

export const mapLinkSchema = z.object({
  id: z.string(),
  kind: z.enum(["funding", "shared_slot"]),
  source: z.string(),
  target: z.string(),
  signature: z.string().nullable(),
  slot: z.number().int().nullable(),
  hop: z.number().int().nullable().describe("funding: hop 1 funds a holder, 2 funds its funder"),
  sol: z.number().nullable().describe("funding: SOL sent"),
  cluster_id: z.string().nullable(),
});

export const mapDataSchema = z.object({
  mint: z.string().regex(/^[1-9A-HJ-NP-Za-km-z]+$/).min(32).max(44),
  symbol: z.string().nullable(),
  name: z.string().nullable(),
  recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]),
  cabal_score: z.number().int().min(0).max(100),
  risk: z.enum(["HIGH", "MEDIUM", "CLEAN"]),
  degraded: z.boolean(),
  computed_at: z.number().int().describe("unix seconds"),
  source: z.enum(["cached", "live"]).describe("cached: a recent trace was reused (free); live: traced for this request"),
  nodes: z.array(mapNodeSchema),
  links: z.array(mapLinkSchema),
  clusters: z.array(clusterSchema.pick({ id: true, type: true, wallet_count: true, combined_pct: true, points: true, evidence_txs: true, master_full: true, slot: true })),
  exited_clusters: z
    .array(exitedClusterSchema.omit({ members: true }))
    .describe("the report's exited groups (members: the nodes with exited true and the group's cluster_id)"),
  // the three time-travel fields default to null so an answer from before them still parses
  slot: z.number().int().nullable().default(null).describe("the slot this map describes: the asked slot (time travel), else the slot the trace read (null on maps stored before it was recorded)"),
  slot_time: z.number().int().nullable().default(null).describe("unix seconds of that slot (its block time), when known"),
  timeline: mapTimelineSchema.nullable().default(null).describe("the token's life on the chain for a time slider: null on maps stored before it was recorded"),
});

/** The map as answered (z.infer: the output, the time-travel fields' defaults applied). */
export type MapData = z.infer<typeof mapDataSchema>;
export type MapNode = z.infer<typeof mapNodeSchema>;
export type MapLink = z.infer<typeof mapLinkSchema>;
/** One colour per role on the map; a holder in several clusters takes the highest-points one. */
export type MapRole = z.infer<typeof mapRoleSchema>;
export type MapEvidence = z.infer<typeof mapEvidenceSchema>;
export type MapTimeline = z.infer<typeof mapTimelineSchema>;
export type MapTimelineMarker = z.infer<typeof mapTimelineMarkerSchema>;
/** An exited group as the map names it: the report's entry without its member list (the nodes carry it). */
export type MapExitedCluster = MapData["exited_clusters"][number];
