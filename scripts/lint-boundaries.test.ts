// The architecture boundaries are lint rules (eslint.config.mjs); this proves
// they fire, so a refactor of the config cannot silently drop them.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? "");
}

describe("architecture boundaries", () => {
  it("rejects I/O, env, clock and outside imports in server/engine", async () => {
    const ids = await ruleIdsFor(
      "server/engine/probe.ts",
      'import { getEnv } from "@/server/platform/config/env";\nimport { readFileSync } from "node:fs";\nexport const x = () => [getEnv(), readFileSync, Date.now(), process.env.X];\n',
    );
    expect(ids.filter((id) => id === "no-restricted-imports")).toHaveLength(2);
    expect(ids).toContain("no-restricted-properties");
    expect(ids).toContain("no-restricted-globals");
  });

  it("lets the engine import itself, by alias or relatively, and nothing above it", async () => {
    expect(await ruleIdsFor("server/engine/probe.ts", 'import { SCORE_CAP } from "@/server/engine/scoring/weights";\nexport const x = SCORE_CAP;\n')).toEqual([]);
    expect(await ruleIdsFor("server/engine/layers/probe.ts", 'import { SCORE_CAP } from "../scoring/weights";\nexport const x = SCORE_CAP;\n')).toEqual([]);
    expect(await ruleIdsFor("server/engine/layers/probe.ts", 'import { getEnv } from "../../config/env";\nexport const x = getEnv;\n')).toEqual(["no-restricted-imports"]);
  });

  it("lets the engine take wire types from server/contracts with import type, and nothing else from there", async () => {
    const engine = (file: string, code: string) => ruleIdsFor(file, code);
    // the wire shape is z.infer of its contract schema: a type import is erased, no zod at run time
    expect(await engine("server/engine/probe.ts", 'import type { ScanReport } from "@/server/contracts/scan-report";\nexport type Y = ScanReport;\n')).toEqual([]);
    expect(await engine("server/engine/locks/probe.ts", 'import { type LockItem } from "@/server/contracts/locks";\nexport type Y = LockItem;\n')).toEqual([]);
    // a value (a schema, a constant) would run zod inside the engine
    expect(await engine("server/engine/probe.ts", 'import { scanReportSchema } from "@/server/contracts/scan-report";\nexport const y = scanReportSchema;\n')).toEqual(["@typescript-eslint/no-restricted-imports"]);
    expect(await engine("server/engine/layers/probe.ts", 'import { type LockItem, lockItemSchema } from "@/server/contracts/locks";\nexport const y: LockItem = lockItemSchema.parse({});\n')).toEqual(["@typescript-eslint/no-restricted-imports"]);
    // the other parts of the server stay out of reach, types included; a relative climb to contracts too
    expect(await engine("server/engine/probe.ts", 'import type { Services } from "@/server/services/services";\nexport type Y = Services;\n')).toEqual(["no-restricted-imports"]);
    expect(await engine("server/engine/layers/probe.ts", 'import type { LockItem } from "../../contracts/locks";\nexport type Y = LockItem;\n')).toEqual(["no-restricted-imports"]);
  });

  it("keeps a handler's query parameters in its contract: only the binder reads the URL", async () => {
    const handler = (code: string) => ruleIdsFor("server/api/about/probe.ts", code);
    const searchParams = 'export const h = ({ request }: { request: Request }) => new URL(request.url).searchParams.get("limit");\n';
    expect(await handler(searchParams)).toEqual(["no-restricted-syntax", "no-restricted-syntax"]);
    expect(await handler('export const h = (input: { request: Request }) => input.request.url.split("?")[1];\n')).toEqual(["no-restricted-syntax"]);
    // the parsed query (declared by the contract, listed in /openapi.json) is the way
    expect(await handler("export const h = ({ query }: { query: { limit: number } }) => query.limit;\n")).toEqual([]);
    // the binder parses the URL for every handler
    expect(await ruleIdsFor("server/api/serve-bound.ts", searchParams)).toEqual([]);
  });

  it("rejects server imports in components, types included, except from server/contracts", async () => {
    const runtime = await ruleIdsFor("components/probe.ts", 'import { getRuntime } from "@/server/platform/runtime";\nexport const y = getRuntime;\n');
    expect(runtime).toContain("@typescript-eslint/no-restricted-imports");
    const engineTypes = await ruleIdsFor("components/probe.ts", 'import type { EngineReport } from "@/server/engine/report-types";\nexport type Y = EngineReport;\n');
    expect(engineTypes).toEqual(["@typescript-eslint/no-restricted-imports"]);
    const contractTypes = await ruleIdsFor("components/probe.ts", 'import type { ScanReport } from "@/server/contracts/wire-types";\nexport type Y = ScanReport;\n');
    expect(contractTypes).toEqual([]);
  });

  it("takes app/ types from server/contracts only (route handlers may also name service types)", async () => {
    const page = (code: string) => ruleIdsFor("app/probe/page.tsx", code);
    expect(await page('import type { EngineReport } from "@/server/engine/report-types";\nexport type Y = EngineReport;\n')).toEqual(["no-restricted-syntax"]);
    expect(await page('import { type RecentScansFeed } from "@/server/services/scan/dashboard/recent-scans";\nexport type Y = RecentScansFeed;\n')).toEqual(["no-restricted-syntax"]);
    expect(await page('import type { ScanReport } from "@/server/contracts/wire-types";\nexport type Y = ScanReport;\n')).toEqual([]);
    // a page (a server component) may still call a service.
    expect(await page('import { listDemoTokens } from "@/server/services/scan/dashboard/demo-tokens";\nexport const y = listDemoTokens;\n')).toEqual([]);
    // the wire-type rule only: route files also bind only (server/api/route-binding.test.ts proves that rule)
    const route = async (code: string) => (await ruleIdsFor("app/api/probe/route.ts", code)).filter((id) => id !== "no-restricted-imports");
    expect(await route('import type { EngineReport } from "@/server/engine/report-types";\nexport type Y = EngineReport;\n')).toEqual(["no-restricted-syntax"]);
    expect(await route('import type { ScanAccess } from "@/server/services/access/access/scan-access";\nexport type Y = ScanAccess;\n')).toEqual([]);
  });

  it("keeps the ledger free of the engine, the chain adapters and the services, by alias or relatively", async () => {
    const ids = await ruleIdsFor(
      "server/ledger/rpc/probe.ts",
      'import { a } from "@/server/engine/scoring/weights";\nimport { b } from "@/server/chain/http/fetch-json";\nimport { c } from "../../services/runtime";\nexport const x = [a, b, c];\n',
    );
    expect(ids).toEqual(["no-restricted-imports", "no-restricted-imports", "no-restricted-imports"]);
    expect(await ruleIdsFor("server/ledger/probe.ts", 'import { c } from "../chain/http/fetch-json";\nexport const x = c;\n')).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("server/ledger/rpc/probe.ts", 'import { w } from "../world/world";\nimport { k } from "@/server/ledger/keys";\nexport const x = [w, k];\n')).toEqual([]);
  });

  it("keeps the chain adapters off the database, the services and the ledger", async () => {
    const ids = await ruleIdsFor(
      "server/chain/market/probe.ts",
      'import { a } from "@/server/platform/db/client";\nimport { b } from "@/server/platform/runtime";\nimport { c } from "../../ledger";\nexport const x = [a, b, c];\n',
    );
    expect(ids).toEqual(["no-restricted-imports", "no-restricted-imports", "no-restricted-imports"]);
    expect(await ruleIdsFor("server/chain/market/probe.ts", 'import { m } from "@/server/contracts/mint-address";\nimport { f } from "../http/fetch-json";\nexport const x = [m, f];\n')).toEqual([]);
  });

  it("lets services reach the ledger through its index only", async () => {
    expect(await ruleIdsFor("server/services/scan/scan/probe.ts", 'import { deriveAddress } from "@/server/ledger/keys";\nexport const x = deriveAddress;\n')).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("server/services/probe.ts", 'import { deriveAddress } from "../ledger/keys";\nexport const x = deriveAddress;\n')).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("server/services/scan/scan/probe.ts", 'import { deriveAddress } from "@/server/ledger";\nexport const x = deriveAddress;\n')).toEqual([]);
  });

  it("keeps everything below the composition root from importing it (tests may use its test support)", async () => {
    const probe = 'import { getApp } from "@/server/app/current-app";\nexport const x = getApp;\n';
    for (const file of ["server/services/scan/scan/probe.ts", "server/api/about/probe.ts", "server/platform/probe.ts", "server/http/probe.ts", "server/contracts/probe.ts", "server/chain/probe.ts", "server/ledger/probe.ts"]) {
      expect(await ruleIdsFor(file, probe), file).toEqual(["no-restricted-imports"]);
    }
    expect(await ruleIdsFor("server/services/scan/scan/probe.ts", 'import { getApp } from "../../../app/current-app";\nexport const x = getApp;\n')).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("server/services/scan/scan/probe.test.ts", 'import { setUpTestApp } from "@/server/app/testing/test-app";\nexport const x = setUpTestApp;\n')).toEqual([]);
    // route files bind through the root, and nothing else of it
    expect(await ruleIdsFor("app/api/probe/route.ts", 'import { bind } from "@/server/app/bind";\nexport const x = bind;\n')).toEqual([]);
    expect(await ruleIdsFor("app/api/probe/route.ts", 'import { getApp } from "@/server/app/current-app";\nexport const x = getApp;\n')).toEqual(["no-restricted-imports"]);
  });

  it("keeps services below the handlers: a service never imports server/api", async () => {
    expect(await ruleIdsFor("server/services/map/probe.ts", 'import { implement } from "@/server/api/implement";\nexport const x = implement;\n')).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("server/services/scan/scan/probe.ts", 'import { implement } from "../../../api/implement";\nexport const x = implement;\n')).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("server/services/map/probe.ts", 'import { getMapData } from "@/server/contracts/endpoints/map";\nexport const x = getMapData;\n')).toEqual([]);
  });
});
