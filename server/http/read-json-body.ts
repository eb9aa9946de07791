// JSON request bodies, read safely: JSON only (415 otherwise: text/plain is
// what a cross-site form or a no-preflight fetch sends, so refusing it also
// keeps simple cross-site POSTs out), and the size limit is enforced WHILE
// reading: a chunked body (no Content-Length) past the limit is cut off at
// the limit and answered 413, never buffered whole.
import { readCappedText } from "@/server/chain/http/read-capped-text";
import { ApiError } from "@/server/http/api-error";

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** application/json, or any +json type (application/merge-patch+json, ...). */
export function isJsonContentType(header: string | null): boolean {
  const type = (header ?? "").split(";")[0].trim().toLowerCase();
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Reads a JSON body no larger than maxBytes; 415 unless JSON, 413 past the limit, 400 on bad JSON. */
export async function readJsonBody(request: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new ApiError("unsupported_media_type", "Send the body as JSON with Content-Type: application/json.");
  }
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalid_json", "The body is not valid JSON.");
  }
}

/** The body as UTF-8 text, stopping (and cancelling the stream) as soon as it passes maxBytes. */
export function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return readCappedText(request.body, request.headers.get("content-length"), maxBytes, () => new ApiError("payload_too_large", `The body is larger than ${maxBytes} bytes.`));
}
