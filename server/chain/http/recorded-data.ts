// Test support: reads the recorded mainnet answers in shared/data/solana-mainnet,
// which sits beside the repository (locally /work/shared, in CI next to the clone).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** shared/data/solana-mainnet/ beside the repository (with a trailing slash). */
export const RECORDED_DATA_DIR = fileURLToPath(new URL("../../../../shared/data/solana-mainnet/", import.meta.url));

export function readRecordedJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(RECORDED_DATA_DIR + relativePath, "utf8")) as unknown;
}

/** Some recordings wrap the answer as { url, status, headers, body }; others are the bare body. */
export function readRecordedBody(relativePath: string): unknown {
  const raw = readRecordedJson(relativePath);
  if (raw !== null && typeof raw === "object" && "body" in raw && "status" in raw) return (raw as { body: unknown }).body;
  return raw;
}
