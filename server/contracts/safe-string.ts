// The one string type for request input (bodies, query parameters, path ids,
// MCP tool arguments). Control characters are refused here, at the contract:
// PostgreSQL rejects a NUL in text with an error (which surfaced as a 500),
// and escapes or line breaks in a stored note or id end up in logs and pages.
// C0 (U+0000-U+001F, incl. tab and line breaks), DEL and C1 (U+007F-U+009F).
import { z } from "zod";

export const CONTROL_CHARACTER_MESSAGE = "must not contain control characters (NUL, line breaks, escapes)";

// built from a string: a regex literal with these escapes trips eslint's no-control-regex
const NO_CONTROL_CHARACTERS = new RegExp("^[^\\u0000-\\u001f\\u007f-\\u009f]*$");

/** z.string() that refuses control characters; chain .trim(), .max(), .regex() and .pipe() as usual. */
export function safeString(params?: { error?: string }): z.ZodString {
  return z.string(params).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);
}

/** Whether a value taken outside a schema (a header, a raw path segment) is free of control characters. */
export function hasControlCharacters(value: string): boolean {
  return !NO_CONTROL_CHARACTERS.test(value);
}
