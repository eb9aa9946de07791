// Every route file answers every method: the ones it serves, and for the
// others a 405 with Allow and the one error body (issue 20 item 10: Next's
// own 405 carries neither).
import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.join(process.cwd(), "app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(full) : entry.name === "route.ts" ? [full] : [];
  });
}

type Exported = ((request: Request) => Promise<Response>) & { refuses?: true };

describe("methods a route does not serve", () => {
  it.each(routeFiles(APP).map((file) => [path.relative(APP, file), file]))("%s: every other method is a 405 with Allow", async (_name, file) => {
    const route = (await import(/* @vite-ignore */ file)) as Record<string, Exported | undefined>;
    for (const method of METHODS) expect(route[method], `${method} is exported`).toBeTypeOf("function");
    const served = METHODS.filter((method) => !route[method]!.refuses);
    const refused = METHODS.filter((method) => route[method]!.refuses);
    expect(served.length).toBeGreaterThan(0);
    for (const method of refused) {
      const answer = await route[method]!(new Request("https://cabal.example/x", { method }));
      expect(answer.status).toBe(405);
      expect(await answer.json()).toMatchObject({ error: { code: "method_not_allowed" } });
      const allow = (answer.headers.get("allow") ?? "").split(", ");
      expect(allow.length).toBeGreaterThan(0);
      // Allow names only methods the route serves (MCP's GET and DELETE are its contract's own 405s)
      expect(allow.every((name) => (served as string[]).includes(name))).toBe(true);
    }
  });
});
