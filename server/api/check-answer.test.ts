// checkAnswer agrees with the schema's own parse on every body, and parses a
// nested array once per identity (the warm scan's holders and clusters).
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { checkAnswer } from "@/server/api/check-answer";

const item = z.strictObject({ wallet: z.string().min(3), pct: z.number().min(0).max(100) });
const answer = z.strictObject({
  mint: z.string(),
  score: z.number().int(),
  holders: z.array(item),
  note: z.string().optional(),
  deployer: z.strictObject({ wallet: z.string() }).nullable(),
});

const good = () => ({ mint: "M", score: 3, holders: [{ wallet: "abc", pct: 10 }], deployer: null });

describe("checkAnswer", () => {
  it("accepts and refuses exactly what the schema's parse does", () => {
    const bodies: unknown[] = [
      good(),
      { ...good(), note: "n" },
      { ...good(), extra: 1 },
      { ...good(), score: 2.5 },
      { ...good(), holders: [{ wallet: "ab", pct: 10 }] },
      { ...good(), holders: [{ wallet: "abc", pct: 10, more: true }] },
      { ...good(), deployer: { wallet: 4 } },
      { ...good(), note: undefined },
      { mint: "M" },
      [],
      null,
      "text",
    ];
    for (const body of bodies) {
      const expected = answer.safeParse(body).success;
      let ours = true;
      try {
        checkAnswer(answer, body);
      } catch {
        ours = false;
      }
      expect(ours, JSON.stringify(body)).toBe(expected);
    }
  });

  it("throws the schema's own error", () => {
    expect(() => checkAnswer(answer, { ...good(), score: "x" })).toThrow(z.ZodError);
  });

  it("parses a nested array once per identity: a new array with a bad item is still refused", () => {
    const holders = [{ wallet: "abc", pct: 10 }];
    const spy = vi.spyOn(answer.shape.holders, "safeParse");
    checkAnswer(answer, { ...good(), holders });
    checkAnswer(answer, { ...good(), score: 4, holders });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(() => checkAnswer(answer, { ...good(), holders: [{ wallet: "abc", pct: 101 }] })).toThrow(z.ZodError);
    spy.mockRestore();
  });

  it("an object-level refinement is left to the full parse", () => {
    const refined = z.strictObject({ a: z.number(), b: z.number() }).refine((v) => v.a < v.b);
    expect(() => checkAnswer(refined, { a: 2, b: 1 })).toThrow(z.ZodError);
    expect(() => checkAnswer(refined, { a: 1, b: 2 })).not.toThrow();
  });
});
