// Token-2022 enums as the node names them in jsonParsed (UiAuthorityType,
// UiExtensionType: the Rust variant names in camelCase), by their wire index.
export const AUTHORITY_TYPES = [
  "mintTokens", "freezeAccount", "accountOwner", "closeAccount", "transferFeeConfig", "withheldWithdraw",
  "closeMint", "interestRate", "permanentDelegate", "confidentialTransferMint", "transferHookProgramId",
  "confidentialTransferFeeConfig", "metadataPointer", "groupPointer", "groupMemberPointer", "scaledUiAmount", "pause",
] as const;

export const EXTENSION_TYPES = [
  "uninitialized", "transferFeeConfig", "transferFeeAmount", "mintCloseAuthority", "confidentialTransferMint",
  "confidentialTransferAccount", "defaultAccountState", "immutableOwner", "memoTransfer", "nonTransferable",
  "interestBearingConfig", "cpiGuard", "permanentDelegate", "nonTransferableAccount", "transferHook",
  "transferHookAccount", "confidentialTransferFeeConfig", "confidentialTransferFeeAmount", "metadataPointer",
  "tokenMetadata", "groupPointer", "tokenGroup", "groupMemberPointer", "tokenGroupMember", "confidentialMintBurn",
  "scaledUiAmountConfig", "pausableConfig", "pausableAccount",
] as const;

/** Authority types whose owned account is the mint; the others (accountOwner, closeAccount) name a token account. */
export function ownedFieldFor(authorityType: string): "mint" | "account" {
  return authorityType === "accountOwner" || authorityType === "closeAccount" ? "account" : "mint";
}
