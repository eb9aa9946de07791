// MCP tool results from our answers: structured content plus its JSON as
// text (clients without structured-content support still read it), and API
// errors as error results carrying the same body the HTTP API would send
// (the 402's accepts[] and options included). The HTTP twin's metering
// headers (X-Free-Queries-Remaining, X-Key-Credits-Remaining, Retry-After)
// travel in the result's `_meta.headers`, with the same names and meaning.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ApiError, toErrorBody } from "@/server/http/api-error";

/** What a tool sets while it runs: the headers its HTTP twin would have sent. */
export interface ToolMeter {
  headers: Record<string, string>;
}

export function toolResult(structured: Record<string, unknown>, headers: Record<string, string> = {}): CallToolResult {
  return { structuredContent: structured, content: [{ type: "text", text: JSON.stringify(structured) }], ...meta(headers) };
}

/** An ApiError becomes an error result with its HTTP status and body; anything else stays hidden behind internal_error. */
export function toolError(error: unknown, headers: Record<string, string> = {}): CallToolResult {
  const apiError = error instanceof ApiError ? error : new ApiError("internal_error", "Something went wrong on our side.");
  if (!(error instanceof ApiError)) console.error("[mcp] tool failed:", error instanceof Error ? error.message : error);
  const body = { status: apiError.status, ...toErrorBody(apiError) };
  return { isError: true, structuredContent: body, content: [{ type: "text", text: JSON.stringify(body) }], ...meta({ ...headers, ...(apiError.headers ?? {}) }) };
}

export async function runTool(work: (meter: ToolMeter) => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  const meter: ToolMeter = { headers: {} };
  try {
    return toolResult(await work(meter), meter.headers);
  } catch (error) {
    return toolError(error, meter.headers);
  }
}

function meta(headers: Record<string, string>): Pick<CallToolResult, "_meta"> {
  return Object.keys(headers).length === 0 ? {} : { _meta: { headers } };
}
