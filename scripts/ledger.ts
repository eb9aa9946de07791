// npm run ledger -- --port 8899 [--host 127.0.0.1] [--latency 50] [--history on [--full-limit 100|1000]]
// Starts the embedded ledger as a standalone server and prints its URLs and
// every scenario's mint, so a scanner (or curl) can be pointed at it.
// --history on: it also serves getTransactionsForAddress as an indexing
// provider documents it (full pages of 100 by default, as the OpenAPI says).
import { parseArgs } from "node:util";
import { SCENARIOS } from "@/server/ledger/scenarios";
import { startLedgerServer } from "@/server/ledger/server/ledger-server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8899" },
    host: { type: "string", default: "127.0.0.1" },
    latency: { type: "string", default: "0" },
    history: { type: "string", default: "off" },
    "full-limit": { type: "string", default: "100" },
  },
});

const port = Number(values.port);
const latencyMs = Number(values.latency);
if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0-65535, got ${values.port}`);
if (!Number.isInteger(latencyMs) || latencyMs < 0) throw new Error(`--latency must be a non-negative integer, got ${values.latency}`);

if (values.history !== "on" && values.history !== "off") throw new Error(`--history must be on or off, got ${values.history}`);
const fullLimit = Number(values["full-limit"]);
if (fullLimit !== 100 && fullLimit !== 1000) throw new Error(`--full-limit must be 100 or 1000, got ${values["full-limit"]}`);

const started = performance.now();
const historyMethods = values.history === "on" ? { enabled: true, fullLimit: fullLimit as 100 | 1000 } : undefined;
const server = await startLedgerServer({ port, host: values.host, latencyMs, historyMethods });
const lines = [
  `ledger ready in ${Math.round(performance.now() - started)} ms (${server.world.history.length} transactions)`,
  `  SOLANA_RPC_URL=${server.rpcUrl}`,
  `  DEXSCREENER_API_URL=${server.dexscreenerUrl}`,
  `  JUPITER_API_URL=${server.jupiterUrl}`,
  `  history methods: ${historyMethods ? `getTransactionsForAddress (full pages of ${fullLimit})` : "none (a plain node)"}`,
  `  controls: POST ${server.url}/__ledger/config, GET ${server.url}/__ledger/stats`,
  "",
  "scenarios:",
  ...SCENARIOS.map((s) => `  ${s.mint}  ${s.id.padEnd(24)} ${s.title} (expect ${s.expect.recommendation})`),
];
console.log(lines.join("\n"));

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
