// Runs `prisma generate` offline (postinstall). Prisma 7's CLI tries to fetch
// its native schema engine before generating, and this machine (and many CI
// sandboxes) cannot download it. `generate` itself never runs that engine: the
// client is built by the bundled wasm/JS toolchain, so pointing
// PRISMA_SCHEMA_ENGINE_BINARY at any existing file skips the download.
// Migrations do need the real engine; the app applies them itself
// (server/platform/db/migrate.ts).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** An existing executable file: `true` from PATH (not the shell builtin), else node itself. */
function findPlaceholderEngine() {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    const candidate = join(dir, "true");
    if (dir && existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

function findPrismaCli() {
  try {
    return createRequire(join(root, "package.json")).resolve("prisma/build/index.js");
  } catch {
    return null;
  }
}

function main() {
  const cli = findPrismaCli();
  if (!cli) {
    // `npm install --omit=dev` drops the CLI (a devDependency); a client that
    // was generated before (e.g. in a build stage) is still good then.
    if (existsSync(join(root, "server/platform/db/generated/client.ts"))) {
      console.warn("[prisma-generate] `prisma` is not installed; keeping the existing server/platform/db/generated.");
      return 0;
    }
    console.error("[prisma-generate] FAILED: the `prisma` package is not installed; run `npm install` (with dev dependencies).");
    return 1;
  }
  const env = {
    ...process.env,
    // A real engine the user provides (e.g. to run `prisma migrate`) wins.
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY || findPlaceholderEngine(),
    PRISMA_ENGINES_CHECKSUM_IGNORE_MISSING: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  };
  const started = Date.now();
  const result = spawnSync(process.execPath, [cli, "generate"], { cwd: root, env, stdio: "inherit" });
  if (result.status === 0) {
    console.log(`[prisma-generate] client written to server/platform/db/generated (${Date.now() - started} ms)`);
    return 0;
  }
  const reason = result.error ? result.error.message : `exit code ${result.status ?? result.signal}`;
  console.error(
    `[prisma-generate] FAILED (${reason}). The app cannot start without server/platform/db/generated.\n` +
      "  Check prisma/schema.prisma, then rerun: node scripts/prisma-generate.mjs",
  );
  return 1;
}

process.exitCode = main();
