// The X-API-Key of a key-only route (/api/watch, /api/screen-list): 401
// without one or with an unknown/revoked key, never taken from the URL.
import type { ApiKeyRecord } from "@/server/db/api-keys";
import { ApiError } from "@/server/http/api-error";
import { getAccessContext } from "../access/access-context";
import { rejectKeyInQuery } from "../access/authorize-scans";
import { resolveClientSubject } from "../access/client-ip";
import { resolveApiKey } from "../access/key-access";

export async function requireApiKey(request: Request): Promise<ApiKeyRecord> {
  rejectKeyInQuery(request.url);
  const presented = request.headers.get("x-api-key");
  if (!presented) throw new ApiError("unauthorized", "Send the key in the X-API-Key header.");
  const ctx = await getAccessContext();
  return resolveApiKey(ctx, presented, resolveClientSubject(request.headers, ctx.ipPolicy).subject);
}
