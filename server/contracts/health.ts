// GET /api/health: database and data-source reachability (503 when down).
import { z } from "zod";

const probeSchema = z.object({ ok: z.boolean(), latencyMs: z.number().min(0), error: z.string().optional() });

export const healthSchema = z.object({
  status: z.enum(["ok", "degraded", "down"]).describe("down: the database or the Solana RPC does not answer (HTTP 503)"),
  database: probeSchema.extend({ kind: z.enum(["postgres", "embedded"]) }),
  data_sources: z.object({ kind: z.enum(["embedded", "remote"]), solana_rpc: probeSchema, dexscreener: probeSchema }),
});

export type Health = z.infer<typeof healthSchema>;
