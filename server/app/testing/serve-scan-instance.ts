// Test and bench support: one app instance in its own process, serving the
// real route modules of GET /api/scan-cabal and GET /api/pricing (a trivial
// route, for comparison) over plain node:http on PORT (default: ephemeral),
// with its own database connections (DATABASE_URL) and the data sources of the
// environment. Prints "listening <port>" once ready. Used by
// multi-instance.test.ts (N instances on one PostgreSQL) and by the bench's
// "outside Next" warm figures.
import { createServer } from "node:http";

const routes: Record<string, (request: Request) => Promise<Response>> = {
  "/api/scan-cabal": (await import("@/app/api/scan-cabal/route")).GET as never,
  "/api/pricing": (await import("@/app/api/pricing/route")).GET as never,
  // the bench's attribution: the scan service and the JSON answer alone, without the route's access decision
  "/__bench/scan-service": async (request) => {
    const { getApp } = await import("@/server/app/current-app");
    const mint = new URL(request.url).searchParams.get("mintAddress") ?? "";
    return Response.json(await (await getApp().scans()).scan({ mint }));
  },
};

const server = createServer((req, res) => {
  const url = `http://127.0.0.1${req.url}`;
  const route = routes[new URL(url).pathname];
  if (!route || req.method !== "GET") return void res.writeHead(404).end();
  route(new Request(url, { headers: req.headers as Record<string, string> }))
    .then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })
    .catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
