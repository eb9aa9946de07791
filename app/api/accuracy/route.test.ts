// GET /api/accuracy serves docs/accuracy.json as shipped: free, cacheable, CORS open.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { accuracyDocumentSchema } from "@/server/contracts/accuracy";
import { closeApp } from "@/server/app/close-app";
import { GET } from "@/app/api/accuracy/route";

afterAll(async () => {
  await closeApp();
});

describe("GET /api/accuracy", () => {
  it("answers the published document, cacheable, to anyone", async () => {
    const response = await GET(new Request("http://localhost/api/accuracy"));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = accuracyDocumentSchema.parse(await response.json());
    expect(body).toEqual(JSON.parse(readFileSync(join(process.cwd(), "docs/accuracy.json"), "utf8")));
  });
});
