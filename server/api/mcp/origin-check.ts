// DNS-rebinding protection the MCP Streamable HTTP transport requires
// (security-reference §7: servers MUST validate Origin and answer 403 when it
// is present and not allowed; the SDK's own check is off by default). A page
// on a hostile site whose name was rebound to our address would otherwise
// drive tools with the visitor's network position. Allowed: no Origin at all
// (agents and CLIs send none), our own public origin (APP_BASE_URL) and
// MCP_ALLOWED_ORIGINS. Never the request's own Host: under rebinding the
// hostile name IS the Host, so "same as the request" would allow the attack.
// Origins compare as full origins (scheme, host, port), exactly.
import { ApiError } from "@/server/http/api-error";

export interface OriginPolicy {
  baseUrl: string;
  allowed: string[];
}

export function isOriginAllowed(request: Request, policy: OriginPolicy): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const own = [policy.baseUrl, ...policy.allowed].map(originOf).filter((o): o is string => o !== null);
  // "null" (sandboxed frames, file:) is never one of ours
  return origin !== "null" && own.includes(originOf(origin) ?? "");
}

/** 403 forbidden for a foreign Origin, before any MCP message is read. */
export function requireAllowedOrigin(request: Request, policy: OriginPolicy): void {
  if (!isOriginAllowed(request, policy)) throw new ApiError("forbidden", "This Origin may not call /mcp (DNS-rebinding protection). Set MCP_ALLOWED_ORIGINS to allow it.");
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null;
  }
}
