// Memo programs. v2 (MemoSq4g...) requires every listed account to sign,
// logs "Signed by <key>" for each and `Memo (len N): "text"` (N in bytes, the
// text in Rust's Debug quoting); v1 (Memo1Uhk...) only checks the UTF-8.
import { PROGRAMS } from "@/server/ledger/constants";
import { fail, type InstructionContext, type InstructionOutcome } from "@/server/ledger/live/execute/types";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The memo as text, or the byte offset where valid UTF-8 stops (Rust's valid_up_to). */
export function decodeMemo(data: Uint8Array): { text: string } | { validUpTo: number } {
  try {
    return { text: strictUtf8.decode(data) };
  } catch {
    let end = data.length;
    while (end > 0) {
      try {
        strictUtf8.decode(data.subarray(0, end));
        break;
      } catch {
        end -= 1;
      }
    }
    return { validUpTo: end };
  }
}

/** How Rust's `{:?}` prints a str: quoted, with \\, \", \n, \r, \t, \0 and other controls escaped. */
export function rustDebugString(text: string): string {
  let out = '"';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === '"' || ch === "\\") out += `\\${ch}`;
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (ch === "\0") out += "\\0";
    else if (code < 0x20 || code === 0x7f) out += `\\u{${code.toString(16)}}`;
    else out += ch;
  }
  return `${out}"`;
}

export function runMemoInstruction(ctx: InstructionContext): InstructionOutcome {
  const isV2 = ctx.ix.programId === PROGRAMS.memo;
  const lines: string[] = [];
  if (isV2) {
    for (const account of ctx.ix.accounts) if (ctx.isSigner(account)) lines.push(`Program log: Signed by ${account}`);
    if (ctx.ix.accounts.some((a) => !ctx.isSigner(a))) fail("MissingRequiredSignature", lines);
  }
  const memo = decodeMemo(ctx.ix.data);
  if ("validUpTo" in memo) fail("InvalidInstructionData", isV2 ? [...lines, `Program log: Invalid UTF-8, from byte ${memo.validUpTo}`] : []);
  if (isV2) lines.push(`Program log: Memo (len ${ctx.ix.data.length}): ${rustDebugString(memo.text)}`);
  return { lines };
}
