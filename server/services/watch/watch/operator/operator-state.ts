// The per-operator watcher state as stored (JSON) and read back. Parsed with
// zod: a row the code no longer understands falls back to "not initialised"
// (the watch restarts at the chain's present) instead of crashing the poll.
import { z } from "zod";

const storedSchema = z.object({
  version: z.literal(1),
  /** newest signature already read at the operator wallet */
  cursor: z.string().nullable(),
  /** wallets it funded, followed for FUNDED_FOLLOW_SECONDS from their newest funding */
  funded: z.array(z.object({ wallet: z.string(), fundingTx: z.string(), slot: z.number(), time: z.number(), cursor: z.string().nullable() })),
  /** mints already judged (new launch or not) for this operator, oldest first */
  judged: z.array(z.string()),
});

export type OperatorWatchState = z.infer<typeof storedSchema>;

export function parseOperatorState(stored: unknown): OperatorWatchState | null {
  const parsed = storedSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
