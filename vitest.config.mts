import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    include: ["server/**/*.test.ts", "app/**/*.test.ts", "scripts/**/*.test.ts", "components/**/*.test.ts"],
    environment: "node",
    // two workers on two cores: most tests wait on the ledger's HTTP and PostgreSQL, not the CPU
    // (one worker, Vitest's default here, left a core idle: 960 s in CI)
    maxWorkers: 2,
    // generous for two busy cores: a timeout here is the machine, an assertion is the code
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    setupFiles: ["server/testing/background-guard.ts"],
  },
});
