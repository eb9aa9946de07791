// `npm start`: builds the app when the build is missing or older than the
// sources, then serves it on PORT (default 3000) through scripts/serve.mjs
// (a Node server that hands the TCP peer address to the app; WEB_CONCURRENCY
// processes). With no SOLANA_RPC_URL and
// no DATABASE_URL it runs on the embedded ledger and database (see README).
// `--build-only`: the build check alone, nothing served.
import { spawnSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// Run Next's CLI and the server with this node directly (not through npx), so
// a signal to this process reaches the server itself and no orphan keeps the port.
const serveScript = fileURLToPath(new URL("./serve.mjs", import.meta.url));
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");

const SOURCE_DIRS = ["app", "components", "server", "public", "prisma"];
const SOURCE_FILES = ["package.json", "next.config.ts", "proxy.ts", "postcss.config.mjs", "tsconfig.json", "instrumentation.ts", "instrumentation-client.ts"];
const HASH_FILE = join(".next", "source-hash");

function walk(dir, out) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated" && entry.name !== "node_modules") walk(path, out);
    } else if (!/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
}

function sourceHash() {
  const files = [];
  for (const dir of SOURCE_DIRS) if (existsSync(dir)) walk(dir, files);
  for (const file of SOURCE_FILES) if (existsSync(file)) files.push(file);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const stat = statSync(file);
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const current = sourceHash();
const built = existsSync(HASH_FILE) ? readFileSync(HASH_FILE, "utf8") : "";
if (!existsSync(join(".next", "BUILD_ID")) || built !== current) {
  console.log("Building the app (first start or sources changed)...");
  const result = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(HASH_FILE, current);
}
// `npm test` builds first (scripts/test.mjs): the fast-path test serves this build, the e2e journeys reuse it
if (process.argv.includes("--build-only")) process.exit(0);

const { SERVER_NODE_FLAGS } = await import(serveScript);
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serveScript], { stdio: "inherit", env: { ...env, NODE_ENV: "production" } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
