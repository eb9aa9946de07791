// Test support: reads the recorded mainnet answers kept in the repository
// (server/chain/testing/recorded, provenance in its README). Nothing outside
// the repository is read, so a bare clone runs the tests.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** server/chain/testing/recorded/ (with a trailing slash). */
export const RECORDED_DATA_DIR = fileURLToPath(new URL("../testing/recorded/", import.meta.url));

export function readRecordedJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(RECORDED_DATA_DIR + relativePath, "utf8")) as unknown;
}

/** Some recordings wrap the answer as { url, status, headers, body }; others are the bare body. */
export function readRecordedBody(relativePath: string): unknown {
  const raw = readRecordedJson(relativePath);
  if (raw !== null && typeof raw === "object" && "body" in raw && "status" in raw) return (raw as { body: unknown }).body;
  return raw;
}
