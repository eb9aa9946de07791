import { describe, it, expect } from "vitest"; import { serializeSnapshot, parseSnapshot } from "@/server/engine/snapshot";
describe("snapshot json", () => { it("keeps bigints exact", () => { const s = { mint: "x", amount: 12345678901234567890n } as never; expect((parseSnapshot(serializeSnapshot(s)) as unknown as {amount: bigint}).amount).toBe(12345678901234567890n); }); });
