// Request bodies and JSON answers of the ledger server. Every answer allows
// any origin, like public RPC providers do, so a browser page (web3.js
// Connection, wallet adapters) can call the ledger directly.
import type { IncomingMessage, ServerResponse } from "node:http";
import { stringifyRpc } from "@/server/ledger/rpc/handle-rpc-request";

const MAX_BODY = 5 * 1024 * 1024;

export const CORS_HEADERS = { "access-control-allow-origin": "*" } as const;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(new Error("body too large"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** The parsed JSON body, or undefined when it is not JSON (an empty body is {}). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(req)) || "{}");
  } catch {
    return undefined;
  }
}

export function send(res: ServerResponse, status: number, body: unknown, text?: string): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...CORS_HEADERS });
  res.end(text ?? stringifyRpc(body));
}

/** CORS preflight: web3.js sends content-type and solana-client headers. */
export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(204, {
    ...CORS_HEADERS,
    "access-control-allow-methods": "GET, POST, OPTIONS",
    "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "content-type",
    "access-control-max-age": "86400",
  });
  res.end();
}
