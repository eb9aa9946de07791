// The production HTTP server behind `npm start`: a plain Node server in front
// of Next's request handler (Next's custom-server API), for one reason: Next
// route handlers never see the TCP peer address (`request.ip` was removed in
// Next 15, and `next start` only fills X-Forwarded-For when the client did not
// send one). This server deletes any incoming copy of PEER_IP_HEADER and sets
// it from socket.remoteAddress, so the app can count anonymous callers per IP
// without a proxy (server/services/access/access/client-ip.ts). A configured
// TRUSTED_IP_HEADER (your proxy's) still wins over it.
//
// WEB_CONCURRENCY=N (default 1) runs N server processes on one port with
// node:cluster. More than one needs PostgreSQL (DATABASE_URL) and a real RPC
// (SOLANA_RPC_URL): the embedded database and ledger live inside one process.
import cluster from "node:cluster";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Keep in step with PEER_IP_HEADER in server/services/access/access/client-ip.ts (a test checks it). */
export const PEER_IP_HEADER = "x-cabal-peer-ip";
/** Tells client-ip.ts (same process) that PEER_IP_HEADER was written by this server, not a client. */
export const PEER_IP_MARK = Symbol.for("cabal-hunter.peer-ip-header");
/** Where instrumentation.ts leaves the app's closeApp() for the signal handler below (same process). */
export const CLOSE_APP = Symbol.for("cabal-hunter.close-app");
/** V8 flags the server process runs with (scripts/start.mjs passes them; `node` cannot take them later).
 * A 64 MB semi-space instead of V8's 16 MB: a warm scan allocates ~150 KB (Request, Response, the answer's
 * JSON), so at 2,000 scans/s the default young generation was scavenged ~30 times a second; with 64 MB,
 * a third as often, and GC time per run fell by a third (docs/operations.md "Warm path"). Costs at most
 * ~100 MB of memory more. */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64"];
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
  const fast = loadScanFastPath(process.cwd());
  if (!fast) return (req, res) => handle(req, res);
  return (req, res) => {
    if (!fast.takes(req, res)) return handle(req, res);
    return fast.answer(req, res).catch((error) => {
      console.error("[serve] scan fast path failed:", error instanceof Error ? error.message : error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.end();
      } else res.destroy();
    });
  };
}

/** The one route answered before Next (issue 21 item 4): Next's own work per request (~1 ms on
 * two cores, docs/operations.md "Performance") is more than a warm scan's, so at 64 connections
 * a warm scan inside Next cannot answer within 50 ms at p99. */
const FAST_PATH = "/api/scan-cabal";

/**
 * GET /api/scan-cabal answered by the SAME route handler Next would call: the built route
 * module's GET (server/api/scan/scan-cabal.ts through implement() and withRoute: contract,
 * caller, metering, CORS, cache and rate-limit headers are all its own), loaded from the
 * build Next serves, so it shares the app (server/app/app-slot.ts). What Next adds
 * itself is added here from the same build: the response headers of next.config.ts
 * (routes-manifest.json) that apply to the path. Any other method or path, and any header
 * rule this cannot evaluate, goes to Next. SCAN_FAST_PATH=off sends everything to Next.
 */
