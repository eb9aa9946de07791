// JSON-RPC 2.0 over the world: single and batch requests, ids echoed, node
// error codes (-32700 parse error, -32600 invalid request, -32601 method not
// found, -32602 invalid params). Returns the response text: u64::MAX
// rentEpoch values are written as the exact integer a node sends.
import type { World } from "@/server/ledger/world/world";
import { RPC_METHODS } from "@/server/ledger/rpc/methods";
import type { RpcMethod } from "@/server/ledger/rpc/context";
import { RENT_EPOCH_SENTINEL } from "@/server/ledger/rpc/render-account";
import { invalidRequest, methodNotFound, parseError, RpcError } from "@/server/ledger/rpc/rpc-error";

type Id = string | number | null;

export interface RpcHooks {
  /** called once per request object (batch items individually) with its method name. */
  onMethod?: (method: string) => void;
  /** methods served beside the node's own (an indexing provider's history methods), by name. */
  extraMethods?: Readonly<Record<string, RpcMethod>>;
}

function errorBody(id: Id, error: RpcError) {
  return { jsonrpc: "2.0", error: { code: error.code, message: error.message, ...(error.data !== undefined ? { data: error.data } : {}) }, id };
}

function handleOne(world: World, request: unknown, hooks: RpcHooks): object {
  if (typeof request !== "object" || request === null || Array.isArray(request)) return errorBody(null, invalidRequest());
  const r = request as { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown };
  const id: Id = typeof r.id === "string" || typeof r.id === "number" ? r.id : null;
  if (r.jsonrpc !== "2.0" || typeof r.method !== "string") return errorBody(id, invalidRequest());
  hooks.onMethod?.(r.method);
  const extra = hooks.extraMethods;
  const method = Object.hasOwn(RPC_METHODS, r.method) ? RPC_METHODS[r.method] : extra && Object.hasOwn(extra, r.method) ? extra[r.method] : undefined;
  if (!method) return errorBody(id, methodNotFound());
  try {
    return { jsonrpc: "2.0", result: method(world, r.params as unknown[]), id };
  } catch (error) {
    if (error instanceof RpcError) return errorBody(id, error);
    return errorBody(id, new RpcError(-32603, `Internal error: ${(error as Error).message}`));
  }
}

export function stringifyRpc(value: unknown): string {
  const text = JSON.stringify(value);
  return text.includes(RENT_EPOCH_SENTINEL) ? text.replaceAll(`"${RENT_EPOCH_SENTINEL}"`, "18446744073709551615") : text;
}

/** `body` is the raw request text (or an already-parsed value). */
export function handleRpcRequest(world: World, body: string | unknown, hooks: RpcHooks = {}): string {
  let request: unknown = body;
  if (typeof body === "string") {
    try {
      request = JSON.parse(body);
    } catch {
      return stringifyRpc(errorBody(null, parseError()));
    }
  }
  if (Array.isArray(request)) {
    if (request.length === 0) return stringifyRpc(errorBody(null, invalidRequest()));
    return stringifyRpc(request.map((item) => handleOne(world, item, hooks)));
  }
  return stringifyRpc(handleOne(world, request, hooks));
}
