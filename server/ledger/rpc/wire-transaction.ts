// Wire (binary) serialization of a recorded transaction for the base64/base58
// encodings: compact-u16 arrays of signatures, header, keys, blockhash and
// compiled instructions; v0 messages carry the 0x80 prefix and an (empty)
// address-table-lookup list.
import bs58 from "bs58";
import { addressBytes } from "@/server/ledger/crypto/pda";
import type { TxRecord } from "@/server/ledger/world/types";
import { messageHeader } from "@/server/ledger/rpc/render-transaction";

function compactU16(n: number): number[] {
  const out: number[] = [];
  let v = n;
  for (;;) {
    let byte = v & 0x7f;
    v >>= 7;
    if (v === 0) {
      out.push(byte);
      return out;
    }
    byte |= 0x80;
    out.push(byte);
  }
}

export function serializeTransaction(tx: TxRecord): Buffer {
  const parts: (Buffer | Uint8Array)[] = [];
  const push = (...bytes: number[]) => parts.push(Uint8Array.from(bytes));
  push(...compactU16(tx.signatures.length));
  for (const s of tx.signatures) parts.push(bs58.decode(s));
  if (tx.version === 0) push(0x80);
  const h = messageHeader(tx);
  push(h.numRequiredSignatures, h.numReadonlySignedAccounts, h.numReadonlyUnsignedAccounts);
  push(...compactU16(tx.accountKeys.length));
  for (const k of tx.accountKeys) parts.push(addressBytes(k.pubkey));
  parts.push(bs58.decode(tx.recentBlockhash));
  const index = new Map(tx.accountKeys.map((k, i) => [k.pubkey, i]));
  push(...compactU16(tx.instructions.length));
  for (const ix of tx.instructions) {
    push(index.get(ix.programId)!, ...compactU16(ix.accounts.length), ...ix.accounts.map((a) => index.get(a)!));
    push(...compactU16(ix.data.length));
    parts.push(ix.data);
  }
  if (tx.version === 0) push(0);
  return Buffer.concat(parts);
}
