import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Pure tests: no database, no ledger server, no mocks or globals stubbed. They share one module graph per
 * worker (isolate: false), so the engine and the contracts are loaded once, not once per file. */
const PURE = ["server/engine/**/*.test.ts", "server/contracts/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    environment: "node",
    // one worker (Vitest's default on two cores): measured, two were no faster (1,051 s for 314 files
    // against 960 s for 279 with one) because the suite is CPU-bound (module imports 553 s against
    // 231 s: two workers fight for the cores), and timing-sensitive tests grew flaky
    // generous for two busy cores: a timeout here is the machine, an assertion is the code
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["server/testing/background-guard.ts"],
    projects: [
      { extends: true, test: { name: "pure", include: PURE, isolate: false } },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
          exclude: [...PURE, "**/node_modules/**"],
        },
      },
    ],
  },
});
