import { describe, expect, it } from "vitest";
import { pickUnread, type SignatureList } from "@/server/services/outcomes/signature-window";

const sig = (signature: string, slot: number, err: unknown = null) => ({ signature, slot, err, blockTime: 1_000 + slot });
// newest first, as getSignaturesForAddress answers
const mintList: SignatureList = { address: "mint", items: [sig("m4", 40), sig("both", 30), sig("m2", 20, { InstructionError: [0, "x"] }), sig("old", 5)] };
const vaultList: SignatureList = { address: "vault", items: [sig("v5", 50), sig("both", 30), sig("vOld", 8)] };

describe("pickUnread", () => {
  it("reads the successful signatures after the scan once, oldest first, and moves each cursor to its newest", () => {
    const window = pickUnread([mintList, vaultList], 10, 100, true);
    expect(window.toRead.map((s) => s.signature)).toEqual(["both", "m4", "v5"]);
    expect(window).toMatchObject({ unread: 0, cursors: { mint: "m4", vault: "v5" }, activityBeforeScan: { at: 1_008, signature: "vOld" } });
  });

  it("leaves what the cap cuts off for the next reading: no cursor moves past an unread signature", () => {
    const window = pickUnread([mintList, vaultList], 10, 2, false);
    expect(window.toRead.map((s) => s.signature)).toEqual(["both", "m4"]);
    expect(window).toMatchObject({ unread: 1, cursors: { mint: "m4", vault: "both" }, activityBeforeScan: null });
    const none = pickUnread([mintList, vaultList], 10, 0, false);
    expect(none.toRead).toEqual([]);
    // the failed m2 and the pre-scan ones are consumed; "both" is not
    expect(none.cursors).toEqual({ mint: "m2", vault: "vOld" });
  });
});
