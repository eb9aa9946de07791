// Sizes of token accounts: 165 bytes for classic SPL; Token-2022 accounts add
// the account-type byte and one TLV entry per account extension the mint
// requires (immutable owner for ATAs, transfer-fee amount, transfer-hook flag).
import { PROGRAMS } from "@/server/ledger/constants";
import type { MintState, TokenAccountExtension } from "@/server/ledger/world/types";

const TLV_LEN: Record<TokenAccountExtension, number> = {
  immutableOwner: 0,
  transferFeeAmount: 8,
  transferHookAccount: 1,
};

export function accountExtensionsFor(mint: MintState, isAta: boolean): TokenAccountExtension[] {
  if (mint.programId !== PROGRAMS.token2022) return [];
  const out: TokenAccountExtension[] = [];
  if (isAta) out.push("immutableOwner");
  if (mint.extensions.some((e) => e.type === "transferFeeConfig")) out.push("transferFeeAmount");
  if (mint.extensions.some((e) => e.type === "transferHook")) out.push("transferHookAccount");
  return out;
}

export function tokenAccountSpace(programId: string, extensions: TokenAccountExtension[]): number {
  if (programId !== PROGRAMS.token2022 || extensions.length === 0) return 165;
  return 165 + 1 + extensions.reduce((sum, e) => sum + 4 + TLV_LEN[e], 0);
}
