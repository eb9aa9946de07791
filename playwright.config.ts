// Browser journeys against the app started exactly as `npm start` starts it
// (scripts/start.mjs: build if needed, then `next start`), isolated on its own
// port with a fresh embedded database and the embedded ledger. Chromium is
// Debian's (/usr/bin/chromium, installed by .ci/run); nothing is downloaded.
import { defineConfig } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";

// E2E_PORT lets two checkouts on one machine run their journeys side by side
const PORT = Number(process.env.E2E_PORT || 3100);
const DATA_DIR = join(tmpdir(), `cabal-hunter-e2e-${PORT}`);
const isCI = Boolean(process.env.CI);

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // two cores: the server, its ledger and chromium share them
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1366, height: 768 },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // WebGL still renders through SwiftShader (software) with --disable-gpu
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // a fresh embedded database per run
    command: `rm -rf "${DATA_DIR}" && node scripts/start.mjs`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: !isCI,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      // the embedded ledger and database even when the shell points elsewhere
      SOLANA_RPC_URL: "",
      DATABASE_URL: "",
      // a little latency so a cold scan's live progress is visible, as on a real RPC
      LEDGER_LATENCY_MS: "40",
      // every journey comes from 127.0.0.1: the per-minute anonymous limit would
      // meter the test runner, not a visitor
      ANON_RATE_LIMIT_PER_MINUTE: "0",
    },
  },
});
