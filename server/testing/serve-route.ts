// Test support: a route handler behind a real node:http server on a loopback
// port, so clients that speak HTTP themselves (the MCP SDK's client) can be
// pointed at it. Request bodies are buffered; response bodies are streamed.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FetchHandler = (request: Request) => Promise<Response>;

export interface ServedRoute {
  url: string;
  close(): Promise<void>;
}

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const hasBody = message.method !== "GET" && message.method !== "HEAD";
  return new Request(new URL(message.url ?? "/", origin), { method: message.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

/** Serves `handlers[METHOD]` at every path; other methods answer 405. */
export async function serveRoute(handlers: Partial<Record<string, FetchHandler>>): Promise<ServedRoute> {
  let origin = "";
  const server: Server = createServer((message, reply) => {
    const handler = handlers[message.method ?? "GET"];
    if (!handler) {
      reply.writeHead(405).end();
      return;
    }
    toRequest(message, origin)
      .then(handler)
      .then(async (response) => {
        reply.writeHead(response.status, Object.fromEntries(response.headers));
        const reader = response.body?.getReader();
        for (let next = await reader?.read(); next && !next.done; next = await reader!.read()) reply.write(next.value);
        reply.end();
      })
      .catch((error: unknown) => {
        reply.writeHead(500).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
