// MCP tool results from our answers: structured content plus its JSON as
// text (clients without structured-content support still read it), and API
// errors as error results carrying the same body the HTTP API would send
// (the 402's accepts[] and options included).
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ApiError, toErrorBody } from "@/server/http/api-error";

export function toolResult(structured: Record<string, unknown>): CallToolResult {
  return { structuredContent: structured, content: [{ type: "text", text: JSON.stringify(structured) }] };
}

/** An ApiError becomes an error result with its HTTP status and body; anything else stays hidden behind internal_error. */
export function toolError(error: unknown): CallToolResult {
  const apiError = error instanceof ApiError ? error : new ApiError("internal_error", "Something went wrong on our side.");
  if (!(error instanceof ApiError)) console.error("[mcp] tool failed:", error instanceof Error ? error.message : error);
  const body = { status: apiError.status, ...toErrorBody(apiError) };
  return { isError: true, structuredContent: body, content: [{ type: "text", text: JSON.stringify(body) }] };
}

export async function runTool(work: () => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  try {
    return toolResult(await work());
  } catch (error) {
    return toolError(error);
  }
}
