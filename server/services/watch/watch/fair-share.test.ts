// The fair-share policy on its own (no database): equal shares among the keys
// with due watches, a key past its share only from calls no waiting key is
// owed, and a poll of a shared target charged to the key that spent least.
import { describe, expect, it } from "vitest";
import { decideFairGrant } from "@/server/services/watch/watch/fair-share";

const ledger = (spent: Record<string, number>, waiting: string[], staler: Record<string, number> = {}) => ({
  spentTotal: Object.values(spent).reduce((a, b) => a + b, 0),
  spent: new Map(Object.entries(spent)),
  waiting: new Set(waiting),
  staler: new Map(Object.entries(staler)),
});

describe("decideFairGrant", () => {
  it("stops a key at its share while another key still waits", () => {
    // budget 40, two keys: 20 each; the greedy key has spent 19
    const grant = decideFairGrant(ledger({ greedy: 19, small: 1 }, ["greedy", "small"]), { budget: 40, payers: ["greedy"], want: 4, partial: false });
    expect(grant).toEqual({ payer: "greedy", granted: 0, limitedBy: "share" });
    // a partial read gets what is left of its share
    expect(decideFairGrant(ledger({ greedy: 19, small: 1 }, ["greedy", "small"]), { budget: 40, payers: ["greedy"], want: 50, partial: true })).toMatchObject({ granted: 1, limitedBy: "share" });
  });

  it("gives a key the unspent share of keys that wait no longer (max-min)", () => {
    // the small key spent 4 and its polls for the minute are done: 36 of 40 may go to the greedy key
    const grant = decideFairGrant(ledger({ greedy: 20, small: 4 }, ["greedy"]), { budget: 40, payers: ["greedy"], want: 50, partial: true });
    expect(grant).toEqual({ payer: "greedy", granted: 16, limitedBy: "budget" });
  });

  it("keeps what a waiting key is owed even when the budget has room", () => {
    // three keys (share 30 of 90); b and c wait and are owed 30 + 25
    const grant = decideFairGrant(ledger({ a: 30, c: 5 }, ["a", "b", "c"]), { budget: 90, payers: ["a"], want: 10, partial: true });
    expect(grant).toMatchObject({ granted: 0, limitedBy: "share" });
    expect(decideFairGrant(ledger({ a: 30, c: 5 }, ["a", "b", "c"]), { budget: 90, payers: ["b"], want: 10, partial: false })).toMatchObject({ payer: "b", granted: 10 });
  });

  it("charges a target several keys watch to the one that spent least", () => {
    expect(decideFairGrant(ledger({ greedy: 20, small: 2 }, ["greedy", "small"]), { budget: 40, payers: ["greedy", "small"], want: 4, partial: false })).toEqual({
      payer: "small",
      granted: 4,
      limitedBy: null,
    });
  });

  it("lets a key whose share is below one indivisible read make one such read a minute", () => {
    // 15 keys over a budget of 6: a share of 0.4 could never pay a first read (4 calls)
    const keys = Array.from({ length: 15 }, (_, i) => `k${i}`);
    expect(decideFairGrant(ledger({}, keys), { budget: 6, payers: ["k0"], want: 4, partial: false })).toMatchObject({ granted: 4 });
    expect(decideFairGrant(ledger({ k0: 4 }, keys), { budget: 6, payers: ["k1"], want: 4, partial: false })).toMatchObject({ granted: 0, limitedBy: "budget" });
    expect(decideFairGrant(ledger({ k0: 4 }, keys), { budget: 6, payers: ["k0"], want: 1, partial: false })).toMatchObject({ granted: 0, limitedBy: "share" });
  });

  it("keeps a call of the key's share for each of its due watches polled longer ago", () => {
    // 3 calls left of the key's share; two staler targets of the same key are due: this poll gets 1
    expect(decideFairGrant(ledger({ a: 17 }, ["a", "b"], { a: 2 }), { budget: 40, payers: ["a"], want: 5, partial: true })).toMatchObject({ granted: 1, limitedBy: "share" });
    expect(decideFairGrant(ledger({ a: 17 }, ["a", "b"], { a: 3 }), { budget: 40, payers: ["a"], want: 1, partial: false })).toMatchObject({ granted: 0, limitedBy: "share" });
  });

  it("never grants past the minute's budget", () => {
    expect(decideFairGrant(ledger({ a: 10 }, ["a"]), { budget: 10, payers: ["a"], want: 1, partial: true })).toMatchObject({ granted: 0, limitedBy: "budget" });
  });
});
