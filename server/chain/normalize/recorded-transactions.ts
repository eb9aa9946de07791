// Test support: loads the recorded mainnet getTransaction answers. The files
// are either a bare `result` or a whole JSON-RPC envelope; both unwrap to the
// result. Not used by the normalizer itself (which does no I/O).
import { RECORDED_DATA_DIR } from "@/server/chain/http/recorded-data";
import { toJsonParsed } from "@/server/chain/testing/json-parsed/to-json-parsed";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/** Read-only recorded mainnet answers kept in the repository (see its README for provenance). */
export const RECORDED_TRANSACTIONS_DIR = `${RECORDED_DATA_DIR}transactions`;

/** Answers recorded in the `json` encoding (account indexes, raw instructions). */
export const RECORDED_JSON_ENCODED_DIR = `${RECORDED_DATA_DIR}transactions-json-encoded`;

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

/**
 * Recorded JSON that a test edits freely to derive a variant (a failed twin,
 * static-only keys). Untyped on purpose: the normalizer's zod schema is what
 * checks it, and typing every edited path would restate that schema.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditableJson = any;

/** A deep copy to derive variants from without touching the original. */
export function loadRecordedTransactionCopy(fileName: string): EditableJson {
  return structuredClone(loadRecordedTransaction(fileName));
}

export function listRecordedJsonEncodedFiles(): string[] {
  return readdirSync(RECORDED_JSON_ENCODED_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort();
}

/**
 * A `json`-encoded recorded answer as a mainnet node answers it for
 * jsonParsed (System, SPL Token, ATA... instructions parsed, outer and inner),
 * through the faithful converter: what a decoder meets in production.
 */
export function loadRecordedJsonEncodedAsParsed(fileName: string): EditableJson {
  return toJsonParsed(JSON.parse(readFileSync(join(RECORDED_JSON_ENCODED_DIR, fileName), "utf8")));
}
