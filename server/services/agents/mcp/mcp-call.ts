// What every tool needs from the MCP request that carried it: the caller's
// headers (X-API-Key, the payment headers, User-Agent, the client address
// headers), taken once by the MCP route, and the request's bound on tool
// calls. Each tool call is metered exactly like its HTTP twin, by the twin's
// contract: resolveCaller (the one place) with the twin's metering class, on
// a CallerInput whose URL is the twin's (the 402's `resource`, the key-in-
// query check). No Request is built: the input is headers and a URL.
import type { Endpoint } from "@/server/contracts/endpoint";
import { ApiError } from "@/server/http/api-error";
import type { CallerInput } from "@/server/services/billing/access/caller";
import { resolveCaller, type ResolvedCaller } from "@/server/services/billing/access/resolve-caller";

/** Tool calls one MCP request (a JSON-RPC batch or a single message) may run; documented in docs/api.md. */
export const MAX_TOOL_CALLS_PER_REQUEST = 4;

export interface McpCall {
  /** the MCP request's headers: who is calling, for every tool call of this request */
  headers: Headers;
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

/** The caller of one tool call, resolved as its HTTP twin's (401 for an unproven key, 429 past the minute limit). */
export function callerForTool(call: McpCall, twin: Endpoint, query: Record<string, string> = {}): Promise<ResolvedCaller> {
  countToolCall(call);
  const search = new URLSearchParams(query).toString();
  // a fresh input per tool call: each call takes its own minute unit, like each HTTP request
  const input: CallerInput = { headers: call.headers, url: `${call.baseUrl}${twin.path}${search ? `?${search}` : ""}` };
  return resolveCaller(input, twin.metering);
}
