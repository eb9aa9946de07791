import { describe, expect, it } from "vitest";
import { readApiProblem } from "@/components/api/api-problem";
import { describeApiError } from "@/components/scan/describe-api-error";

describe("describeApiError", () => {
  it("sends a person out of free scans to the plans", () => {
    const text = describeApiError({ status: 402, code: "payment_required", message: "The free quota of this IP is used up. Pay per scan (accepts[0])" });
    expect(text.title).toMatch(/free scans/i);
    // words for a person: no protocol field names
    expect(text.body).not.toMatch(/accepts|\[0\]|x402/);
    expect(text.body).toMatch(/free key by e-mail/);
    expect(text.action?.href).toBe("/pricing");
  });

  it("sends a person with a rejected key to the key page", () => {
    expect(describeApiError({ status: 401, code: "unauthorized", message: "Unknown key." }).action?.href).toBe("/keys");
  });

  it("says when to retry after a rate limit", () => {
    expect(describeApiError({ status: 429, code: "rate_limited", message: "Slow down.", retryAfter: 12 }).body).toContain("12 s");
  });

  it("explains an upstream failure without blaming the person", () => {
    expect(describeApiError({ status: 502, code: "upstream_error", message: "RPC down." }).title).toMatch(/data source/);
  });
});

describe("readApiProblem", () => {
  it("reads the project's error body and Retry-After", async () => {
    const response = Response.json({ error: { code: "rate_limited", message: "Slow down." } }, { status: 429, headers: { "Retry-After": "30" } });
    expect(await readApiProblem(response)).toMatchObject({ status: 429, code: "rate_limited", message: "Slow down.", retryAfter: 30 });
  });

  it("falls back to the status for a body that is not JSON", async () => {
    expect(await readApiProblem(new Response("<html>", { status: 503 }))).toMatchObject({ status: 503, code: "http_503" });
  });
});
