// A free route that traces (wallet-check: a mint with no fresh scan is traced
// for it) costs the operator a scan's RPC reads and the caller nothing. The
// minute limit alone let one caller start a trace a second all day, so such
// traces are bounded per caller per UTC day too (issue 28 item 1): the IP
// bucket for an anonymous caller, the key for a keyed one. An answer read from
// a fresh stored scan takes nothing from this bound.
import type { AccessContext } from "@/server/services/access/access/access-context";
import { rateLimitedError, type MeteredCallerValue } from "@/server/services/access/access/caller";

/** Takes one of the caller's free traces today, or throws 429 rate_limited with Retry-After (the next UTC day). */
export async function takeFreeTrace(ctx: AccessContext, caller: MeteredCallerValue): Promise<void> {
  const subject = caller.kind === "key" ? `key:${caller.key.id}` : caller.subject;
  const decision = await ctx.freeTraceLimiter.take(subject, 1);
  if (decision.ok) return;
  throw rateLimitedError(
    decision,
    `at most ${ctx.freeTracesPerDay} free traces a day (a check of a mint with no fresh scan traces it; scan the mint first and checks read that scan)`,
  );
}
