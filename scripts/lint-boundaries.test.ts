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
      'import { getEnv } from "@/server/config/env";\nimport { readFileSync } from "node:fs";\nexport const x = () => [getEnv(), readFileSync, Date.now(), process.env.X];\n',
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

  it("rejects server runtime imports in components, but allows type-only imports", async () => {
    const runtime = await ruleIdsFor("components/probe.ts", 'import { getRuntime } from "@/server/services/runtime";\nexport const y = getRuntime;\n');
    expect(runtime).toContain("@typescript-eslint/no-restricted-imports");
    const types = await ruleIdsFor("components/probe.ts", 'import type { ScanReport } from "@/server/engine/report-types";\nexport type Y = ScanReport;\n');
    expect(types).toEqual([]);
  });
});
