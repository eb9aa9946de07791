// SOL moved by System program instructions, top-level and CPI. These are the
// funding edges the funding trace walks (who paid whom, in lamports).
import type { Address } from "@/server/engine/snapshot";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import type { FlatInstruction } from "./flatten-instructions";
import {
  systemCreateAccountInfoSchema,
  systemTransferInfoSchema,
  systemTransferWithSeedInfoSchema,
} from "./instruction-info-schemas";
import { selectParsedCalls } from "./parsed-instructions";
import type { SolTransfer } from "./types";

const SYSTEM = new Set<Address>([KNOWN_PROGRAMS.system]);
const TRANSFER_TYPES = new Set<SolTransfer["kind"]>([
  "transfer",
  "transferWithSeed",
  "createAccount",
  "createAccountWithSeed",
]);

const isTransferKind = (type: string): type is SolTransfer["kind"] => TRANSFER_TYPES.has(type as SolTransfer["kind"]);

/**
 * Zero-lamport transfers are kept (they are real instructions, e.g. a
 * 0-lamport "ping"); callers that trace funding ignore them by amount.
 * createAccount funds the new account from `source`, so it is a transfer too.
 */
export function extractSolTransfers(flat: FlatInstruction[]): SolTransfer[] {
  const transfers: SolTransfer[] = [];
  for (const call of selectParsedCalls(flat, SYSTEM, TRANSFER_TYPES)) {
    if (!isTransferKind(call.type)) continue;
    const kind = call.type;
    if (kind === "transfer" || kind === "transferWithSeed") {
      const schema = kind === "transfer" ? systemTransferInfoSchema : systemTransferWithSeedInfoSchema;
      const info = schema.parse(call.info);
      transfers.push({ from: info.source, to: info.destination, lamports: BigInt(info.lamports), inner: call.inner, kind });
    } else {
      const info = systemCreateAccountInfoSchema.parse(call.info);
      transfers.push({ from: info.source, to: info.newAccount, lamports: BigInt(info.lamports), inner: call.inner, kind });
    }
  }
  return transfers;
}
