// The /mcp request body, read by us and never by the SDK's transport: the
// transport's own reader allows 4 MiB and the old empty-batch check buffered
// the whole body (request.clone().text()) before any limit applied, so a
// chunked upload was held in memory whole. Here the contract's limit is
// enforced WHILE reading (413 payload_too_large, the one error body), and the
// parsed value goes to handleRequest as parsedBody. Then the batch: an empty
// one is an Invalid Request (the SDK would answer 202 and do nothing), and one
// longer than MAX_MESSAGES_PER_REQUEST is refused whole before any message
// runs (the SDK's own bound is 100).
import { isJsonContentType, readBodyText } from "@/server/http/read-json-body";

/** JSON-RPC messages one MCP request (a batch) may carry; documented in docs/api.md. */
export const MAX_MESSAGES_PER_REQUEST = 20;

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** What the route hands the transport: the parsed body, or nothing (it answers 406/415 itself unread). */
export type McpBody = { kind: "parsed"; value: unknown } | { kind: "unread" } | { kind: "answer"; response: Response };

/** Reads the body under `maxBytes` (throws 413 past it) and checks the batch's shape. */
export async function readMcpBody(request: Request, maxBytes: number): Promise<McpBody> {
  // a non-JSON body is the transport's 415 (JSON-RPC error): it answers without reading a byte
  if (!isJsonContentType(request.headers.get("content-type"))) return { kind: "unread" };
  const text = await readBodyText(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return answer(PARSE_ERROR, "Parse error: Invalid JSON");
  }
  if (Array.isArray(value) && value.length === 0) return answer(INVALID_REQUEST, "Invalid Request: an empty batch.");
  if (Array.isArray(value) && value.length > MAX_MESSAGES_PER_REQUEST) {
    return answer(INVALID_REQUEST, `Invalid Request: at most ${MAX_MESSAGES_PER_REQUEST} messages per batch; send the rest in another request.`);
  }
  return { kind: "parsed", value };
}

/** A JSON-RPC error about the request as a whole: id null, HTTP 400 (as the SDK answers its own). */
function answer(code: number, message: string): McpBody {
  return { kind: "answer", response: Response.json({ jsonrpc: "2.0", id: null, error: { code, message } }, { status: 400 }) };
}

