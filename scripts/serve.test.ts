import { spawn, type ChildProcess } from "node:child_process";
import type { IncomingHttpHeaders, Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrefixCeiling, PEER_IP_HEADER as APP_PEER_IP_HEADER, normalizeAddress, resolveClientSubject } from "@/server/services/access/access/client-ip";
// @ts-expect-error plain ESM script without types: the same code `npm start` runs
import { createPeerIpServer, PEER_IP_HEADER, processCount } from "./serve.mjs";

// A tiny handler stands in for Next's: the wrapper under test is the one
// scripts/serve.mjs puts in front of Next's getRequestHandler().
let server: Server;
let port: number;

beforeAll(async () => {
  server = (createPeerIpServer as (h: (req: { headers: IncomingHttpHeaders; rawHeaders: string[] }, res: import("node:http").ServerResponse) => void) => Server)((req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ headers: req.headers, rawHeaders: req.rawHeaders }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  // the wrapper marks the process as served by it; test files share a process, so the mark goes with the server
  delete (globalThis as Record<symbol, unknown>)[Symbol.for("cabal-hunter.peer-ip-header")];
});

/** One raw HTTP/1.1 request, so the test controls duplicates and casing exactly. */
function get(headers: [string, string][]): Promise<{ headers: Record<string, string>; rawHeaders: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      const lines = ["GET / HTTP/1.1", "Host: test", "Connection: close", ...headers.map(([name, value]) => `${name}: ${value}`)];
      socket.end(`${lines.join("\r\n")}\r\n\r\n`);
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.on("end", () => resolve(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)) as { headers: Record<string, string>; rawHeaders: string[] }));
    socket.on("error", reject);
  });
}

describe("the npm start server (scripts/serve.mjs)", () => {
  it("uses the same header name as the app", () => {
    expect(PEER_IP_HEADER).toBe(APP_PEER_IP_HEADER);
  });

  it("replaces a client's own peer-IP header (sent twice) with the socket address", async () => {
    const seen = await get([
      [PEER_IP_HEADER, "6.6.6.6"],
      ["X-Cabal-Peer-Ip", "7.7.7.7"],
      ["x-forwarded-for", "8.8.8.8"],
    ]);
    expect(seen.headers[PEER_IP_HEADER]).toBe("127.0.0.1");
    expect(seen.rawHeaders.filter((name) => /6\.6\.6\.6|7\.7\.7\.7/.test(name))).toEqual([]);
    // and the app counts the caller by that address, not by anything it sent
    const subject = await resolveClientSubject(new Headers(seen.headers), { hops: 1, prefixCeiling: createPrefixCeiling() });
    expect(subject.subject).toBe("ip4:127.0.0.1");
  });

  it("a configured trusted proxy header wins over the peer address", async () => {
    const seen = await get([["x-real-ip", "198.51.100.4"]]);
    expect((await resolveClientSubject(new Headers(seen.headers), { trustedHeader: "x-real-ip", hops: 1, prefixCeiling: createPrefixCeiling() })).subject).toBe("ip4:198.51.100.4");
  });

  it("WEB_CONCURRENCY: default 1, refuses nonsense, needs PostgreSQL and a real RPC for more", () => {
    const count = processCount as (env: Record<string, string | undefined>) => number;
    expect(count({})).toBe(1);
    expect(count({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgresql://x", SOLANA_RPC_URL: "https://rpc" })).toBe(4);
    expect(count({ WEB_CONCURRENCY: "4" })).toBe(1);
    expect(() => count({ WEB_CONCURRENCY: "lots" })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("WEB_CONCURRENCY processes (the real startServer, a tiny handler)", () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
  });

  it("two worker processes answer on one port, each setting the peer address; SIGTERM stops them all", async () => {
    child = spawn(process.execPath, [new URL("./testing/tiny-serve.mjs", import.meta.url).pathname], {
      env: { ...process.env, TINY_SERVE_PROCESSES: "2" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      child!.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const match = /Serving http:\/\/localhost:(\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child!.on("exit", (code) => reject(new Error(`server exited early (${code})`)));
    });
    const pids = new Set<number>();
    // both workers listen once the second has started; the primary spreads connections round-robin
    for (let i = 0; i < 200 && pids.size < 2; i += 1) {
      const answer = (await (await fetch(`http://127.0.0.1:${port}/`, { headers: { "x-cabal-peer-ip": "6.6.6.6" } })).json()) as { pid: number; peer: string };
      // listening on :: the peer is IPv4-mapped; the app counts it as IPv4
      expect(normalizeAddress(answer.peer)).toBe("127.0.0.1");
      pids.add(answer.pid);
    }
    expect(pids.size).toBe(2);
    expect(pids.has(child.pid!)).toBe(false);
    const exited = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
