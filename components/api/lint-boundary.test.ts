// The rule "components import only contracts and the client" (eslint.config.mjs)
// fires: on a component that reaches into the server or fetches by itself,
// and not on one that takes contracts and calls through components/api.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const IMPORT_RULE = "@typescript-eslint/no-restricted-imports";

describe("client: components import only contracts and the client", () => {
  it("refuses server imports other than server/contracts, by alias or relatively, types included", async () => {
    const bad = [
      'import { listDemoTokens } from "@/server/services/scan/dashboard/demo-tokens";\nexport const x = listDemoTokens;\n',
      'import type { EngineReport } from "@/server/engine/report-types";\nexport type X = EngineReport;\n',
      'import { getDb } from "@/server/platform/db/client";\nexport const x = getDb;\n',
      'import { SCENARIOS } from "@/server/ledger";\nexport const x = SCENARIOS;\n',
      'import { ApiError } from "@/server/http/api-error";\nexport const x = ApiError;\n',
    ];
    for (const code of bad) expect(await ruleIdsFor("components/report/probe.tsx", code), code).toEqual([IMPORT_RULE]);
  });

  it("refuses a component's own fetch, EventSource or window.fetch", async () => {
    const ids = await ruleIdsFor(
      "components/scan/probe.ts",
      'export const a = () => fetch("/api/pricing");\nexport const b = () => window.fetch("/api/pricing");\nexport const c = () => new EventSource("/api/scan-cabal/stream");\n',
    );
    expect(ids).toEqual(["no-restricted-globals", "no-restricted-properties", "no-restricted-globals"]);
  });

  it("accepts contracts, endpoint objects and calls through the client", async () => {
    const good = [
      'import { getPricing } from "@/server/contracts/endpoints/access";',
      'import type { ScanReport } from "@/server/contracts/wire-types";',
      'import { callApi } from "@/components/api/client";',
      "export type R = ScanReport;",
      "export const load = (signal: AbortSignal) => callApi(getPricing, { signal });",
    ].join("\n");
    expect(await ruleIdsFor("components/pricing/probe.ts", `${good}\n`)).toEqual([]);
    // the client itself is where fetch lives
    expect(await ruleIdsFor("components/api/probe.ts", 'export const send = () => fetch("/api/pricing");\n')).toEqual([]);
  });
});
