// jsonParsed account keys: static keys with signer/writable from the header,
// then lookup-table keys (writable first, then readonly) in meta order. The
// node reports reserved keys (builtins, sysvars) and top-level program ids
// (unless the upgradeable loader is present) as read-only whatever the
// header says; so does this.
import { RESERVED_ACCOUNT_KEYS, UPGRADEABLE_LOADER } from "@/server/chain/testing/json-parsed/reserved-keys";
import type { JsonMessage } from "@/server/chain/testing/json-parsed/wire-message";

export type ParsedAccountKey = { pubkey: string; signer: boolean; writable: boolean; source: "transaction" | "lookupTable" };

export function buildAccountKeys(message: JsonMessage, loaded: { writable: string[]; readonly: string[] }): ParsedAccountKey[] {
  const { header, accountKeys } = message;
  const all = [...accountKeys, ...loaded.writable, ...loaded.readonly];
  const hasUpgradeableLoader = all.includes(UPGRADEABLE_LOADER);
  const programIndexes = new Set(message.instructions.map((ix) => ix.programIdIndex));
  const writableByHeader = (i: number) =>
    i < header.numRequiredSignatures
      ? i < header.numRequiredSignatures - header.numReadonlySignedAccounts
      : i < accountKeys.length - header.numReadonlyUnsignedAccounts;
  const staticKeys = accountKeys.map((pubkey, i) => ({
    pubkey,
    signer: i < header.numRequiredSignatures,
    writable: writableByHeader(i) && !RESERVED_ACCOUNT_KEYS.has(pubkey) && !(programIndexes.has(i) && !hasUpgradeableLoader),
    source: "transaction" as const,
  }));
  return [
    ...staticKeys,
    ...loaded.writable.map((pubkey) => ({ pubkey, signer: false, writable: !RESERVED_ACCOUNT_KEYS.has(pubkey), source: "lookupTable" as const })),
    ...loaded.readonly.map((pubkey) => ({ pubkey, signer: false, writable: false, source: "lookupTable" as const })),
  ];
}
