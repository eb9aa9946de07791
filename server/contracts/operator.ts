// Operator memory on the wire (docs/decisions.md "Operator memory"): a report's
// operators[] and GET /api/operator. seen_in lists the OTHER mints in whose
// stored reports the wallet was the deployer or a cluster's single funder.
import { z } from "zod";
import { solanaAddressSchema } from "@/server/contracts/mint-address";

const base58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
const address = z.string().regex(base58).min(32).max(44);

/** How many sightings are listed at most (newest first); seen_count counts them all. */
export const OPERATOR_SEEN_IN_LIMIT = 20;

export const operatorRoleSchema = z.enum(["deployer", "cluster_funder"]);

export const operatorSightingSchema = z.strictObject({
  mint: address,
  role: operatorRoleSchema.describe("the wallet's role in that mint's report"),
  cluster_type: z
    .enum(["funding", "time_sync", "coordinated_exit", "stealth_bundle", "exited"])
    .optional()
    .describe("cluster_funder only: the type of the (first) cluster it funded there"),
  slot: z.number().int().nonnegative().nullable().describe("the slot of that report's reads; null when unknown"),
  recommendation: z.enum(["SAFE", "REVIEW", "AVOID"]).describe("that report's recommendation"),
});

export const operatorEntrySchema = z.strictObject({
  wallet: address,
  role: operatorRoleSchema.describe("the wallet's role in this report (a deployer that also funds a cluster is listed once, as deployer)"),
  seen_count: z.number().int().nonnegative().describe("how many other mints' reports named it, in either role"),
  seen_in: z.array(operatorSightingSchema).max(OPERATOR_SEEN_IN_LIMIT).describe("those mints, newest report first, at most 20"),
});

export const operatorQuerySchema = z.object({ wallet: solanaAddressSchema });

export const operatorResponseSchema = z.strictObject({
  wallet: address,
  roles: z.array(operatorRoleSchema).describe("the roles it was seen in, deployer first; empty when never seen"),
  seen_count: z.number().int().nonnegative().describe("how many mints' stored reports named it, in either role"),
  seen_in: z.array(operatorSightingSchema).max(OPERATOR_SEEN_IN_LIMIT).describe("those mints, newest report first, at most 20"),
});

export type OperatorSighting = z.infer<typeof operatorSightingSchema>;
export type OperatorEntry = z.infer<typeof operatorEntrySchema>;
export type OperatorResponse = z.infer<typeof operatorResponseSchema>;
