// Durations as settings write them ("90s", "5m", "24h", "7d") and the list of
// outcome checkpoints (OUTCOME_CHECKPOINTS). Pure: used by env.ts to validate
// and by the outcome service to schedule.
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3_600, d: 86_400 };

/** Seconds of "24h", "90s", "1.5d"; null when it is not a positive duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)([smhd])$/.exec(text.trim());
  if (!match) return null;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2]];
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

export interface CheckpointSetting {
  /** as written ("24h", "15s") */
  name: string;
  seconds: number;
}

/** Exactly four strictly increasing durations; null otherwise. */
export function parseCheckpointList(text: string): CheckpointSetting[] | null {
  const names = text.split(",").map((n) => n.trim());
  if (names.length !== 4) return null;
  const list = names.map((name) => ({ name, seconds: parseDuration(name) }));
  if (list.some((c) => c.seconds === null)) return null;
  for (let i = 1; i < list.length; i++) if (list[i].seconds! <= list[i - 1].seconds!) return null;
  return list.map((c) => ({ name: c.name, seconds: c.seconds! }));
}
