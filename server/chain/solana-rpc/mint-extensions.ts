// Token-2022 mint extensions as the jsonParsed decoder names them
// ({ extension: "transferFeeConfig", state: {...} }), mapped to the engine's
// MintExtension. Only the extensions the honeypot rules look at are read in
// detail; the rest (metadataPointer, tokenMetadata, scaledUiAmountConfig,
// confidentialTransferMint, ...) are kept by name.
import { z } from "zod";
import type { MintExtension } from "@/server/engine/snapshot";
import { parseBody } from "@/server/chain/http/parse-body";

const address = z.string().nullable();
// u64 fields arrive as JSON numbers: exact up to 2^53. Above that (a "no cap"
// maximumFee is often u64::MAX) JSON.parse rounds to the nearest double; we keep
// that value, which is still correct to 16 digits and never mistaken for small.
const u64 = z
  .union([z.number().nonnegative(), z.string().regex(/^\d+$/)])
  .transform((v) => (typeof v === "number" ? BigInt(Math.floor(v)) : BigInt(v)));
const transferFee = z.object({ epoch: z.number().optional(), transferFeeBasisPoints: z.number().int(), maximumFee: u64 });

const states = {
  transferFeeConfig: z.object({
    transferFeeConfigAuthority: address,
    withdrawWithheldAuthority: address,
    newerTransferFee: transferFee,
  }),
  transferHook: z.object({ authority: address, programId: address }),
  permanentDelegate: z.object({ delegate: address }),
  defaultAccountState: z.object({ accountState: z.string() }),
  pausable: z.object({ authority: address, paused: z.boolean() }),
  mintCloseAuthority: z.object({ closeAuthority: address }),
};

export function parseMintExtension(entry: { extension: string; state?: unknown }): MintExtension {
  const { extension, state } = entry;
  const read = <T>(schema: z.ZodType<T>): T => parseBody("rpc", `mint extension ${extension}`, schema, state);
  switch (extension) {
    case "transferFeeConfig": {
      // newerTransferFee is the fee in force from its epoch on (a pending raise
      // shows here first), so it is the one a buyer would pay on exit.
      const fee = read(states.transferFeeConfig);
      return {
        kind: "transferFeeConfig",
        feeBps: fee.newerTransferFee.transferFeeBasisPoints,
        maxFee: fee.newerTransferFee.maximumFee,
        configAuthority: fee.transferFeeConfigAuthority,
        withdrawAuthority: fee.withdrawWithheldAuthority,
      };
    }
    case "transferHook": {
      const hook = read(states.transferHook);
      return { kind: "transferHook", programId: hook.programId, authority: hook.authority };
    }
    case "permanentDelegate":
      return { kind: "permanentDelegate", delegate: read(states.permanentDelegate).delegate };
    case "defaultAccountState": {
      const accountState = read(states.defaultAccountState).accountState;
      if (accountState === "initialized" || accountState === "frozen") return { kind: "defaultAccountState", state: accountState };
      return { kind: "other", name: `defaultAccountState:${accountState}` };
    }
    case "nonTransferable":
      return { kind: "nonTransferable" };
    // "pausableConfig" on mints (the decoder's name); "pausable" accepted for older decoders.
    case "pausableConfig":
    case "pausable": {
      const pause = read(states.pausable);
      return { kind: "pausable", authority: pause.authority, paused: pause.paused };
    }
    case "mintCloseAuthority":
      return { kind: "mintCloseAuthority", authority: read(states.mintCloseAuthority).closeAuthority };
    default:
      return { kind: "other", name: extension };
  }
}
