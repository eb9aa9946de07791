// Mint lifecycle events from spl-token / Token-2022 parsed instructions:
// creations (initializeMint / initializeMint2), supply mints (mintTo /
// mintToChecked) and authority changes (setAuthority). Only initializeMint*
// creates a mint; minting more supply of an existing mint is not a launch.
import type { Address } from "@/server/engine/snapshot";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import type { FlatInstruction } from "@/server/chain/normalize/flatten-instructions";
import {
  initializeMintInfoSchema,
  mintToCheckedInfoSchema,
  mintToInfoSchema,
  setAuthorityInfoSchema,
} from "@/server/chain/normalize/instruction-info-schemas";
import { type ParsedCall, selectParsedCalls } from "@/server/chain/normalize/parsed-instructions";
import type { AuthorityChange, MintCreation, MintToEvent } from "@/server/chain/normalize/types";

const TOKEN_PROGRAMS = new Set<Address>([KNOWN_PROGRAMS.splToken, KNOWN_PROGRAMS.token2022]);

export function extractMintCreations(flat: FlatInstruction[]): MintCreation[] {
  return selectParsedCalls(flat, TOKEN_PROGRAMS, new Set(["initializeMint", "initializeMint2"])).map((call) => {
    const info = initializeMintInfoSchema.parse(call.info);
    return {
      mint: info.mint,
      decimals: info.decimals,
      mintAuthority: info.mintAuthority ?? null,
      freezeAuthority: info.freezeAuthority ?? null,
      programId: call.programId,
      inner: call.inner,
    };
  });
}

function readMintTo(call: ParsedCall): MintToEvent {
  const info = (call.type === "mintTo" ? mintToInfoSchema : mintToCheckedInfoSchema).parse(call.info);
  return {
    mint: info.mint,
    account: info.account,
    amount: BigInt(info.amount),
    authority: info.mintAuthority ?? info.multisigMintAuthority ?? null,
  };
}

export function extractMintTos(flat: FlatInstruction[]): MintToEvent[] {
  return selectParsedCalls(flat, TOKEN_PROGRAMS, new Set(["mintTo", "mintToChecked"])).map(readMintTo);
}

export function extractAuthorityChanges(flat: FlatInstruction[]): AuthorityChange[] {
  return selectParsedCalls(flat, TOKEN_PROGRAMS, new Set(["setAuthority"])).map((call) => {
    const info = setAuthorityInfoSchema.parse(call.info);
    return {
      target: info.target,
      targetKind: info.targetKind,
      authorityType: info.authorityType,
      authority: info.authority ?? info.multisigAuthority ?? null,
      newAuthority: info.newAuthority ?? null,
      programId: call.programId,
      inner: call.inner,
    };
  });
}
