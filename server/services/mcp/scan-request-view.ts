// The access decision takes a Request: the MCP call is seen as the HTTP
// request the caller could have made instead (same headers: X-API-Key,
// User-Agent, the client address headers), so quotas, keys and the 402's
// `resource` are exactly those of the HTTP API.
export function scanRequestView(mcpRequest: Request, baseUrl: string, path: string, query: Record<string, string>): Request {
  const url = `${baseUrl}${path}?${new URLSearchParams(query)}`;
  const headers = new Headers(mcpRequest.headers);
  // the MCP body is not the scan's: the view has none
  headers.delete("content-length");
  headers.delete("content-type");
  return new Request(url, { method: "GET", headers });
}
