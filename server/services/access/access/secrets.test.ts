import { describe, expect, it } from "vitest";
import { isClaimToken, issueApiKey, issueClaimToken, issueMemo, KEY_PREFIX, parseApiKey, secretMatches, sha256Hex } from "@/server/services/access/access/secrets";

describe("API keys", () => {
  it("are prefix + short token + 256-bit secret, and only the secret's sha256 is kept", () => {
    const key = issueApiKey();
    expect(key.plaintext.startsWith(KEY_PREFIX)).toBe(true);
    const parts = parseApiKey(key.plaintext)!;
    expect(parts.shortToken).toBe(key.shortToken);
    expect(key.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.secretHash).toBe(sha256Hex(parts.secret));
    expect(key.plaintext).not.toContain(key.secretHash);
  });

  it("compares secrets by digest: the right one matches, a near miss does not", () => {
    const key = issueApiKey();
    const { secret } = parseApiKey(key.plaintext)!;
    expect(secretMatches(secret, key.secretHash)).toBe(true);
    expect(secretMatches(`${secret.slice(0, -1)}${secret.endsWith("1") ? "2" : "1"}`, key.secretHash)).toBe(false);
    expect(secretMatches(secret, "ab")).toBe(false);
  });

  it.each(["", "ch_live_", "ch_live_abc_def", `ch_test_${"a".repeat(10)}_${"b".repeat(43)}`, `${KEY_PREFIX}${"a".repeat(10)}_${"0".repeat(43)}`])("refuses a malformed key %#", (value) => {
    expect(parseApiKey(value)).toBeNull();
  });

  it("never issues the same key, claim token or memo twice", () => {
    const keys = new Set(Array.from({ length: 200 }, () => issueApiKey().plaintext));
    const claims = new Set(Array.from({ length: 200 }, () => issueClaimToken().token));
    const memos = new Set(Array.from({ length: 200 }, () => issueMemo("scan")));
    expect([keys.size, claims.size, memos.size]).toEqual([200, 200, 200]);
    expect(isClaimToken([...claims][0])).toBe(true);
    expect([...memos][0]).toMatch(/^cabal-hunter:scan:[1-9A-HJ-NP-Za-km-z]+$/);
  });
});
