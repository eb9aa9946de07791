// The ledger over real HTTP: POST / is JSON-RPC, GET /dexscreener/... and
// GET /jupiter/... are the market APIs, /__ledger/... are test controls
// (never delayed, faulted or counted). A WebSocket upgrade on the same port
// is the node's PubSub API; like a validator, the ledger also listens for it
// on port + 1, where web3.js looks by default (best effort: skipped when that
// port is taken). Answers carry CORS headers for browser callers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { getLiveChain } from "@/server/ledger/live/live-chain";
import { playDueFutures } from "@/server/ledger/futures/future-player";
import { handleRpcRequest } from "@/server/ledger/rpc/handle-rpc-request";
import type { World } from "@/server/ledger/world/world";
import { handleControl } from "@/server/ledger/server/control-routes";
import { LedgerControls, type LedgerConfigInput } from "@/server/ledger/server/controls";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import { writeFault } from "@/server/ledger/server/fault-responses";
import { readBody, send, sendPreflight } from "@/server/ledger/server/http-io";
import { routeDexscreener, routeJupiter } from "@/server/ledger/server/market-routes";
import { PubSubServer } from "@/server/ledger/server/pubsub/pubsub-server";

export interface LedgerServerOptions {
  port?: number;
  host?: string;
  latencyMs?: number;
  world?: World;
  /** also serve PubSub on port + 1 (web3.js's default WebSocket endpoint); default true. */
  wsOnNextPort?: boolean;
  /** the live clock's time source (unix ms), default Date.now; tests drive one by hand (needs its own `world`). */
  now?: () => number;
  /** serve getTransactionsForAddress as an indexing provider does (default off: a plain node) */
  historyMethods?: LedgerConfigInput["historyMethods"];
}

export interface LedgerServer {
  url: string;
  rpcUrl: string;
  /** PubSub on the same port: pass it as Connection's `wsEndpoint`. */
  wsUrl: string;
  /** PubSub on port + 1, what `new Connection(rpcUrl)` derives; null when that port was taken. */
  nextPortWsUrl: string | null;
  dexscreenerUrl: string;
  jupiterUrl: string;
  world: World;
  controls: LedgerControls;
  close(): Promise<void>;
}

/**
 * Parses the body once: the value goes to the RPC handler, the method names to
 * faults and stats. Unparsable text (and a bare JSON string, which the handler
 * would parse again) is passed on raw so the handler gives its usual error.
 */
function parseRpcBody(body: string): { request: unknown; methods: string[] } {
  try {
    const parsed: unknown = JSON.parse(body);
    const items = Array.isArray(parsed) ? parsed : [parsed];
    const methods = items.map((i) => (i && typeof i === "object" && typeof (i as { method?: unknown }).method === "string" ? (i as { method: string }).method : ""));
    return { request: typeof parsed === "string" ? body : parsed, methods };
  } catch {
    return { request: body, methods: [] };
  }
}

async function handle(world: World, controls: LedgerControls, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? "/", "http://ledger");
  const path = url.pathname;
  if (req.method === "OPTIONS") return sendPreflight(req, res);
  // scripted futures (server/ledger/futures) happen before anything reads the world
  playDueFutures(controls.chain);
  if (path.startsWith("/__ledger/")) return handleControl(controls, req, res, path);
  controls.countRequest(path);
  const isRpc = req.method === "POST" && (path === "/" || path === "");
  const { request, methods } = isRpc ? parseRpcBody(await readBody(req)) : { request: null, methods: [] };
  if (controls.latencyMs > 0) await new Promise((r) => setTimeout(r, controls.latencyMs));
  const fault = controls.pickFault(path, methods);
  if (fault) {
    if (isRpc) methods.forEach((m) => controls.countMethod(m || "(invalid)"));
    writeFault(res, fault, isRpc);
    return;
  }
  if (isRpc) return send(res, 200, null, handleRpcRequest(world, request, { onMethod: (m) => controls.countMethod(m), extraMethods: controls.historyMethods }));
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

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** Tracks sockets so close() can end keep-alive and WebSocket connections at once. */
function trackSockets(server: Server, sockets: Set<Socket>): void {
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
}

async function listenNextPort(pubsub: PubSubServer, port: number, host: string, sockets: Set<Socket>): Promise<Server | null> {
  const server = createServer((_req, res) => {
    res.writeHead(426, { "content-type": "text/plain", upgrade: "websocket" });
    res.end("WebSocket only");
  });
  server.on("upgrade", (req, socket, head) => pubsub.handleUpgrade(req, socket, head));
  trackSockets(server, sockets);
  try {
    await listen(server, port + 1, host);
    return server;
  } catch {
    return null;
  }
}

export async function startLedgerServer(options: LedgerServerOptions = {}): Promise<LedgerServer> {
  const world = options.world ?? getDefaultLedger();
  // the live clock starts with the server: slots advance in real time from here.
  getLiveChain(world, options.now);
  const controls = new LedgerControls(world);
  controls.configure({ latencyMs: options.latencyMs ?? 0, ...(options.historyMethods ? { historyMethods: options.historyMethods } : {}) });
  const pubsub = new PubSubServer(world);
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    controls.enter();
    res.on("close", () => controls.leave());
    handle(world, controls, req, res).catch((error: Error) => {
      if (!res.headersSent) send(res, 500, { error: error.message });
    });
  });
  server.on("upgrade", (req, socket, head) => pubsub.handleUpgrade(req, socket, head));
  trackSockets(server, sockets);
  const host = options.host ?? "127.0.0.1";
  const port = await listen(server, options.port ?? 0, host);
  const wsServer = options.wsOnNextPort === false ? null : await listenNextPort(pubsub, port, host, sockets);
  const hostPart = host.includes(":") ? `[${host}]` : host;
  const url = `http://${hostPart}:${port}`;
  return {
    url,
    rpcUrl: url,
    wsUrl: `ws://${hostPart}:${port}`,
    nextPortWsUrl: wsServer ? `ws://${hostPart}:${port + 1}` : null,
    dexscreenerUrl: `${url}/dexscreener`,
    jupiterUrl: `${url}/jupiter`,
    world,
    controls,
    close: async () => {
      pubsub.close();
      // let the WebSocket close frames leave before the sockets are cut.
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const socket of sockets) socket.destroy();
      await Promise.all([server, wsServer].map((s) => (s ? new Promise<void>((resolve) => s.close(() => resolve())) : Promise.resolve())));
    },
  };
}

export type { LedgerConfigInput };
