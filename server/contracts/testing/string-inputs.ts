// Test support: the string inputs of a route's contract (every string leaf of
// its body, query and path schemas), for tests that send each one a bad value.
import type { z } from "zod";
import type { Endpoint } from "@/server/contracts/endpoint";

export type Path = Array<string | number>;
interface Def { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths of every string leaf of a schema (through optional, default, pipe, arrays, unions). */
export function stringLeaves(schema: z.ZodType, path: Path = []): Path[] {
  const def = defOf(schema);
  if (def.type === "string") return [path];
  if (def.type === "object") return Object.entries(def.shape!).flatMap(([key, child]) => stringLeaves(child, [...path, key]));
  if (def.type === "array") return stringLeaves(def.element!, [...path, 0]);
  if (def.type === "union") return def.options!.flatMap((option) => stringLeaves(option, path));
  if (def.type === "intersection") return [...stringLeaves(def.left!, path), ...stringLeaves(def.right!, path)];
  if (def.type === "pipe") return stringLeaves(def.in!, path);
  if (def.innerType) return stringLeaves(def.innerType, path);
  return [];
}

/** A value with `value` at `path` (arrays of one element). */
export function withValue(path: Path, value: string): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === "number" ? [withValue(rest, value)] : { [head]: withValue(rest, value) };
}

export type InputPart = "body" | "query" | "pathParams";

/** Each string input of a route once: which part, and its path inside it. */
export function stringInputsOf(route: Endpoint): Array<{ part: InputPart; schema: z.ZodType; path: Path }> {
  return (["body", "query", "pathParams"] as const).flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    const unique = [...new Map(stringLeaves(schema).map((p) => [p.join("."), p])).values()];
    return unique.map((path) => ({ part, schema, path }));
  });
}
