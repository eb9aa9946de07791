// Test support: a JSON-RPC 2.0 server on a real loopback socket. Each method
// maps to a handler returning the answer fields ({ result } or { error });
// batches are answered in REVERSE order so clients must match answers by id.
import { sendJson, startTestHttpServer, type TestHttpServer } from "@/server/chain/testing/test-http-server";

type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } };
export type RpcHandlers = Record<string, (params: unknown[]) => Answer | Promise<Answer>>;
interface RpcCall {
  id: number | string;
  method: string;
  params?: unknown[];
}

export interface TestRpcServer extends TestHttpServer {
  /** every JSON-RPC request received, batch items included, in arrival order. */
  calls: RpcCall[];
}

export async function startTestRpcServer(handlers: RpcHandlers, options: { delayMs?: number } = {}): Promise<TestRpcServer> {
  const calls: RpcCall[] = [];
  const answerOne = async (call: RpcCall) => {
    calls.push(call);
    const handler = handlers[call.method];
    const answer = handler ? await handler(call.params ?? []) : { error: { code: -32601, message: "Method not found" } };
    // recorded answers carry their own jsonrpc/id; only result or error is replayed.
    return "error" in answer ? { jsonrpc: "2.0", id: call.id, error: answer.error } : { jsonrpc: "2.0", id: call.id, result: answer.result };
  };
  const server = await startTestHttpServer(async (req, res) => {
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    const body = JSON.parse(req.body) as RpcCall | RpcCall[];
    if (Array.isArray(body)) sendJson(res, 200, (await Promise.all(body.map(answerOne))).reverse());
    else sendJson(res, 200, await answerOne(body));
  });
  return Object.assign(server, { calls });
}
