// `npm test`: typecheck, lint, unit + integration tests (vitest, real
// PostgreSQL and embedded PGlite, real HTTP to the embedded ledger), then the
// browser journeys when an e2e suite exists. Stops at the first failing step.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const steps = [
  ["typecheck", ["npx", "tsc", "--noEmit", "-p", "."]],
  ["lint", ["npx", "eslint", ".", "--max-warnings", "0"]],
  ["unit and integration", ["npx", "vitest", "run"]],
];
const hasE2e = existsSync("e2e") && readdirSync("e2e").some((f) => f.endsWith(".spec.ts"));
if (hasE2e && process.env.SKIP_E2E !== "1") {
  // the production build first (skipped when current): scripts/serve-fast-path.test.ts serves it, the journeys reuse it
  steps.splice(2, 0, ["build", ["node", "scripts/start.mjs", "--build-only"]]);
  steps.push(["end-to-end", ["npx", "playwright", "test"]]);
}

for (const [name, [cmd, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[cmd, ...args].join(" ")}`);
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}
