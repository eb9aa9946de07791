// What an instruction handler sees and answers. A handler checks everything
// before it changes anything, then changes state only through the draft's
// mutations; a failure is thrown as an InstructionFailure carrying the node's
// InstructionError and the program's log lines up to the failure.
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { InstructionRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { instructionErrorText, type InstructionErrorDetail } from "@/server/ledger/live/tx-errors";
import type { WireInstruction } from "@/server/ledger/live/wire/decode-transaction";

export class InstructionFailure extends Error {
  constructor(
    readonly detail: InstructionErrorDetail,
    readonly lines: string[] = [],
  ) {
    super(instructionErrorText(detail));
  }
}

export interface InstructionContext {
  world: World;
  draft: TxDraft;
  index: number;
  ix: WireInstruction;
  isSigner(address: string): boolean;
  isWritable(address: string): boolean;
  /** lamports an account can move: the fee payer's balance less the fee, charged before execution. */
  spendable(address: string): bigint;
}

export interface InstructionOutcome {
  /** lines the program prints ("Program log: Instruction: TransferChecked"). */
  lines: string[];
  /** CPIs it made, with their own log lines. */
  inner?: { ix: InstructionRecord; lines: string[] }[];
}

export type InstructionHandler = (ctx: InstructionContext) => InstructionOutcome;

export function fail(detail: InstructionErrorDetail, lines: string[] = []): never {
  throw new InstructionFailure(detail, lines);
}

export function requireAccounts(ctx: InstructionContext, count: number, lines: string[] = []): string[] {
  if (ctx.ix.accounts.length < count) fail("NotEnoughAccountKeys", lines);
  return ctx.ix.accounts;
}

const SUPPORTED =
  "System transfer/createAccount, SPL Token transfer/transferChecked, Associated Token Account create/createIdempotent, Memo, Compute Budget";

/** Anything the ledger does not execute fails loudly, naming what it does execute. */
export function unsupported(what: string, lines: string[] = []): never {
  fail("UnsupportedProgramId", [...lines, `Program log: embedded ledger: ${what} is not executed here (supported: ${SUPPORTED})`]);
}

export function readU64(data: Buffer, offset: number): bigint {
  if (data.length < offset + 8) fail("InvalidInstructionData");
  return data.readBigUInt64LE(offset);
}
