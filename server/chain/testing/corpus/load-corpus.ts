// Test support: the labelled corpus of real mainnet transactions (see
// README.md). Each entry is returned as a node's jsonParsed getTransaction
// `result`; entries recorded in `json` encoding go through the faithful
// converter first. Reads only files inside the repository.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { toJsonParsed } from "@/server/chain/testing/json-parsed/to-json-parsed";

export const CORPUS_DIR = join(process.cwd(), "server/chain/testing/corpus");

/**
 * The wire bytes of a base64 answer carry no stack height for top-level
 * instructions; the base64 entries were recorded in 2025-26, when nodes report
 * 1 there (as the recent json-encoded fixtures do).
 */
const TOP_LEVEL_STACK_HEIGHT = 1;

const lineSchema = z.object({
  signature: z.string(),
  encoding: z.enum(["json", "base64", "jsonParsed"]),
  path: z.string(),
  origin: z.string().optional(),
  commit: z.string().optional(),
  transaction: z.record(z.string(), z.unknown()),
});

export type CorpusEntry = {
  signature: string;
  /** Key into sources.json (repository @ commit, licence). */
  source: string;
  /** Path of the fixture in its source repository. */
  path: string;
  /** The source commit where sources.json says "per entry". */
  commit?: string;
  recordedEncoding: "json" | "base64" | "jsonParsed";
  /** The jsonParsed getTransaction result. */
  transaction: Record<string, unknown>;
};

export function loadCorpus(): CorpusEntry[] {
  const dir = join(CORPUS_DIR, "transactions");
  const entries: CorpusEntry[] = [];
  for (const file of readdirSync(dir).filter((n) => n.endsWith(".jsonl")).sort()) {
    for (const line of readFileSync(join(dir, file), "utf8").split("\n").filter(Boolean)) {
      const row = lineSchema.parse(JSON.parse(line));
      entries.push({
        signature: row.signature,
        source: row.origin ?? file.replace(/\.jsonl$/, ""),
        path: row.path,
        commit: row.commit,
        recordedEncoding: row.encoding,
        transaction: row.encoding === "jsonParsed" ? row.transaction : toJsonParsed(row.transaction, { topLevelStackHeight: TOP_LEVEL_STACK_HEIGHT }),
      });
    }
  }
  return entries;
}
