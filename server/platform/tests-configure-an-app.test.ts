// The "root" lint rule (eslint.config.mjs, "tests configure an app, not
// process.env") is only a boundary if it fires: each way of writing
// process.env in a test or a test helper is refused; reading it, handing a
// child process its own env object, and building a test app are not.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedSyntaxIn(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").length;
}

const WRITES = [
  'process.env.DATABASE_URL = "postgres://x";',
  'process.env["TRUSTED_IP_HEADER"] = "x-real-ip";',
  'process.env.NODE_ENV ??= "test";',
  "process.env = {};",
  "delete process.env.SOLANA_RPC_URL;",
  'Object.assign(process.env, { ANON_MONTHLY_QUOTA: "0" });',
  'vi.stubEnv("ADMIN_TOKEN", "x");',
];

describe("tests configure an app, not process.env", () => {
  it.each(WRITES)("refuses `%s` in a test file and in a test helper", async (write) => {
    const code = `import { vi } from "vitest";\nvoid vi;\n${write}\n`;
    expect(await restrictedSyntaxIn("app/api/probe/route.test.ts", code)).toBe(1);
    expect(await restrictedSyntaxIn("server/services/testing/probe.ts", code)).toBe(1);
  });

  it("allows reading process.env, a child's own env object, and a test app with overrides", async () => {
    const code = [
      'import { spawn } from "node:child_process";',
      'import { setUpTestApp } from "@/server/app/testing/test-app";',
      'const url = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";',
      'export const child = () => spawn("node", ["x.js"], { env: { ...process.env, DATABASE_URL: url } });',
      'export const testApp = setUpTestApp({ ANON_MONTHLY_QUOTA: "0" });',
      "",
    ].join("\n");
    expect(await restrictedSyntaxIn("server/services/probe.test.ts", code)).toBe(0);
  });

  it("leaves production code alone (scripts/serve.mjs sets NODE_ENV for Next's server)", async () => {
    expect(await restrictedSyntaxIn("server/platform/probe.ts", 'process.env.NODE_ENV ??= "production";\n')).toBe(0);
  });
});
