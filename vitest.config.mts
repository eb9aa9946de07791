import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Pure tests: no database, no ledger server, no mocks or globals stubbed. Like every project here they share
 * one module graph per worker (isolate: false), so the engine and the contracts are loaded once, not once per file. */
const PURE = ["server/engine/**/*.test.ts", "server/contracts/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    environment: "node",
    // two workers on two cores: once a worker loads its module graph once (isolate: false), a worker is
    // about one core busy, waiting on PostgreSQL, the ledger's HTTP and timers the rest: measured 499 s
    // with one worker, 336 s with two (with per-file isolation two were no faster: imports were the cost)
    maxWorkers: 2,
    // generous for two busy cores: a timeout here is the machine, an assertion is the code
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["server/testing/background-guard.ts", "server/testing/shared-state-reset.ts"],
    projects: [
      { extends: true, test: { name: "pure", include: PURE, isolate: false } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
          exclude: [...PURE, "**/node_modules/**"],
          // one module graph, one embedded ledger and one migrated template database per worker: loading each
          // file's graph again was 360 s of a 1,390 s run (measured: 633 s without). A file starts from what
          // it sets up itself and leaves the process's shared things as it found them (shared-state-reset.ts
          // puts the ledger's controls back; per-app state lives on the app, never in a module variable).
          isolate: false,
        },
      },
    ],
  },
});
