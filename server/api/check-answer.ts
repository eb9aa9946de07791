// Every answer is checked against its contract before it is sent (implement.ts):
// our answer failing its own schema is a logged 500, never a wrong body sent as
// if right. A warm scan's answer is the stored report spread into a new object
// with the caller's fields, so its holders, clusters, evidence and operators are
// the same arrays answer after answer; parsing them again was a tenth of a warm
// scan's CPU (issue 21 item 4). So a top-level object or array value that passed
// its property's schema is remembered (per schema, by identity, weakly) and not
// parsed again. This relies on what the cache already relies on: a report is
// never mutated once built (the services copy, they never write into it).
import { z } from "zod";

const passed = new WeakMap<z.ZodType, WeakSet<object>>();

/** Throws the schema's own error when `body` does not match it. */
export function checkAnswer(schema: z.ZodType, body: unknown): void {
  if (schema instanceof z.ZodObject && isRecord(body) && matchesShape(schema, body)) return;
  // anything else, and any mismatch: the full parse (its error is the one logged)
  schema.parse(body);
}

function matchesShape(schema: z.ZodObject, body: Record<string, unknown>): boolean {
  const def = schema._zod.def;
  // object-level refinements see the whole object: leave them to the full parse
  if (def.checks?.length) return false;
  const shape = schema.shape as Record<string, z.ZodType>;
  const catchall = def.catchall?._zod.def.type;
  if (catchall === "never") {
    for (const key of Object.keys(body)) if (!Object.hasOwn(shape, key)) return false;
  } else if (catchall !== undefined && catchall !== "unknown" && catchall !== "any") return false;
  for (const key of Object.keys(shape)) {
    const value = body[key];
    const property = shape[key];
    if (value !== null && typeof value === "object") {
      let seen = passed.get(property);
      if (seen?.has(value)) continue;
      if (!property.safeParse(value).success) return false;
      if (!seen) passed.set(property, (seen = new WeakSet()));
      seen.add(value);
    } else if (!property.safeParse(value).success) return false;
  }
  return true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}
