// jsonParsed views of mints and token accounts, in the node's shape
// (accounts/mint-*-jsonparsed.json): Token-2022 extensions listed as
// { extension, state } in TLV order.
import { PROGRAMS } from "@/server/ledger/constants";
import { uiTokenAmount } from "@/server/ledger/format";
import type { MintExtensionState, MintState, TokenAccountState } from "@/server/ledger/world/types";

function mintExtension(mintAddress: string, ext: MintExtensionState): Record<string, unknown> {
  switch (ext.type) {
    case "transferFeeConfig": {
      const fee = (f: typeof ext.olderFee) => ({ epoch: Number(f.epoch), maximumFee: Number(f.maximumFee), transferFeeBasisPoints: f.basisPoints });
      return {
        extension: "transferFeeConfig",
        state: {
          newerTransferFee: fee(ext.newerFee),
          olderTransferFee: fee(ext.olderFee),
          transferFeeConfigAuthority: ext.configAuthority,
          withdrawWithheldAuthority: ext.withdrawAuthority,
          withheldAmount: Number(ext.withheldAmount),
        },
      };
    }
    case "transferHook":
      return { extension: "transferHook", state: { authority: ext.authority, programId: ext.programId } };
    case "permanentDelegate":
      return { extension: "permanentDelegate", state: { delegate: ext.delegate } };
    case "defaultAccountState":
      return { extension: "defaultAccountState", state: { accountState: ext.state } };
    case "mintCloseAuthority":
      return { extension: "mintCloseAuthority", state: { closeAuthority: ext.authority } };
    case "nonTransferable":
      return { extension: "nonTransferable" };
    case "metadataPointer":
      return { extension: "metadataPointer", state: { authority: ext.authority, metadataAddress: ext.metadataAddress } };
    case "tokenMetadata":
      return {
        extension: "tokenMetadata",
        state: { additionalMetadata: [], mint: mintAddress, name: ext.name, symbol: ext.symbol, updateAuthority: ext.updateAuthority, uri: ext.uri },
      };
  }
}

export function parsedMint(address: string, mint: MintState): { info: Record<string, unknown>; type: "mint" } {
  const info: Record<string, unknown> = {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority,
    isInitialized: true,
    mintAuthority: mint.mintAuthority,
    supply: mint.supply.toString(),
  };
  if (mint.programId === PROGRAMS.token2022 && mint.extensions.length > 0) {
    info.extensions = mint.extensions.map((e) => mintExtension(address, e));
  }
  return { info, type: "mint" };
}

export function parsedTokenAccount(token: TokenAccountState, decimals: number): { info: Record<string, unknown>; type: "account" } {
  const info: Record<string, unknown> = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, decimals),
  };
  if (token.delegate) {
    info.delegate = token.delegate;
    info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
  }
  if (token.isNative !== null) info.rentExemptReserve = uiTokenAmount(token.isNative, decimals);
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority;
  if (token.programId === PROGRAMS.token2022 && token.extensions.length > 0) {
    info.extensions = token.extensions.map((e) =>
      e === "immutableOwner"
        ? { extension: "immutableOwner" }
        : e === "transferFeeAmount"
          ? { extension: "transferFeeAmount", state: { withheldAmount: Number(token.withheldAmount) } }
          : { extension: "transferHookAccount", state: { transferring: false } },
    );
  }
  return { info, type: "account" };
}
