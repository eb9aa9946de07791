// Requests and responses of the publishable-key routes (issue 20 item 5):
// POST/GET /api/keys/publishable and DELETE /api/keys/publishable/{key_id}.
// A publishable key is what `data-api-key` of the badge widget takes: scan-only
// (GET /api/scan-cabal), accepted only from the origins listed here, spending
// the credit of the secret key that made it. Pure: the /keys page validates
// with the same rules before it sends.
import { z } from "zod";
import { safeString } from "@/server/contracts/safe-string";

/** Per publishable key: enough for a site's production, staging and preview hosts. */
export const MAX_ORIGINS = 10;
export const MAX_ORIGIN_LENGTH = 200;
/** Live publishable keys per secret key (one per site is the common case). */
export const MAX_PUBLISHABLE_KEYS = 20;

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type OriginCheck = { ok: true; origin: string } | { ok: false; reason: string };

/** An origin as the browser sends it in the Origin header: scheme://host[:port], lower-case host, default port
 * dropped. https only; http only for localhost (development). No path, query, credentials or wildcard. */
export function normalizeOrigin(value: string): OriginCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: "must be an origin like https://example.com" };
  }
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    return { ok: false, reason: "must use https (http only for localhost)" };
  }
  if (url.hostname.includes("*")) return { ok: false, reason: "wildcards are not supported: list each origin" };
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash || /[?#]/.test(value)) {
    return { ok: false, reason: "must be an origin only (scheme://host[:port]), without a path, query or credentials" };
  }
  return { ok: true, origin: url.origin };
}

export const originSchema = safeString()
  .trim()
  .min(1)
  .max(MAX_ORIGIN_LENGTH)
  .superRefine((value, ctx) => {
    const check = normalizeOrigin(value);
    if (!check.ok) ctx.addIssue({ code: "custom", message: `origin ${JSON.stringify(value)} ${check.reason}` });
  })
  .describe("scheme://host[:port], e.g. https://example.com; https only (http://localhost for development)");

export const publishableKeyRequestSchema = z.strictObject({
  origins: z.array(originSchema).min(1, "list at least one origin").max(MAX_ORIGINS, `at most ${MAX_ORIGINS} origins`),
});

export const publishableKeySchema = z.object({
  /** the public short token: DELETE /api/keys/publishable/{key_id} */
  key_id: z.string(),
  /** normalised: exactly what a browser sends as Origin */
  origins: z.array(z.string()),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});

/** The key appears here once: only its hash is stored. */
export const createdPublishableKeySchema = publishableKeySchema.extend({ publishable_key: z.string() });

export const publishableKeyListSchema = z.object({ publishable_keys: z.array(publishableKeySchema), limit: z.number().int() });

export const publishableKeyIdPathSchema = z.object({ id: safeString().max(100).describe("the publishable key's key_id") });

export type PublishableKeyRequest = z.infer<typeof publishableKeyRequestSchema>;
export type PublishableKey = z.infer<typeof publishableKeySchema>;
export type CreatedPublishableKey = z.infer<typeof createdPublishableKeySchema>;
export type PublishableKeyList = z.infer<typeof publishableKeyListSchema>;
