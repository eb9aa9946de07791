// SOL moved by System program instructions, top-level and CPI. These are the
// funding edges the funding trace walks (who paid whom, in lamports).
import type { Address } from "@/server/engine/snapshot";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import type { FlatInstruction } from "@/server/chain/normalize/flatten-instructions";
import { systemCreateAccountInfoSchema, systemTransferInfoSchema } from "@/server/chain/normalize/instruction-info-schemas";
import { type ParsedCall, selectParsedCalls } from "@/server/chain/normalize/parsed-instructions";
import type { SolTransfer } from "@/server/chain/normalize/types";

const SYSTEM = new Set<Address>([KNOWN_PROGRAMS.system]);
const TRANSFER_KINDS = new Set(["transfer", "transferWithSeed", "createAccount", "createAccountWithSeed"]);

/** createAccount(WithSeed) funds the new account from `source`, so it is a transfer too. */
function readTransfer(call: ParsedCall): SolTransfer {
  const inner = call.inner;
  switch (call.type) {
    case "transfer":
    case "transferWithSeed": {
      const info = systemTransferInfoSchema.parse(call.info);
      return { from: info.source, to: info.destination, lamports: BigInt(info.lamports), inner, kind: call.type };
    }
    case "createAccount":
    case "createAccountWithSeed": {
      const info = systemCreateAccountInfoSchema.parse(call.info);
      return { from: info.source, to: info.newAccount, lamports: BigInt(info.lamports), inner, kind: call.type };
    }
    default:
      throw new Error(`not a SOL transfer instruction: ${call.type}`);
  }
}

/**
 * In execution order. Zero-lamport transfers are kept (they are real
 * instructions); callers that trace funding ignore them by amount.
 */
export function extractSolTransfers(flat: FlatInstruction[]): SolTransfer[] {
  return selectParsedCalls(flat, SYSTEM, TRANSFER_KINDS).map(readTransfer);
}

const ALLOCATE_KINDS = new Set(["allocate", "allocateWithSeed", "assign", "assignWithSeed"]);

/**
 * Accounts given space or an owner by the System program: with createAccount's
 * new accounts, the accounts this transaction creates. A program that funds
 * an account by transfer and then allocates and assigns it (Metaplex
 * metadata, the ATA program on a pre-funded address) creates it as surely.
 */
export function extractAllocatedAccounts(flat: FlatInstruction[]): Address[] {
  const accounts = selectParsedCalls(flat, SYSTEM, ALLOCATE_KINDS).map((call) => (call.info as { account?: unknown }).account);
  return [...new Set(accounts.filter((a): a is Address => typeof a === "string"))];
}
