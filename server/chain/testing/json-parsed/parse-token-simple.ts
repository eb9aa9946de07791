// The SPL Token instructions with plain fields (no checked amounts, no
// authority enum): initialisation, transfer, approve, mint, burn, close,
// freeze, sync. Returns null for a tag it does not know.
import type { ByteReader } from "@/server/chain/testing/json-parsed/byte-reader";
import { requireAccounts, withSigners, type ParsedInfo } from "@/server/chain/testing/json-parsed/parsed-instruction";

function initializeMint(r: ByteReader, a: string[], withRent: boolean): ParsedInfo {
  const decimals = r.u8();
  const mintAuthority = r.pubkey();
  const freezeAuthority = r.optionPubkey();
  requireAccounts(a, withRent ? 2 : 1);
  const info: Record<string, unknown> = { mint: a[0], decimals, mintAuthority, ...(withRent ? { rentSysvar: a[1] } : {}) };
  if (freezeAuthority) info.freezeAuthority = freezeAuthority;
  return { type: withRent ? "initializeMint" : "initializeMint2", info };
}

function amountIx(r: ByteReader, a: string[], type: string, keys: [string, string], signer: [string, string]): ParsedInfo {
  const amount = r.u64().toString();
  requireAccounts(a, 3);
  return { type, info: withSigners({ [keys[0]]: a[0], [keys[1]]: a[1], amount }, a, 2, signer[0], signer[1]) };
}

export function parseTokenSimple(tag: number, r: ByteReader, a: string[]): ParsedInfo | null {
  switch (tag) {
    case 0:
      return initializeMint(r, a, true);
    case 20:
      return initializeMint(r, a, false);
    case 1:
      requireAccounts(a, 4);
      return { type: "initializeAccount", info: { account: a[0], mint: a[1], owner: a[2], rentSysvar: a[3] } };
    case 16: {
      const owner = r.pubkey();
      requireAccounts(a, 3);
      return { type: "initializeAccount2", info: { account: a[0], mint: a[1], owner, rentSysvar: a[2] } };
    }
    case 18: {
      const owner = r.pubkey();
      requireAccounts(a, 2);
      return { type: "initializeAccount3", info: { account: a[0], mint: a[1], owner } };
    }
    case 2: {
      const m = r.u8();
      requireAccounts(a, 3);
      return { type: "initializeMultisig", info: { multisig: a[0], rentSysvar: a[1], signers: a.slice(2), m } };
    }
    case 19: {
      const m = r.u8();
      requireAccounts(a, 2);
      return { type: "initializeMultisig2", info: { multisig: a[0], signers: a.slice(1), m } };
    }
    case 3:
      return amountIx(r, a, "transfer", ["source", "destination"], ["authority", "multisigAuthority"]);
    case 4:
      return amountIx(r, a, "approve", ["source", "delegate"], ["owner", "multisigOwner"]);
    case 5:
      requireAccounts(a, 2);
      return { type: "revoke", info: withSigners({ source: a[0] }, a, 1, "owner", "multisigOwner") };
    case 7:
      return amountIx(r, a, "mintTo", ["mint", "account"], ["mintAuthority", "multisigMintAuthority"]);
    case 8:
      return amountIx(r, a, "burn", ["account", "mint"], ["authority", "multisigAuthority"]);
    case 9:
      requireAccounts(a, 3);
      return { type: "closeAccount", info: withSigners({ account: a[0], destination: a[1] }, a, 2, "owner", "multisigOwner") };
    case 10:
    case 11:
      requireAccounts(a, 3);
      return { type: tag === 10 ? "freezeAccount" : "thawAccount", info: withSigners({ account: a[0], mint: a[1] }, a, 2, "freezeAuthority", "multisigFreezeAuthority") };
    case 17:
      requireAccounts(a, 1);
      return { type: "syncNative", info: { account: a[0] } };
    case 22:
      requireAccounts(a, 1);
      return { type: "initializeImmutableOwner", info: { account: a[0] } };
    case 23: {
      const amount = r.u64().toString();
      requireAccounts(a, 1);
      return { type: "amountToUiAmount", info: { mint: a[0], amount } };
    }
    case 25: {
      const newAuthority = r.optionPubkey();
      requireAccounts(a, 1);
      return { type: "initializeMintCloseAuthority", info: { mint: a[0], newAuthority } };
    }
    case 31:
      requireAccounts(a, 3);
      return { type: "createNativeMint", info: { payer: a[0], nativeMint: a[1], systemProgram: a[2] } };
    case 32:
      requireAccounts(a, 1);
      return { type: "initializeNonTransferableMint", info: { mint: a[0] } };
    default:
      return null;
  }
}
