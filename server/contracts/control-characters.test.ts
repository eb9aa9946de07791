// Issue 18 item 10: a NUL byte or other control character in any string input
// of any route (body field, query parameter, path id) is refused by the route's
// own contract, so it is a 400 with the documented error body before it can
// reach PostgreSQL (which answers a NUL in text with an error: a 500).
// Enumerates every route of the registry and every string leaf of its inputs.
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ENDPOINTS } from "@/server/contracts/endpoints";
import { checkCabalRiskInputSchema, mintInputSchema, recentScansInputSchema, tradeAnalysisInputSchema, walletCheckInputSchema } from "@/server/contracts/mcp-tools";
import { CONTROL_CHARACTER_MESSAGE } from "@/server/contracts/safe-string";
import { stringInputsOf, stringLeaves, withValue } from "@/server/contracts/testing/string-inputs";

const INPUTS = ENDPOINTS.flatMap((route) => stringInputsOf(route).map(({ part, schema, path }) => [`${route.method.toUpperCase()} ${route.path} ${part} ${path.join(".")}`, schema, path] as const));
const MCP_INPUTS: Record<string, z.ZodType> = { checkCabalRiskInputSchema, mintInputSchema, recentScansInputSchema, tradeAnalysisInputSchema, walletCheckInputSchema };
const TOOL_INPUTS = Object.entries(MCP_INPUTS).flatMap(([tool, schema]) =>
  stringLeaves(schema).map((path) => [`MCP ${tool} ${path.join(".")}`, schema, path] as const),
);

describe("control characters in request strings", () => {
  it("finds the string inputs (the enumeration itself works)", () => {
    expect(INPUTS.length).toBeGreaterThan(20);
    expect(INPUTS.map(([name]) => name)).toEqual(expect.arrayContaining(["POST /api/admin/keys body note", "DELETE /api/admin/keys/{id} pathParams id"]));
  });

  it.each([...INPUTS, ...TOOL_INPUTS])("%s: NUL, ESC, DEL and C1 are refused at that field", (_name, schema, path) => {
    for (const bad of ["a\u0000b", "\u0000", "a\u001bb", "a\u007fb", "a\u0085b"]) {
      const parsed = (schema as z.ZodType).safeParse(withValue(path, bad));
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      const here = parsed.error!.issues.filter((issue) => issue.path.join(".") === path.join("."));
      expect(here.length, `${JSON.stringify(bad)}: ${JSON.stringify(parsed.error!.issues)}`).toBeGreaterThan(0);
    }
  });

  it("free text fields name the reason", () => {
    const note = ENDPOINTS.find((r) => r.path === "/api/admin/keys" && r.method === "post")!.body!;
    const parsed = note.safeParse({ plan: "free", note: "hi\u0000there" });
    expect(parsed.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTER_MESSAGE);
  });
});
