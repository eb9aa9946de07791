// The route-binding rule (eslint.config.mjs, "edge: route files only bind")
// fires: a route file that reaches past @/server/api is refused; one that
// binds a handler passes.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("route files only bind", () => {
  it("refuses a route file importing a service, the engine, the database or a relative module", async () => {
    const code = [
      'import { getScanService } from "@/server/services/scan/scan/get-scan-service";',
      'import { toHeaderRecommendation } from "@/server/engine/recommendation";',
      'import { getDb } from "@/server/platform/db/client";',
      'import { helper } from "./helper";',
      'export { GET } from "@/server/services/scan/scan/scan-for-caller";',
      "export const x = [getScanService, toHeaderRecommendation, getDb, helper];",
      "",
    ].join("\n");
    const messages = await restrictedImports("app/api/probe/route.ts", code);
    expect(messages).toHaveLength(5);
    expect(messages[0]).toMatch(/route files only bind/);
  });

  it("lets a route file bind a handler from @/server/api and import from next", async () => {
    const code = 'import { after } from "next/server";\nexport const dynamic = "force-dynamic";\nexport { GET, OPTIONS } from "@/server/api/scan/scan-cabal";\nexport const y = after;\n';
    expect(await restrictedImports("app/api/probe/route.ts", code)).toEqual([]);
  });

  it("holds for every route file in the app", async () => {
    const results = await eslint.lintFiles(["app/**/route.ts"]);
    const refused = results.flatMap((r) => r.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => `${r.filePath}: ${m.message}`));
    expect(refused).toEqual([]);
  });
});
