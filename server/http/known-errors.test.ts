// withRoute maps upstream failures centrally; the failure may come from a service built in another
// Next.js route bundle (its own copy of server/chain/errors), and must still map to 502/504.
import { describe, expect, it } from "vitest";
import { UpstreamError } from "@/server/chain/errors";
import { ApiError } from "@/server/http/api-error";
import { toKnownApiError } from "@/server/http/known-errors";

describe("toKnownApiError across module copies", () => {
  it("maps an upstream timeout and failure from a second copy of the errors module", async () => {
    const path = "@/server/chain/errors?second-copy";
    const copy = (await import(/* @vite-ignore */ path)) as typeof import("@/server/chain/errors");
    expect(copy.UpstreamError).not.toBe(UpstreamError);
    const timeout = toKnownApiError(new copy.UpstreamRequestError("rpc", "timeout", "https://rpc.example/?api-key=secret"));
    expect(timeout).toBeInstanceOf(ApiError);
    expect(timeout?.code).toBe("upstream_timeout");
    expect(timeout?.message).not.toContain("secret");
    expect(toKnownApiError(new copy.RpcError("getSlot", -32603, "overloaded"))?.code).toBe("upstream_error");
    expect(toKnownApiError(new copy.UpstreamRequestError("market", "network", "https://m.example"))?.details).toEqual({ source: "market" });
  });

  it("leaves errors it does not know alone", () => {
    expect(toKnownApiError(new Error("boom"))).toBeNull();
    expect(toKnownApiError(Object.assign(new Error("x"), { name: "UpstreamError", source: "rpc" }))).toBeNull();
  });
});
