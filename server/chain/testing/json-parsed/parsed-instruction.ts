// What the converter's program parsers return: the `{ type, info }` a node
// puts under `parsed`, or a bare value (Memo's text). A parser throws where the
// node's parser errors (unknown tag, short data, too few accounts); the caller
// then emits the raw instruction, as the node does.
export type ParsedInfo = { type: string; info: Record<string, unknown> } | string;

export type InstructionParser = (data: Uint8Array, accounts: string[]) => ParsedInfo;

/** The node's check_num_accounts: fewer accounts than the instruction needs is a parse error. */
export function requireAccounts(accounts: string[], n: number): void {
  if (accounts.length < n) throw new Error(`needs ${n} accounts, has ${accounts.length}`);
}

/** parse_signers: more accounts than the authority slot means a multisig authority followed by its signers. */
export function withSigners(info: Record<string, unknown>, a: string[], at: number, single: string, multi: string): Record<string, unknown> {
  if (a.length > at + 1) return { ...info, [multi]: a[at], signers: a.slice(at + 1) };
  return { ...info, [single]: a[at] };
}
