// Test support: loads the recorded mainnet getTransaction answers. The files
// are either a bare `result` or a whole JSON-RPC envelope; both unwrap to the
// result. Not used by the normalizer itself (which does no I/O).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** Read-only recorded data shared by the team (see its README for provenance). */
export const RECORDED_TRANSACTIONS_DIR = "/work/shared/data/solana-mainnet/transactions";

const envelopeSchema = z.object({ jsonrpc: z.literal("2.0"), result: z.unknown(), id: z.unknown() });

export function listRecordedTransactionFiles(): string[] {
  return readdirSync(RECORDED_TRANSACTIONS_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/** The getTransaction `result` of a recorded file, envelope or not. */
export function loadRecordedTransaction(fileName: string): unknown {
  const json: unknown = JSON.parse(readFileSync(join(RECORDED_TRANSACTIONS_DIR, fileName), "utf8"));
  const envelope = envelopeSchema.safeParse(json);
  return envelope.success ? envelope.data.result : json;
}

/** A deep copy to derive variants from (a failed twin, static-only keys) without touching the original. */
export function loadRecordedTransactionCopy(fileName: string): Record<string, any> {
  return structuredClone(loadRecordedTransaction(fileName)) as Record<string, any>;
}
