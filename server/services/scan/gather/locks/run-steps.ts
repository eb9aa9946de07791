// Runs lock steps round by round: every pending query of a round goes out in
// one JSON-RPC batch; what the answers lead to is the next round.
import type { DecodedLock, LockerId } from "@/server/engine/locks/lock-types";
import { isProgramStep, type AccountStep, type Step } from "@/server/services/scan/gather/locks/lock-steps";
import { readRound } from "@/server/services/scan/gather/locks/program-reads";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

export interface StepsResult {
  decoded: DecodedLock[];
  read: Set<LockerId>;
  failed: Map<LockerId, string>;
  /** a pool lookup failed (its reason). */
  poolFailure: string | null;
  /** follow-ups left when the rounds ran out. */
  pending: Step[];
}

export function emptyResult(): StepsResult {
  return { decoded: [], read: new Set(), failed: new Map(), poolFailure: null, pending: [] };
}

/** `signal`: the scan went on without the locks (gather-snapshot.ts): the round in flight is cancelled, no later one starts. */
export async function runSteps(scan: ScanRpc, steps: Step[], rounds: number, into: StepsResult = emptyResult(), signal?: AbortSignal): Promise<StepsResult> {
  const sink = { add: (lock: DecodedLock) => into.decoded.push(lock) };
  let pending = steps;
  for (let round = 0; round < rounds && pending.length > 0 && !signal?.aborted; round++) {
    const programSteps = pending.filter(isProgramStep);
    const accountSteps = pending.filter((s): s is AccountStep => !isProgramStep(s));
    const answer = await readRound(scan, { programs: programSteps.map((s) => s.query), accounts: accountSteps.map((s) => s.address) }, signal);
    const next: Step[] = [];
    programSteps.forEach((step, i) => {
      const result = answer.programs[i];
      if (!result.ok) {
        if (step.locker) into.failed.set(step.locker, result.reason);
        else into.poolFailure = result.reason;
        return;
      }
      if (step.locker) into.read.add(step.locker);
      next.push(...step.take(result.value, sink));
    });
    for (const step of accountSteps) next.push(...step.take(answer.accounts.get(step.address) ?? null, sink));
    pending = next;
  }
  into.pending = pending;
  return into;
}
