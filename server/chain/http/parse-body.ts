// zod at the trust boundary: an upstream body that fails its schema becomes an
// UpstreamBodyError naming what was read and the first problems found.
import type { z } from "zod";
import { UpstreamBodyError, type UpstreamSource } from "@/server/chain/errors";

const MAX_ISSUES = 3;

export function parseBody<T>(source: UpstreamSource, what: string, schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`)
    .join("; ");
  throw new UpstreamBodyError(source, `${what}: ${issues}`, { cause: parsed.error });
}
