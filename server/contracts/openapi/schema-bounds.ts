// Bounds every schema in /openapi.json shows, so lint tools (Spectral OWASP:
// string-limit, array-limit, integer-format) and generated clients know the
// largest value to expect. Requests: the contracts carry their own enforced
// bounds (.max()), and a request string without one stays visible to the
// lint as a contract bug. Responses: a contract without its own bound gets
// the service-wide ceiling below, which no answer reaches (the largest
// answers are map data and reports: holder lists capped well under a
// thousand entries, addresses of 44 and signatures of 88 characters).
import type { z } from "zod";

/** characters: the longest free text we send is an error message or a page, far below */
export const RESPONSE_STRING_CEILING = 100_000;
/** entries of any list we send (map links, evidence signatures, scans of a batch) */
export const RESPONSE_ITEMS_CEILING = 10_000;

type Json = Record<string, unknown>;

function hasType(schema: Json, type: string): boolean {
  return schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
}

/** zod's toJSONSchema `override` hook: integer formats always, response ceilings where the contract has none. */
export function boundSchema(io: "input" | "output") {
  return (ctx: { jsonSchema: z.core.JSONSchema.BaseSchema }): void => {
    const schema = ctx.jsonSchema as Json;
    // zod's int() is a safe integer (|n| < 2^53): int64 holds every one
    if (hasType(schema, "integer") && schema.format === undefined) schema.format = "int64";
    if (io === "input") return;
    if (hasType(schema, "string") && schema.maxLength === undefined && schema.enum === undefined && schema.const === undefined) schema.maxLength = RESPONSE_STRING_CEILING;
    if (hasType(schema, "array") && schema.maxItems === undefined) schema.maxItems = RESPONSE_ITEMS_CEILING;
  };
}

/** A plain string field the builder writes itself (a header, a page body). */
export function boundedString(maxLength = RESPONSE_STRING_CEILING): Json {
  return { type: "string", maxLength };
}
