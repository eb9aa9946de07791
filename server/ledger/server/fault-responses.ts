// What an injected fault looks like on the wire, like real providers send it.
import type { ServerResponse } from "node:http";
import type { FaultRule } from "@/server/ledger/server/controls";

export function writeFault(res: ServerResponse, rule: FaultRule, isRpc: boolean): boolean {
  switch (rule.mode) {
    case "429": {
      const body = isRpc
        ? JSON.stringify({ jsonrpc: "2.0", error: { code: 429, message: "Too many requests for a specific RPC call, contact your app developer or support@rpcpool.com." }, id: null })
        : JSON.stringify({ error: "Too Many Requests" });
      res.writeHead(429, { "content-type": "application/json", "retry-after": String(rule.retryAfterSeconds ?? 1) });
      res.end(body);
      return true;
    }
    case "500":
      res.writeHead(500, { "content-type": "application/json" });
      res.end(isRpc ? JSON.stringify({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" }, id: null }) : JSON.stringify({ error: "Internal Server Error" }));
      return true;
    case "garbage":
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"jsonrpc":"2.0","result":{"context":{"slot":3450');
      return true;
    case "hang":
      // never answer: the client's timeout decides; sockets are destroyed on close().
      return true;
  }
}
