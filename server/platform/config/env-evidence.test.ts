// EVIDENCE_* settings: a seed is 32 bytes of base64url and a refusal never echoes it; empty values are unset;
// rotated keys are a JSON array of { x, exp, nbf? }.
import { describe, expect, it } from "vitest";
import { parseConfig } from "@/server/platform/config/env";

const parse = (values: Record<string, string>) => parseConfig({ NODE_ENV: "test", ...values });

describe("evidence signing settings", () => {
  it("reads empty values as unset (as .env.example leaves them)", () => {
    const config = parse({ EVIDENCE_SIGNING_KEY: "", EVIDENCE_SIGNING_KEY_NOT_BEFORE: "", EVIDENCE_PREVIOUS_PUBLIC_KEYS: "" });
    expect([config.EVIDENCE_SIGNING_KEY, config.EVIDENCE_SIGNING_KEY_NOT_BEFORE, config.EVIDENCE_PREVIOUS_PUBLIC_KEYS]).toEqual([undefined, undefined, []]);
  });

  it("takes a 32-byte base64url seed and refuses anything else without echoing it", () => {
    expect(parse({ EVIDENCE_SIGNING_KEY: "A".repeat(43) }).EVIDENCE_SIGNING_KEY).toBe("A".repeat(43));
    const wrong = "not-a-seed-but-a-secret-all-the-same";
    expect(() => parse({ EVIDENCE_SIGNING_KEY: wrong })).toThrow(/EVIDENCE_SIGNING_KEY: must be 32 bytes/);
    expect(() => parse({ EVIDENCE_SIGNING_KEY: wrong })).not.toThrow(new RegExp(wrong));
  });

  it("reads rotated keys as { x, exp, nbf? } and refuses malformed ones", () => {
    const x = "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo";
    expect(parse({ EVIDENCE_PREVIOUS_PUBLIC_KEYS: JSON.stringify([{ x, exp: 1_767_225_600 }]) }).EVIDENCE_PREVIOUS_PUBLIC_KEYS).toEqual([{ x, exp: 1_767_225_600 }]);
    expect(() => parse({ EVIDENCE_PREVIOUS_PUBLIC_KEYS: "[" })).toThrow(/must be a JSON array/);
    expect(() => parse({ EVIDENCE_PREVIOUS_PUBLIC_KEYS: JSON.stringify([{ x }]) })).toThrow(/EVIDENCE_PREVIOUS_PUBLIC_KEYS/);
  });
});
