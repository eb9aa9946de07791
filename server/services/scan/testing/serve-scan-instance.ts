// Test support: one app instance in its own process, serving the real
// GET /api/scan-cabal route module over node:http on an ephemeral port, with
// its own database connections (DATABASE_URL) and the data sources of the
// environment. Prints "listening <port>" once ready. Used by
// multi-instance.test.ts to run N instances on one PostgreSQL.
import { createServer } from "node:http";

const { GET } = await import("@/app/api/scan-cabal/route");

const server = createServer((req, res) => {
  const request = new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers: req.headers as Record<string, string> });
  GET(request as never)
    .then(async (response: Response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    })
    .catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : 0}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
