// A configuration production refuses (here: no WEBHOOK_SECRET_KEY with a shared
// database) stops `npm start` at boot, before it serves anything; it is not
// left to fail each request later. A valid one installs the one app at boot.
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { currentApp, installApp } from "@/server/app/current-app";
import { register } from "@/instrumentation";

// test files share a process: another file's app may be installed, and register() keeps an installed app.
// Boot is about a process with none, so it is put aside here and given back after.
let before: ReturnType<typeof currentApp>;
beforeEach(() => {
  before = currentApp();
  installApp(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  installApp(before);
});

it("exits at boot when the configuration is invalid", async () => {
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  await expect(register({ NEXT_RUNTIME: "nodejs", NODE_ENV: "production", DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" })).rejects.toThrow("exit 1");
  expect(errors.mock.calls.flat().join(" ")).toMatch(/WEBHOOK_SECRET_KEY/);
  expect(currentApp()).toBeUndefined();
});

it("builds nothing outside the Node.js runtime (the edge has no ledger and no file system)", async () => {
  await register({ NEXT_RUNTIME: "edge" });
  expect(currentApp()).toBeUndefined();
  installApp(undefined);
});