export function loadScanFastPath(dir, env = process.env) {
  if (env.SCAN_FAST_PATH === "off") return null;
  const distDir = join(dir, ".next");
  let rules;
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, "routes-manifest.json"), "utf8"));
    rules = (manifest.headers ?? []).filter((rule) => new RegExp(rule.regex).test(FAST_PATH));
  } catch (error) {
    console.error(`[serve] scan fast path off: ${error instanceof Error ? error.message : error}`);
    return null;
  }
  // a rule with conditions other than plain header matches is left to Next
  if (!rules.every((rule) => !rule.missing && (rule.has ?? []).every((has) => has.type === "header"))) return null;
  // The route module is taken once Next has loaded it for a request of its own (Next's route runtime
  // loads lazily: required before that, the module refuses), so the first scan goes through Next.
  let GET = null;
  let attempts = 0;
  const load = () => {
    if (GET || attempts >= 20) return;
    attempts += 1;
    try {
      const route = createRequire(join(distDir, "package.json"))(join(distDir, "server", "app", "api", "scan-cabal", "route.js"));
      if (typeof route?.routeModule?.userland?.GET === "function") {
        GET = route.routeModule.userland.GET;
        console.log(`[serve] GET ${FAST_PATH} is answered before Next from now on`);
      }
    } catch (error) {
      if (attempts >= 20) console.error(`[serve] scan fast path off: ${error instanceof Error ? error.message : error}`);
    }
  };
  const nextRequire = createRequire(join(dir, "package.json"));
  const compress = loadNextCompression(nextRequire, distDir);
  const { releaseCompressionStream } = nextRequire("next/dist/server/lib/release-compression-stream.js");
  const isScanPath = (req) => {
    if (req.method !== "GET") return false;
    const url = req.url ?? "";
    const end = url.indexOf("?");
    return (end === -1 ? url : url.slice(0, end)) === FAST_PATH;
  };
  return {
    takes(req, res) {
      if (!isScanPath(req)) return false;
      if (GET) return true;
      res.once("finish", load);
      return false;
    },
    async answer(req, res) {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (Array.isArray(value)) for (const one of value) headers.append(name, one);
        else if (value !== undefined) headers.set(name, value);
      }
      const proto = req.socket.encrypted ? "https" : "http";
      const request = new Request(`${proto}://${req.headers.host ?? "localhost"}${req.url}`, { method: "GET", headers });
      // what Next's router server does to every answer (next.config compress defaults to on): gzip
      // when asked, Vary: Accept-Encoding always
      if (compress) {
        compress(req, res, () => {});
        res.once("close", () => {
          if (!res.writableFinished) releaseCompressionStream?.(res);
        });
      }
      const response = await GET(request, { params: Promise.resolve({}) });
      // in Next's order: next.config.ts headers, the app route's Vary, then the route's own (which win;
      // a name already set keeps the casing it was first set with, as Next's merge does)
      for (const rule of rules) {
        if ((rule.has ?? []).every((has) => headerMatches(req.headers[has.key.toLowerCase()], has.value))) {
          for (const { key, value } of rule.headers) res.setHeader(key, value);
        }
      }
      res.appendHeader("Vary", APP_ROUTE_VARY);
      const casing = new Map(res.getRawHeaderNames().map((name) => [name.toLowerCase(), name]));
      res.statusCode = response.status;
      response.headers.forEach((value, name) => res.setHeader(casing.get(name) ?? name, value));
      // written, then ended: chunked, as Next streams a route's body; corked, so the head, the body and the
      // last chunk leave in one write (end() uncorks fully) instead of two system calls per answer
      const body = Buffer.from(await response.arrayBuffer());
      res.cork();
      res.write(body);
      res.end();
    },
  };
}

/** Next sets this Vary on every app-route answer that no interception route can match (base-server.js setVaryHeader). */
const APP_ROUTE_VARY = "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch";

/** Next's own compression middleware, when the build's config keeps compress on (the default). */
function loadNextCompression(nextRequire, distDir) {
  const config = JSON.parse(readFileSync(join(distDir, "required-server-files.json"), "utf8")).config ?? {};
  if (config.compress === false) return null;
  return nextRequire("next/dist/compiled/compression")();
}

function headerMatches(actual, expected) {
  if (actual === undefined) return false;
  const value = Array.isArray(actual) ? actual.join(",") : actual;
  return expected === undefined || new RegExp(`^(?:${expected})$`).test(value);
}

async function main() {
  // what `next start` sets; Next's production server expects it
  process.env.NODE_ENV ??= "production";
  // also `next start`'s (next/dist/bin/next): instrumentation.ts and Next's own server code read it, and a
  // custom server that leaves it unset runs no start-up work (issue 32 item 6)
  process.env.NEXT_RUNTIME ??= "nodejs";
  const port = Number(process.env.PORT || "3000");
  await startServer({ port, processes: cluster.isPrimary ? processCount(process.env) : 1, loadHandler: loadNextHandler });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
