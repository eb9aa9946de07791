// A lock read is a few rounds of getProgramAccounts: what one answer says
// decides the next query (a LaunchLab pool -> its vesting records, a Tribeca
// locker -> its escrows, a DAMM v2 position -> its vesting accounts). Each
// query is a step that knows its program and what to do with the accounts.
import type { ProgramQuery } from "@/server/chain/locks/types";
import type { DecodedLock, LockerId } from "@/server/engine/locks/lock-types";
import type { ProgramAccount } from "@/server/services/scan/gather/locks/program-reads";

export interface LockSink {
  add(lock: DecodedLock): void;
}

export interface ProgramStep {
  /** the program a failure is charged to (null: a pool lookup, not a locker). */
  locker: LockerId | null;
  query: ProgramQuery;
  /** decodes what it can and returns the follow-up steps. */
  take(accounts: ProgramAccount[], sink: LockSink): Step[];
}

export interface AccountStep {
  locker: LockerId | null;
  address: string;
  take(data: Buffer | null, sink: LockSink): Step[];
}

export type Step = ProgramStep | AccountStep;

export function isProgramStep(step: Step): step is ProgramStep {
  return "query" in step;
}

/** A step that decodes every account with `decode` (null: not a live lock, skipped). */
export function decodeAll(locker: LockerId, query: ProgramQuery, decode: (account: ProgramAccount) => DecodedLock | null): ProgramStep {
  return {
    locker,
    query,
    take(accounts, sink) {
      for (const account of accounts) {
        const lock = decode(account);
        if (lock) sink.add(lock);
      }
      return [];
    },
  };
}

/** Typed constructors: a literal in a Step[] gets its parameter types from these. */
export const programStep = (step: ProgramStep): ProgramStep => step;
export const accountStep = (step: AccountStep): AccountStep => step;
