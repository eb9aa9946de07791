// Counting periods, all in UTC: the free quota resets on the 1st of each month
// at 00:00 UTC (docs/decisions.md). A period is a string so "a new period" is simply
// a new counter row, and periods sort as text ("2026-01" < "2026-01-05T10" < "2026-02").

/** "YYYY-MM" of the calendar month (UTC) containing `at`. */
export function monthPeriod(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The first instant of the next calendar month (UTC). */
export function nextMonthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** Whole seconds until the next month starts (at least 1), for Retry-After. */
export function secondsUntilNextMonth(at: Date): number {
  return Math.max(1, Math.ceil((nextMonthStart(at).getTime() - at.getTime()) / 1000));
}

/** "YYYY-MM" of the month before the one containing `at`. */
export function previousMonthPeriod(at: Date): string {
  return monthPeriod(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)));
}

/** "YYYY-MM-DD" of the UTC day containing `at` (sorts after its month's "YYYY-MM"). */
export function dayPeriod(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** Whole seconds until the next UTC day starts (at least 1), for Retry-After. */
export function secondsUntilNextDay(at: Date): number {
  const next = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - at.getTime()) / 1000));
}
