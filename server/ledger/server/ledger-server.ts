// The ledger over real HTTP: POST / is JSON-RPC, GET /dexscreener/... and
// GET /jupiter/... are the market APIs, /__ledger/... are test controls
// (never delayed, faulted or counted).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { handleRpcRequest, stringifyRpc } from "../rpc/handle-rpc-request";
import type { World } from "../world/world";
import { LedgerControls, ledgerConfigSchema, type LedgerConfigInput } from "./controls";
import { writeFault } from "./fault-responses";
import { routeDexscreener, routeJupiter } from "./market-routes";
import { getDefaultLedger } from "./default-ledger";

export interface LedgerServerOptions {
  port?: number;
  host?: string;
  latencyMs?: number;
  world?: World;
}

export interface LedgerServer {
  url: string;
  rpcUrl: string;
  dexscreenerUrl: string;
  jupiterUrl: string;
  world: World;
  controls: LedgerControls;
  close(): Promise<void>;
}

const MAX_BODY = 5 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string> {
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

function rpcMethodsOf(body: string): string[] {
  try {
    const parsed: unknown = JSON.parse(body);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.map((i) => (i && typeof i === "object" && typeof (i as { method?: unknown }).method === "string" ? (i as { method: string }).method : ""));
  } catch {
    return [];
  }
}

function send(res: ServerResponse, status: number, body: unknown, text?: string): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(text ?? stringifyRpc(body));
}

async function handleControl(controls: LedgerControls, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  if (req.method === "GET" && path === "/__ledger/stats") return send(res, 200, controls.stats);
  if (req.method === "POST" && path === "/__ledger/stats/reset") {
    controls.resetStats();
    return send(res, 200, controls.stats);
  }
  if (req.method === "POST" && path === "/__ledger/config") {
    let input: unknown;
    try {
      input = JSON.parse((await readBody(req)) || "{}");
    } catch {
      return send(res, 400, { error: "invalid JSON" });
    }
    const parsed = ledgerConfigSchema.safeParse(input);
    if (!parsed.success) return send(res, 400, { error: parsed.error.issues[0]?.message ?? "invalid config" });
    controls.configure(parsed.data);
    return send(res, 200, controls.config);
  }
  return send(res, 404, { error: "Not found" });
}

async function handle(world: World, controls: LedgerControls, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://ledger");
  const path = url.pathname;
  if (path.startsWith("/__ledger/")) return handleControl(controls, req, res, path);
  controls.countRequest(path);
  const isRpc = req.method === "POST" && (path === "/" || path === "");
  const body = isRpc ? await readBody(req) : "";
  const methods = isRpc ? rpcMethodsOf(body) : [];
  if (controls.latencyMs > 0) await new Promise((r) => setTimeout(r, controls.latencyMs));
  const fault = controls.pickFault(path, methods);
  if (fault) {
    if (isRpc) methods.forEach((m) => controls.countMethod(m || "(invalid)"));
    writeFault(res, fault, isRpc);
    return;
  }
  if (isRpc) return send(res, 200, null, handleRpcRequest(world, body, { onMethod: (m) => controls.countMethod(m) }));
  if (req.method === "GET" && path.startsWith("/dexscreener/")) {
    const answer = routeDexscreener(world, path.slice("/dexscreener".length));
    return send(res, answer.status, answer.body);
  }
  if (req.method === "GET" && path.startsWith("/jupiter/")) {
    const answer = routeJupiter(world, path.slice("/jupiter".length), url.searchParams);
    return send(res, answer.status, answer.body);
  }
  if (req.method === "GET" && path === "/health") return send(res, 200, { ok: true });
  return send(res, 404, { error: "Not found" });
}

export async function startLedgerServer(options: LedgerServerOptions = {}): Promise<LedgerServer> {
  const world = options.world ?? getDefaultLedger();
  const controls = new LedgerControls();
  controls.configure({ latencyMs: options.latencyMs ?? 0 });
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    controls.enter();
    res.on("close", () => controls.leave());
    handle(world, controls, req, res).catch((error: Error) => {
      if (!res.headersSent) send(res, 500, { error: error.message });
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  const host = options.host ?? "127.0.0.1";
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  return {
    url,
    rpcUrl: url,
    dexscreenerUrl: `${url}/dexscreener`,
    jupiterUrl: `${url}/jupiter`,
    world,
    controls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type { LedgerConfigInput };
