// The agent surfaces (/mcp and /openapi.json) on a local port without
// `next build`: their route handlers behind node:http, as Next would serve
// them (a method a route does not export answers 405 with Allow). Used by
// scripts/agent-conformance.mjs and scripts/openapi-lint.mjs; run with tsx:
//   PORT=3400 DATA_DIR=/tmp/x npx tsx scripts/testing/serve-agent-surfaces.ts
import { createServer, type IncomingMessage } from "node:http";

type Handler = (request: Request) => Promise<Response> | Response;
type RouteModule = Partial<Record<string, Handler | string>>;

const routes: Record<string, () => Promise<RouteModule>> = {
  "/mcp": () => import("@/app/mcp/route"),
  "/openapi.json": () => import("@/app/openapi.json/route"),
};

async function toRequest(message: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  const hasBody = message.method !== "GET" && message.method !== "HEAD";
  return new Request(new URL(message.url ?? "/", origin), { method: message.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

const port = Number(process.env.PORT ?? 3400);
const origin = `http://127.0.0.1:${port}`;
const server = createServer((message, reply) => {
  const path = new URL(message.url ?? "/", origin).pathname;
  const load = routes[path];
  if (!load) return void reply.writeHead(404).end();
  void (async () => {
    const route = await load();
    const handler = route[message.method ?? "GET"];
    if (typeof handler === "string") return void reply.writeHead(405).end();
    if (!handler) {
      const allow = ["GET", "POST", "DELETE", "PUT", "PATCH"].filter((method) => typeof route[method] === "function").join(", ");
      return void reply.writeHead(405, { allow }).end();
    }
    const response = await handler(await toRequest(message, origin));
    reply.writeHead(response.status, Object.fromEntries(response.headers));
    reply.end(Buffer.from(await response.arrayBuffer()));
  })().catch((error: unknown) => reply.writeHead(500).end(String(error)));
});
server.listen(port, "127.0.0.1", () => console.log(`agent surfaces on ${origin} (/mcp, /openapi.json)`));
