// What every tool needs from the HTTP request that carried the MCP call: the
// access decision made on a view of the equivalent HTTP route (same headers,
// so the same key, quota, rate limit and 402 `resource`).
import { enforceAnonRateLimit } from "../access/anon-rate-limit";
import { authorizeScans } from "../access/authorize-scans";
import type { ScanAccess } from "../access/scan-access";
import { scanRequestView } from "./scan-request-view";

export interface McpCall {
  request: Request;
  baseUrl: string;
}

/** The HTTP route's access rules for one scan of `mint` (fair metering: a repeat within the TTL is free). */
export async function authorizeToolScan(call: McpCall, path: string, query: Record<string, string>, mint: string): Promise<ScanAccess> {
  const view = scanRequestView(call.request, call.baseUrl, path, query);
  enforceAnonRateLimit(view);
  return authorizeScans(view, 1, { repeat: { mint, fresh: false } });
}

/** Free routes still have the anonymous per-minute limit. */
export function limitFreeTool(call: McpCall, path: string, query: Record<string, string>): void {
  enforceAnonRateLimit(scanRequestView(call.request, call.baseUrl, path, query));
}
