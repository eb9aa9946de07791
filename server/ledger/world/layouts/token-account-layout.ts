// Binary layout of a token account (165 bytes, like @solana/spl-token's
// AccountLayout); Token-2022 accounts with extensions append the account-type
// byte (2 = account) and TLV entries.
import { PROGRAMS } from "@/server/ledger/constants";
import { bytes } from "@/server/ledger/world/ix/bytes";
import type { TokenAccountExtension, TokenAccountState } from "@/server/ledger/world/types";

const EXTENSION_TYPE: Record<TokenAccountExtension, number> = {
  transferFeeAmount: 2,
  immutableOwner: 7,
  transferHookAccount: 15,
};

export function encodeTokenAccount(token: TokenAccountState): Buffer {
  const w = bytes().pubkey(token.mint).pubkey(token.owner).u64(token.amount);
  if (token.delegate) w.u32(1).pubkey(token.delegate);
  else w.u32(0).raw(Buffer.alloc(32));
  w.u8(token.state === "frozen" ? 2 : 1);
  if (token.isNative !== null) w.u32(1).u64(token.isNative);
  else w.u32(0).u64(0n);
  w.u64(token.delegatedAmount);
  if (token.closeAuthority) w.u32(1).pubkey(token.closeAuthority);
  else w.u32(0).raw(Buffer.alloc(32));
  if (token.programId !== PROGRAMS.token2022 || token.extensions.length === 0) return w.build();
  w.u8(2);
  for (const ext of token.extensions) {
    if (ext === "transferFeeAmount") w.u16(EXTENSION_TYPE[ext]).u16(8).u64(token.withheldAmount);
    else if (ext === "transferHookAccount") w.u16(EXTENSION_TYPE[ext]).u16(1).u8(0);
    else w.u16(EXTENSION_TYPE[ext]).u16(0);
  }
  return w.build();
}
