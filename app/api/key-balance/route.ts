import { ApiError } from "@/server/http/api-error";
import { preflight } from "@/server/http/cors";
import { withRoute } from "@/server/http/with-route";
import { getAccessContext } from "@/server/services/access/access-context";
import { rejectKeyInQuery } from "@/server/services/access/authorize-scans";
import { resolveClientSubject } from "@/server/services/access/client-ip";
import { describeKey, keyBalanceHeaders } from "@/server/services/access/key-balance";
import { resolveApiKey } from "@/server/services/access/key-access";

export const dynamic = "force-dynamic";

// GET /api/key-balance - plan and scans left on the X-API-Key
export const GET = (request: Request) => handle(request, undefined);

// OPTIONS /api/key-balance - CORS preflight (the badge widget and the key page)
export const OPTIONS = () => preflight();

const handle = withRoute(async (request) => {
  rejectKeyInQuery(request.url);
  const presented = request.headers.get("x-api-key");
  if (!presented) throw new ApiError("unauthorized", "Send the key in the X-API-Key header.");
  const ctx = await getAccessContext();
  const key = await resolveApiKey(ctx, presented, resolveClientSubject(request.headers, ctx.ipPolicy).subject);
  const balance = await describeKey(ctx, key);
  return Response.json(balance, { headers: keyBalanceHeaders(balance) });
}, { cors: true });
