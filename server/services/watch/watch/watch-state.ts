// The per-mint watcher state as stored (JSON, bigints as decimal strings) and
// as the detector reads it. Parsed with zod: a row written by an older version
// falls back to "not initialised" rather than crashing the poll.
import { z } from "zod";
import type { DrainAlertMark, HolderBag, PoolRef, ReserveSample } from "@/server/engine/watch/types";

const bigintText = z.string().regex(/^-?\d+$/).transform((v) => BigInt(v));

const storedSchema = z.object({
  version: z.literal(1),
  pollAddress: z.string(),
  cursor: z.string().nullable(),
  supply: bigintText,
  holders: z.array(z.object({ owner: z.string(), amount: bigintText })),
  pool: z.object({ owner: z.string(), baseAccount: z.string(), quoteAccount: z.string().nullable() }).nullable(),
  reserves: z.array(
    z.object({
      time: z.number(),
      slot: z.number(),
      reserve: bigintText,
      signature: z.string().nullable(),
      // absent in states written before drains named their wallets
      wallets: z.array(z.string()).optional(),
      sold: bigintText.optional(),
    }),
  ),
  lastDrainAlert: z.object({ time: z.number(), action: z.enum(["EXIT", "REVIEW"]) }).nullable(),
  /** unix seconds of the last top-20 refresh */
  refreshedAt: z.number(),
});

export interface WatchState {
  version: 1;
  /** the address read with getSignaturesForAddress: the main pool's token account of the mint, else the mint */
  pollAddress: string;
  /** newest signature already read at pollAddress (`until` of the next read) */
  cursor: string | null;
  supply: bigint;
  holders: HolderBag[];
  pool: PoolRef | null;
  reserves: ReserveSample[];
  lastDrainAlert: DrainAlertMark | null;
  refreshedAt: number;
}

export function parseWatchState(stored: unknown): WatchState | null {
  const parsed = storedSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

export function serializeWatchState(state: WatchState): object {
  return JSON.parse(JSON.stringify(state, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));
}
