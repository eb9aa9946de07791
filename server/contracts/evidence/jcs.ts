// RFC 8785 JSON Canonicalization Scheme: the bytes an evidence pack's
// signature covers. Object keys sorted by their UTF-16 code units (JavaScript's
// default string order), numbers as ECMAScript serializes them (JSON.stringify
// of a number is exactly RFC 8785 §3.2.2.3), strings as JSON.stringify escapes
// them (§3.2.2.2: the short escapes, \u00XX for the other control characters,
// everything else literal), no whitespace. Pure: used by the signer, the
// verify script and the /verify page alike.

/** Canonical JSON text of `value`; throws on what I-JSON (RFC 7493) has no form for. */
export function canonicalize(value: unknown): string {
  if (value === null) return "null";
  switch (typeof value) {
    case "boolean":
      return value ? "true" : "false";
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`JCS: ${value} has no JSON form`);
      return JSON.stringify(value);
    case "string":
      return canonicalString(value);
    case "object":
      if (Array.isArray(value)) return `[${value.map((item) => canonicalize(item ?? null)).join(",")}]`;
      return canonicalObject(value as Record<string, unknown>);
    default:
      throw new TypeError(`JCS: a ${typeof value} has no JSON form`);
  }
}

/** The UTF-8 bytes that are signed. */
export function canonicalBytes(value: unknown): Uint8Array {
  return new TextEncoder().encode(canonicalize(value));
}

function canonicalObject(object: Record<string, unknown>): string {
  // undefined members are absent, as JSON.stringify leaves them out
  const keys = Object.keys(object).filter((key) => object[key] !== undefined);
  // the default sort compares UTF-16 code units, which is what §3.2.3 asks
  keys.sort();
  return `{${keys.map((key) => `${canonicalString(key)}:${canonicalize(object[key])}`).join(",")}}`;
}

// a lone surrogate is not Unicode text: I-JSON refuses it, so a signer must too
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function canonicalString(text: string): string {
  if (LONE_SURROGATE.test(text)) throw new TypeError("JCS: a string holds a lone surrogate");
  return JSON.stringify(text);
}
