// Seeded randomness so "varied" holder sizes and slots are the same every build.
import { createHash } from "node:crypto";

export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** a SOL amount in [min, max) with 3 decimals, as lamports. */
  sol(min: number, max: number): bigint;
}

export function seededRandom(seed: string): Random {
  let state = createHash("sha256").update(seed).digest().readUInt32LE(0) || 1;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    sol: (min, max) => BigInt(Math.round((min + next() * (max - min)) * 1000)) * 1_000_000n,
  };
}
