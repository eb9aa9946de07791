// An ApiError made by another copy of this module (another Next.js route bundle,
// or instrumentation.ts, whose services are shared on globalThis) is still an ApiError.
import { describe, expect, it } from "vitest";
import { ApiError } from "@/server/http/api-error";

describe("ApiError across module copies", () => {
  it("recognises an ApiError from a second copy of the module, and nothing else", async () => {
    // the query makes Vite load a separate instance of the module, as a second bundle would
    const secondCopy = "./api-error?second-copy";
    const copy = (await import(/* @vite-ignore */ secondCopy)) as typeof import("@/server/http/api-error");
    expect(copy.ApiError).not.toBe(ApiError);
    const foreign = new copy.ApiError("not_found", "not a mint");
    expect(foreign instanceof ApiError).toBe(true);
    expect(foreign.status).toBe(404);
    expect(new Error("plain") instanceof ApiError).toBe(false);
    expect({ code: "not_found" } instanceof ApiError).toBe(false);
  });

  it("keeps subclass checks strict", () => {
    class LateError extends ApiError {}
    expect(new LateError("conflict", "late") instanceof LateError).toBe(true);
    expect(new ApiError("conflict", "other") instanceof LateError).toBe(false);
    expect(new LateError("conflict", "late") instanceof ApiError).toBe(true);
  });
});
