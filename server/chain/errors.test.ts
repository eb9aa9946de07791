// An UpstreamError made by another copy of this module (another Next.js route bundle, or
// instrumentation.ts, whose services are shared on globalThis) is still recognised, class by class.
import { describe, expect, it } from "vitest";
import { RpcError, UpstreamBodyError, UpstreamError, UpstreamRequestError, UpstreamResponseError } from "@/server/chain/errors";

async function secondCopy(): Promise<typeof import("@/server/chain/errors")> {
  // the query makes Vite load a separate instance of the module, as a second bundle would
  const path = "./errors?second-copy";
  return (await import(/* @vite-ignore */ path)) as typeof import("@/server/chain/errors");
}

describe("UpstreamError across module copies", () => {
  it("recognises each class from a second copy of the module, and keeps the classes apart", async () => {
    const copy = await secondCopy();
    expect(copy.UpstreamRequestError).not.toBe(UpstreamRequestError);
    const timeout = new copy.UpstreamRequestError("rpc", "timeout", "https://rpc.example/?api-key=secret");
    expect(timeout instanceof UpstreamRequestError).toBe(true);
    expect(timeout instanceof UpstreamError).toBe(true);
    expect(timeout instanceof UpstreamResponseError).toBe(false);
    expect(timeout instanceof RpcError).toBe(false);

    const rpc = new copy.RpcError("getSlot", -32603, "overloaded");
    expect(rpc instanceof RpcError).toBe(true);
    expect(rpc instanceof UpstreamError).toBe(true);
    expect(rpc instanceof UpstreamRequestError).toBe(false);
    expect(new copy.UpstreamBodyError("market", "bad") instanceof UpstreamBodyError).toBe(true);
    expect(new copy.UpstreamResponseError("quote", 500, null, "") instanceof UpstreamResponseError).toBe(true);
    // and the other way round: this copy's errors are the second copy's too
    expect(new UpstreamRequestError("rpc", "network", "https://rpc.example") instanceof copy.UpstreamError).toBe(true);
  });

  it("an object carrying the brand is recognised; look-alikes without it are not", () => {
    const branded = Object.assign(new Error("x"), { source: "rpc", kind: "timeout", [Symbol.for("cabal-hunter.upstream-error")]: ["UpstreamRequestError", "UpstreamError"] });
    expect(branded instanceof UpstreamRequestError).toBe(true);
    expect(branded instanceof UpstreamError).toBe(true);
    expect(Object.assign(new Error("x"), { name: "UpstreamError", source: "rpc" }) instanceof UpstreamError).toBe(false);
    const notObjects: unknown[] = [null, "UpstreamError"];
    for (const value of notObjects) expect(value instanceof UpstreamError).toBe(false);
  });

  it("subclasses declared elsewhere without their own brand keep the ordinary prototype check", () => {
    // like ScanDeadlineError in server/services/scan/gather/deadline.ts
    class ScanDeadlineError extends UpstreamError {}
    const deadline = new ScanDeadlineError("rpc", "deadline");
    expect(deadline instanceof ScanDeadlineError).toBe(true);
    expect(deadline instanceof UpstreamError).toBe(true);
    expect(new UpstreamBodyError("rpc", "x") instanceof ScanDeadlineError).toBe(false);
  });
});
