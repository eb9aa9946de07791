// What every tool needs from the MCP request that carried it: the caller's
// headers (X-API-Key, the payment headers, User-Agent, the client address
// headers), taken once by the MCP route, the app's services, and the
// request's bound on tool calls. A tool calls its HTTP twin's handler in
// process (callTwin): the binder resolves and meters the call exactly like
// the HTTP request, by the twin's contract, on a CallerInput whose URL is the
// twin's (the 402's `resource`, the key-in-query check). No Request is built.
import type { z } from "zod";
import type { Endpoint, ResponseBody } from "@/server/contracts/endpoint";
import { ApiError } from "@/server/http/api-error";
import type { Bound } from "@/server/api/implement";
import { callInProcess } from "@/server/api/serve-bound";
import type { Services } from "@/server/services/services";

/** Tool calls one MCP request (a JSON-RPC batch or a single message) may run; documented in docs/api.md. */
export const MAX_TOOL_CALLS_PER_REQUEST = 4;

export interface McpCall {
  /** the MCP request's headers: who is calling, for every tool call of this request */
  headers: Headers;
  baseUrl: string;
  services: Services;
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

/** One tool call answered by its HTTP twin's handler: the twin's typed body and headers (metering included);
 * an ApiError (401, 402, 429...) carries the twin's headers. */
export async function callTwin<E extends Endpoint>(
  call: McpCall,
  twin: Bound<E>,
  raw: { query?: TwinQuery<E>; body?: unknown } = {},
): Promise<{ body: SuccessBody<E>; headers: Record<string, string> }> {
  countToolCall(call);
  const query = Object.fromEntries(Object.entries((raw.query ?? {}) as Record<string, string | undefined>).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const search = new URLSearchParams(query).toString();
  // a fresh input per tool call: each call takes its own minute unit, like each HTTP request
  const input = { headers: call.headers, url: `${call.baseUrl}${twin.endpoint.path}${search ? `?${search}` : ""}` };
  const answer = await callInProcess(twin as unknown as Bound, { query, body: raw.body }, input, call.services);
  // the binder checked the body against the twin's contract for its status
  return { body: answer.body as SuccessBody<E>, headers: answer.headers };
}

/** The query a tool hands its twin: only the parameters the twin's contract declares (as the URL would carry them). */
export type TwinQuery<E extends Endpoint> = E["query"] extends z.ZodObject ? { [K in keyof z.input<E["query"]>]?: string } : Record<string, never>;

/** The body of a twin's success answer (the binder checked it against the contract). */
type SuccessBody<E extends Endpoint> = ResponseBody<E, Extract<keyof E["responses"], 200 | 201>>;
