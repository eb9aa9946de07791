// An empty JSON-RPC batch (`[]`): JSON-RPC 2.0 calls it an Invalid Request,
// answered with a single error whose id is null. The SDK's transport accepts
// it as "nothing to answer" (202), which tells a client nothing; we answer
// the documented 400 before the transport reads the body.
const INVALID_REQUEST = -32600;

export async function emptyBatchAnswer(request: Request): Promise<Response | null> {
  const text = await request.clone().text();
  if (!/^\s*\[\s*\]\s*$/.test(text)) return null;
  return Response.json({ jsonrpc: "2.0", id: null, error: { code: INVALID_REQUEST, message: "Invalid Request: an empty batch." } }, { status: 400 });
}
