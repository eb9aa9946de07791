// MCP tool results from our answers: structured content plus its JSON as
// text (clients without structured-content support still read it), and API
// errors as error results whose text is the JSON body the HTTP API would
// send, plus its `status` (the 402's accepts[] and options included). The HTTP twin's metering
// headers (X-Free-Queries-Remaining, X-Key-Credits-Remaining, Retry-After)
// travel in the result's `_meta.headers`, with the same names and meaning.
// Every result is parsed with the tool's output contract before it is sent
// (the same zod object its declared outputSchema is generated from), so a
// client validating against outputSchema accepts every answer; a result that
// does not fit is our bug: logged, and sent as an internal_error tool error.
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { ApiError, toErrorBody } from "@/server/http/api-error";

/** What a tool sets while it runs: the headers its HTTP twin would have sent. */
export interface ToolMeter {
  headers: Record<string, string>;
}

export type ToolOutputSchema = z.ZodType<Record<string, unknown>>;

export function toolResult(structured: Record<string, unknown>, headers: Record<string, string> = {}): CallToolResult {
  return { structuredContent: structured, content: [{ type: "text", text: JSON.stringify(structured) }], ...meta(headers) };
}

/** An ApiError becomes an error result with its HTTP status and body as JSON text; anything else stays hidden behind
 * internal_error. No structuredContent: it would have to fit the tool's outputSchema, and the official client
 * rejects an error result whose structured content does not. */
export function toolError(error: unknown, headers: Record<string, string> = {}): CallToolResult {
  const apiError = error instanceof ApiError ? error : new ApiError("internal_error", "Something went wrong on our side.");
  if (!(error instanceof ApiError)) console.error("[mcp] tool failed:", error instanceof Error ? error.message : error);
  const body = { status: apiError.status, ...toErrorBody(apiError) };
  return { isError: true, content: [{ type: "text", text: JSON.stringify(body) }], ...meta({ ...headers, ...(apiError.headers ?? {}) }) };
}

/** Runs a tool and answers its result parsed with `output` (unknown keys dropped), or an error result. */
export async function runTool(output: ToolOutputSchema, work: (meter: ToolMeter) => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  const meter: ToolMeter = { headers: {} };
  let answer: Record<string, unknown>;
  try {
    answer = await work(meter);
  } catch (error) {
    return toolError(error, meter.headers);
  }
  const parsed = output.safeParse(answer);
  if (!parsed.success) {
    console.error("[mcp] tool result does not fit its output schema:", parsed.error.issues.slice(0, 5));
    return toolError(new Error("output contract mismatch"), meter.headers);
  }
  return toolResult(parsed.data, meter.headers);
}

function meta(headers: Record<string, string>): Pick<CallToolResult, "_meta"> {
  return Object.keys(headers).length === 0 ? {} : { _meta: { headers } };
}
