import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearPendingPayment, readPendingPayment, savePendingPayment } from "@/components/pricing/purchase/pending-payment";

const payment = { signature: "5sig", claimToken: "ct_secret", plan: "payg" as const, amountUsdc: "1", sentAt: "2026-11-23T07:00:00.000Z" };

/** The browser's localStorage, in memory. */
function installStorage() {
  const items = new Map<string, string>();
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), removeItem: (k: string) => void items.delete(k) };
  (globalThis as { window?: unknown }).window = { localStorage: storage };
  return items;
}

describe("pending payment storage", () => {
  let items: Map<string, string>;
  beforeEach(() => (items = installStorage()));
  afterEach(() => delete (globalThis as { window?: unknown }).window);

  it("keeps a sent payment until it is cleared", () => {
    savePendingPayment(payment);
    expect(readPendingPayment()).toEqual(payment);
    clearPendingPayment();
    expect(readPendingPayment()).toBeNull();
  });

  it("ignores a stored value that is not a payment instead of failing the page", () => {
    items.set("cabal-hunter.pending-payment", "{not json");
    expect(readPendingPayment()).toBeNull();
    items.set("cabal-hunter.pending-payment", JSON.stringify({ signature: "x" }));
    expect(readPendingPayment()).toBeNull();
  });
});
