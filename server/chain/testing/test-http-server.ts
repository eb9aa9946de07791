// Test support: a real node:http server on 127.0.0.1:0 that records what it
// received and how many requests it held at once, so adapter tests exercise the
// real fetch path (sockets, timeouts, headers) instead of a stubbed fetch.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** path and query, e.g. "/tokens/v1/solana/abc". */
  path: string;
  body: string;
  /** performance.now() when the request arrived, ms. */
  at: number;
}

export interface TestHttpServer {
  url: string;
  requests: RecordedRequest[];
  /** the most requests in progress at the same time. */
  readonly maxConcurrent: number;
  close(): Promise<void>;
}

export type TestHandler = (request: RecordedRequest, res: ServerResponse, index: number) => void | Promise<void>;

export async function startTestHttpServer(handler: TestHandler): Promise<TestHttpServer> {
  const requests: RecordedRequest[] = [];
  let active = 0;
  let maxConcurrent = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    active += 1;
    maxConcurrent = Math.max(maxConcurrent, active);
    res.on("close", () => (active -= 1));
    const at = performance.now();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const recorded = { method: req.method ?? "", path: req.url ?? "", body: Buffer.concat(chunks).toString("utf8"), at };
      requests.push(recorded);
      Promise.resolve(handler(recorded, res, requests.length - 1)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get maxConcurrent() {
      return maxConcurrent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // hanging handlers keep sockets open; drop them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(typeof body === "string" ? body : JSON.stringify(body));
}
