// Executes a received, sanitized transaction against the world, atomically:
// load checks (compute budget, fee payer, programs), then each instruction
// through its program's handler, then the rent check. A failure undoes every
// change; depending on `commit` the transaction is then recorded with only
// its fee charged (a landed failed transaction), or not at all (preflight,
// simulation). The record keeps the message's keys, signatures and blockhash.
import { PROGRAMS } from "@/server/ledger/constants";
import { TxDraft, type DraftFailure } from "@/server/ledger/world/tx-draft";
import type { InstructionRecord, TransactionError, TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { restoreAccounts, snapshotAccounts } from "@/server/ledger/live/account-snapshot";
import { transactionErrorText, type SimulationResult } from "@/server/ledger/live/tx-errors";
import type { DecodedTransaction } from "@/server/ledger/live/wire/decode-transaction";
import { checkFeePayer, checkPrograms, findRentViolation, loadedDataSize } from "@/server/ledger/live/execute/account-checks";
import { runAtaInstruction } from "@/server/ledger/live/execute/ata-program";
import { readComputeBudget, transactionFee } from "@/server/ledger/live/execute/compute-budget";
import { runMemoInstruction } from "@/server/ledger/live/execute/memo-program";
import { memoSummary, parseInstruction } from "@/server/ledger/live/execute/parse-instruction";
import { runSystemInstruction } from "@/server/ledger/live/execute/system-program";
import { runTokenInstruction } from "@/server/ledger/live/execute/token-program";
import { InstructionFailure, unsupported, type InstructionContext, type InstructionHandler } from "@/server/ledger/live/execute/types";

const HANDLERS: Readonly<Record<string, InstructionHandler>> = {
  [PROGRAMS.system]: runSystemInstruction,
  [PROGRAMS.token]: runTokenInstruction,
  [PROGRAMS.associatedToken]: runAtaInstruction,
  [PROGRAMS.memo]: runMemoInstruction,
  [PROGRAMS.memoV1]: runMemoInstruction,
  // read before execution (compute-budget.ts); executing them does nothing.
  [PROGRAMS.computeBudget]: () => ({ lines: [] }),
};

export interface ExecutionStamp {
  slot: number;
  blockTime: number;
  submittedAtMs: number;
}

/** "always": a failed transaction lands (fee charged); "on-success": only a successful one; "never": simulate. */
export type CommitMode = "always" | "on-success" | "never";

export interface ExecutionResult extends SimulationResult {
  /** "load": rejected before execution (never recorded); "execute": ran (recorded per the mode). */
  stage: "load" | "execute";
  fee: bigint;
  record: TxRecord | null;
}

function openDraft(world: World, tx: DecodedTransaction, stamp: ExecutionStamp, unitLimit: number, fee: bigint): TxDraft {
  const draft = new TxDraft(world, {
    slot: stamp.slot,
    feePayer: tx.keys[0].pubkey,
    label: `live|${tx.signature}`,
    version: tx.version,
    computeUnitLimit: unitLimit,
    memo: memoSummary(tx.instructions) ?? undefined,
    blockTime: stamp.blockTime,
    submittedAtMs: stamp.submittedAtMs,
    wire: { signatures: tx.signatures, recentBlockhash: tx.recentBlockhash, fee },
  });
  for (const key of tx.keys.slice(1)) {
    if (key.signer) draft.signer(key.pubkey, key.writable);
    else if (key.writable) draft.writable(key.pubkey);
    else draft.readonly(key.pubkey);
  }
  draft.seal();
  return draft;
}

function runInstructions(world: World, tx: DecodedTransaction, draft: TxDraft, fee: bigint): DraftFailure | null {
  const flags = new Map(tx.keys.map((k) => [k.pubkey, k]));
  const feePayer = tx.keys[0].pubkey;
  let failure: DraftFailure | null = null;
  for (const [index, ix] of tx.instructions.entries()) {
    const record: InstructionRecord = { programId: ix.programId, accounts: ix.accounts, data: ix.data, parsed: parseInstruction(ix), stackHeight: null };
    if (failure) {
      draft.instruction(record);
      continue;
    }
    const ctx: InstructionContext = {
      world, draft, index, ix,
      isSigner: (a) => flags.get(a)?.signer ?? false,
      isWritable: (a) => flags.get(a)?.writable ?? false,
      spendable: (a) => world.lamportsOf(a) - (a === feePayer ? fee : 0n),
    };
    try {
      const handler = HANDLERS[ix.programId] ?? (() => unsupported(ix.programId === PROGRAMS.token2022 ? "SPL Token-2022" : `program ${ix.programId}`));
      const outcome = handler(ctx);
      const at = draft.instruction(record, outcome.lines);
      for (const inner of outcome.inner ?? []) draft.innerInstruction(at, inner.ix, inner.lines);
    } catch (error) {
      if (!(error instanceof InstructionFailure)) throw error;
      draft.instruction(record);
      failure = { index, err: { InstructionError: [index, error.detail] }, lines: error.lines, reason: error.message };
    }
  }
  return failure;
}

const rejected = (err: TransactionError, fee: bigint): ExecutionResult => ({ stage: "load", err, logs: [], unitsConsumed: 0, fee, record: null });

export function executeTransaction(world: World, tx: DecodedTransaction, stamp: ExecutionStamp, commit: CommitMode): ExecutionResult {
  const budget = readComputeBudget(tx.instructions);
  if ("err" in budget) return rejected(budget.err, 0n);
  const fee = transactionFee(tx.signatures.length, budget);
  const loadError = checkFeePayer(world, tx.keys[0].pubkey, fee) ?? checkPrograms(world, tx.instructions);
  if (loadError) return rejected(loadError, fee);
  const loadedAccountsDataSize = loadedDataSize(world, tx.keys);
  const snapshot = snapshotAccounts(world, tx.keys.map((k) => k.pubkey));
  const draft = openDraft(world, tx, stamp, budget.unitLimit, fee);
  let failure: DraftFailure | null;
  try {
    failure = runInstructions(world, tx, draft, fee);
    const rentIndex = failure ? null : findRentViolation(world, tx.keys, snapshot, fee);
    if (rentIndex !== null) {
      const err: TransactionError = { InsufficientFundsForRent: { account_index: rentIndex } };
      failure = { index: null, err, lines: [], reason: transactionErrorText(err) };
    }
  } catch (error) {
    restoreAccounts(world, snapshot);
    throw error;
  }
  if (failure) {
    restoreAccounts(world, snapshot);
    draft.failWith(failure);
  }
  const result = { stage: "execute" as const, fee, loadedAccountsDataSize, ...draft.preview() };
  if (commit === "never" || (failure && commit === "on-success")) {
    if (!failure) restoreAccounts(world, snapshot);
    return { ...result, record: null };
  }
  return { ...result, record: draft.commit() };
}
