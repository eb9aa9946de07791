// `npm test`: typecheck, lint, the production build, unit + integration tests
// (vitest, real PostgreSQL and embedded PGlite, real HTTP to the embedded
// ledger), then the browser journeys when an e2e suite exists. Stops at the
// first failing stage.
//
// Typecheck and lint are one thread each, so on two cores they run side by side
// with the build (a stage's steps run at once; each one's output is printed whole
// when it ends). The
// build skips Next's own type check (NEXT_SKIP_TYPECHECK=1): the typecheck stage
// has just run the same compiler over the same files, and a red typecheck stops
// the run before the build's result is used.
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const stages = [
  [
    ["typecheck", ["npx", "tsc", "--noEmit", "-p", "."]],
    ["lint", ["npx", "eslint", ".", "--max-warnings", "0"]],
  ],
  [["unit and integration", ["npx", "vitest", "run"]]],
];
const hasE2e = existsSync("e2e") && readdirSync("e2e").some((f) => f.endsWith(".spec.ts"));
if (hasE2e && process.env.SKIP_E2E !== "1") {
  // the production build (skipped when current), for the journeys and e2e/serve-fast-path.spec.ts
  stages[0].push(["build", ["node", "scripts/start.mjs", "--build-only"], { NEXT_SKIP_TYPECHECK: "1" }]);
  // after Vitest, not beside it: measured side by side on two cores, the two took 790 s against 375 s + 445 s
  // one after the other, and timing-bound tests starved
  stages.push([["end-to-end", ["npx", "playwright", "test"]]]);
}

/** Runs one step; a lone step streams its output, side-by-side steps print theirs whole when they end. */
function run([name, [cmd, ...args], extraEnv = {}], alone) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[cmd, ...args].join(" ")}${alone ? "" : " (side by side)"}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } });
    const chunks = [];
    child.stdout?.on("data", (c) => chunks.push(c));
    child.stderr?.on("data", (c) => chunks.push(c));
    child.on("close", (code) => {
      if (chunks.length > 0) process.stdout.write(`--- ${name} output:\n${Buffer.concat(chunks).toString()}`);
      console.log(`=== ${name}: ${code === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(code ?? 1);
    });
  });
}

const began = Date.now();
for (const stage of stages) {
  const codes = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\n=== npm test: ok in ${((Date.now() - began) / 1000).toFixed(1)} s`);
