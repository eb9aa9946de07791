// The production HTTP server behind `npm start`: a plain Node server in front
// of Next's request handler (Next's custom-server API), for one reason: Next
// route handlers never see the TCP peer address (`request.ip` was removed in
// Next 15, and `next start` only fills X-Forwarded-For when the client did not
// send one). This server deletes any incoming copy of PEER_IP_HEADER and sets
// it from socket.remoteAddress, so the app can count anonymous callers per IP
// without a proxy (server/services/billing/access/client-ip.ts). A configured
// TRUSTED_IP_HEADER (your proxy's) still wins over it.
//
// WEB_CONCURRENCY=N (default 1) runs N server processes on one port with
// node:cluster. More than one needs PostgreSQL (DATABASE_URL) and a real RPC
// (SOLANA_RPC_URL): the embedded database and ledger live inside one process.
import cluster from "node:cluster";
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";

/** Keep in step with PEER_IP_HEADER in server/services/billing/access/client-ip.ts (a test checks it). */
export const PEER_IP_HEADER = "x-cabal-peer-ip";
/** Tells client-ip.ts (same process) that PEER_IP_HEADER was written by this server, not a client. */
export const PEER_IP_MARK = Symbol.for("cabal-hunter.peer-ip-header");
/** Where instrumentation.ts leaves the app's closeApp() for the signal handler below (same process). */
export const CLOSE_APP = Symbol.for("cabal-hunter.close-app");
/** How long a stopping server waits for requests in flight (a cold scan takes about a second). */
const STOP_GRACE_MS = 5_000;

/** Wraps a Node request handler: the client's own PEER_IP_HEADER is dropped, the socket's address set. */
export function withPeerIp(handler) {
  globalThis[PEER_IP_MARK] = PEER_IP_HEADER;
  return (req, res) => {
    delete req.headers[PEER_IP_HEADER];
    const raw = stripRawHeader(req.rawHeaders, PEER_IP_HEADER);
    const peer = req.socket.remoteAddress;
    if (peer) {
      req.headers[PEER_IP_HEADER] = peer;
      raw.push(PEER_IP_HEADER, peer);
    }
    req.rawHeaders = raw;
    return handler(req, res);
  };
}

// Next builds its Request from req.headers, but keep rawHeaders honest too.
function stripRawHeader(raw, name) {
  const kept = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() !== name) kept.push(raw[i], raw[i + 1]);
  return kept;
}

/** An HTTP server answering through `handler` with the peer-IP header in place. */
export function createPeerIpServer(handler) {
  // Keep idle keep-alive sockets longer than clients and proxies do (60 s is the usual
  // idle timeout): with Node's 5 s default, a client reusing a socket the server just
  // closed gets ECONNRESET on an otherwise good request.
  const server = createServer(withPeerIp(handler));
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}

/** WEB_CONCURRENCY as a process count; more than one only with PostgreSQL and a real RPC. */
export function processCount(env) {
  const raw = (env.WEB_CONCURRENCY ?? "").trim();
  const wanted = raw === "" ? 1 : Number(raw);
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > 64) throw new Error(`WEB_CONCURRENCY must be an integer from 1 to 64, got "${raw}"`);
  if (wanted > 1 && (!env.DATABASE_URL || !env.SOLANA_RPC_URL)) {
    console.warn("WEB_CONCURRENCY > 1 needs DATABASE_URL and SOLANA_RPC_URL (the embedded database and ledger are per process): running 1 process.");
    return 1;
  }
  return wanted;
}

/**
 * Serves `loadHandler()`'s request handler on `port` behind the peer-IP wrapper,
 * in `processes` processes (node:cluster: the primary forks, every worker re-runs
 * the entry script and listens on the shared port). Stops on SIGINT/SIGTERM.
 */
export async function startServer({ port, processes, loadHandler }) {
  if (cluster.isPrimary && processes > 1) return startPrimary(processes);
  const handler = await loadHandler();
  const server = createPeerIpServer(handler);
  server.listen(port, () => {
    // tests start on port 0 and read the port from this line
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`Serving http://localhost:${server.address().port}`);
  });
  // finish requests in flight, drop idle keep-alive sockets, close the app's background work (queued
  // scan events written, watcher and indexer stopped: instrumentation.ts sets CLOSE_APP), and never
  // wait more than a few seconds
  const stop = () => {
    server.close(() => {
      const closeApp = globalThis[CLOSE_APP];
      Promise.resolve(typeof closeApp === "function" ? closeApp() : undefined)
        .catch((error) => console.error("[serve] closing the app failed:", error instanceof Error ? error.message : error))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
}

function startPrimary(count) {
  let stopping = false;
  for (let i = 0; i < count; i += 1) cluster.fork();
  const alive = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead()).length;
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (alive() === 0) process.exit(0);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), 1_000);
  });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (alive() === 0) process.exit(0);
    });
  }
}

/** Next's production request handler (Next's custom-server API). */
async function loadNextHandler() {
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: process.cwd() });
  await app.prepare();
  // Next runs instrumentation.ts's register() (which warms the ledger, the database and the
  // services) on the first request; run it now so "Serving" means the first scan is fast.
  // Next keeps it once per process, so the first request does not run it again.
  try {
    const { ensureInstrumentationRegistered } = await import("next/dist/server/lib/router-utils/instrumentation-globals.external.js");
    await ensureInstrumentationRegistered(process.cwd(), ".next");
  } catch (error) {
    console.error(`instrumentation not run before serving (it runs on the first request): ${error instanceof Error ? error.message : error}`);
  }
  const handle = app.getRequestHandler();
  return (req, res) => handle(req, res);
}

async function main() {
  // what `next start` sets; Next's production server expects it
  process.env.NODE_ENV ??= "production";
  const port = Number(process.env.PORT || "3000");
  await startServer({ port, processes: cluster.isPrimary ? processCount(process.env) : 1, loadHandler: loadNextHandler });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
