// What every tool needs from the HTTP request that carried the MCP call: the
// access decision made on a view of the equivalent HTTP route (same headers,
// so the same key, quota, minute limit and 402 `resource`). Every tool that
// reaches the chain is metered exactly like its HTTP twin: the twin's caller
// limit first (caller.ts), then, for the counted ones, the twin's
// authorizeScans with the twin's options (scan and map: free repeat within the
// TTL; analytics: none, their answers are computed live every time).
import { ApiError } from "@/server/http/api-error";
import { authorizeScans } from "../access/authorize-scans";
import { limitCaller } from "../access/caller";
import type { RepeatQuery } from "../access/recent-charges";
import type { ScanAccess } from "../access/scan-access";
import { scanRequestView } from "./scan-request-view";

/** Tool calls one MCP request (a JSON-RPC batch or a single message) may run; documented in docs/api.md. */
export const MAX_TOOL_CALLS_PER_REQUEST = 4;

export interface McpCall {
  request: Request;
  baseUrl: string;
  /** tool calls started on this MCP request so far */
  toolCalls: number;
}

/** Counts one tool call against the request's bound; past it the tool answers 400 and does nothing. */
export function countToolCall(call: McpCall): void {
  call.toolCalls += 1;
  if (call.toolCalls > MAX_TOOL_CALLS_PER_REQUEST) {
    throw new ApiError("bad_request", `At most ${MAX_TOOL_CALLS_PER_REQUEST} tool calls per MCP request; send the rest in another request.`);
  }
}

/** The HTTP twin's caller and minute limit (401 for an unproven key, 429 past the limit); answers the view. */
export async function limitTool(call: McpCall, path: string, query: Record<string, string>): Promise<Request> {
  countToolCall(call);
  const view = scanRequestView(call.request, call.baseUrl, path, query);
  await limitCaller(view);
  return view;
}

/** The HTTP twin's access rules for one counted scan; `repeat` only where the twin has it. */
export async function authorizeToolScan(call: McpCall, path: string, query: Record<string, string>, repeat?: RepeatQuery): Promise<ScanAccess> {
  const view = await limitTool(call, path, query);
  return authorizeScans(view, 1, repeat ? { repeat } : {});
}
