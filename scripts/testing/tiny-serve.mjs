// Test support for scripts/serve.test.ts: the npm start server's own code
// (startServer: cluster, peer-IP header, signals) with a tiny handler instead
// of Next's, which would need a build. Answers the worker's pid and the
// peer-IP header the app would see.
import { PEER_IP_HEADER, startServer } from "../serve.mjs";

await startServer({
  port: 0,
  processes: Number(process.env.TINY_SERVE_PROCESSES || "1"),
  loadHandler: async () => (req, res) => {
    res.setHeader("content-type", "application/json");
    res.setHeader("connection", "close");
    res.end(JSON.stringify({ pid: process.pid, peer: req.headers[PEER_IP_HEADER] ?? null }));
  },
});
