// A configuration production refuses (here: no WEBHOOK_SECRET_KEY with a shared
// database) stops `npm start` at boot, before it serves anything; it is not
// left to fail each request later.
import { afterEach, expect, it, vi } from "vitest";
import { resetEnvForTests } from "@/server/config/env";
import { register } from "@/instrumentation";

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
  vi.restoreAllMocks();
});

it("exits at boot when the configuration is invalid", async () => {
  Object.assign(process.env, { NEXT_RUNTIME: "nodejs", NODE_ENV: "production", DATABASE_URL: "postgresql://postgres@127.0.0.1:1/none" });
  delete process.env.WEBHOOK_SECRET_KEY;
  resetEnvForTests();
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(process, "exit").mockImplementation(((code: number) => {
    throw new Error(`exit ${code}`);
  }) as never);
  await expect(register()).rejects.toThrow("exit 1");
  expect(errors.mock.calls.flat().join(" ")).toMatch(/WEBHOOK_SECRET_KEY/);
});
