// Transaction errors as the node names and prints them (the Display texts of
// solana TransactionError / InstructionError), and the JSON-RPC errors
// sendTransaction answers with: -32002 "Transaction simulation failed: ..."
// carrying the simulation result, -32003 for a bad signature.
import { RpcError } from "@/server/ledger/rpc/rpc-error";
import type { TransactionError } from "@/server/ledger/world/types";

/** An InstructionError's detail: `{ Custom: n }` or a unit variant name. */
export type InstructionErrorDetail = { Custom: number } | string;

const INSTRUCTION_TEXT: Record<string, string> = {
  GenericError: "generic instruction error",
  InvalidArgument: "invalid program argument",
  InvalidInstructionData: "invalid instruction data",
  InvalidAccountData: "invalid account data for instruction",
  InsufficientFunds: "insufficient funds for instruction",
  IncorrectProgramId: "incorrect program id for instruction",
  MissingRequiredSignature: "missing required signature for instruction",
  NotEnoughAccountKeys: "insufficient account keys for instruction",
  InvalidSeeds: "Provided seeds do not result in a valid address",
  UnsupportedProgramId: "Unsupported program id",
  IllegalOwner: "Provided owner is not allowed",
  ReadonlyLamportChange: "instruction changed the balance of a read-only account",
  ReadonlyDataModified: "instruction modified data of a read-only account",
  ExternalAccountLamportSpend: "instruction spent from the balance of an account it does not own",
  PrivilegeEscalation: "Cross-program invocation with unauthorized signer or writable account",
};

const TRANSACTION_TEXT: Record<string, string> = {
  AccountNotFound: "Attempt to debit an account but found no record of a prior credit.",
  InsufficientFundsForFee: "Insufficient funds for fee",
  InvalidAccountForFee: "This account may not be used to pay transaction fees",
  AlreadyProcessed: "This transaction has already been processed",
  BlockhashNotFound: "Blockhash not found",
  ProgramAccountNotFound: "Attempt to load a program that does not exist",
  InvalidProgramForExecution: "Transaction attempted to use an invalid program for execution",
  AccountLoadedTwice: "Account loaded twice",
  SanitizeFailure: "Transaction failed to sanitize accounts offsets correctly",
};

export function instructionErrorText(detail: InstructionErrorDetail): string {
  if (typeof detail === "object") return `custom program error: 0x${detail.Custom.toString(16)}`;
  return INSTRUCTION_TEXT[detail] ?? detail;
}

export function transactionErrorText(err: TransactionError): string {
  if (typeof err === "string") return TRANSACTION_TEXT[err] ?? err;
  if ("InstructionError" in err) {
    const [index, detail] = err.InstructionError;
    return `Error processing Instruction ${index}: ${instructionErrorText(detail as InstructionErrorDetail)}`;
  }
  if ("InsufficientFundsForRent" in err) {
    return `Transaction results in an account (${err.InsufficientFundsForRent.account_index}) with insufficient funds for rent`;
  }
  return `Transaction contains a duplicate instruction (${err.DuplicateInstruction}) that is not allowed`;
}

export interface SimulationResult {
  err: TransactionError | null;
  logs: string[];
  unitsConsumed: number;
  /** bytes of account data the transaction loaded; 0 when it failed before loading. */
  loadedAccountsDataSize?: number;
}

/** The `value` of simulateTransaction and the `data` of a failed preflight, in the node's key order. */
export function simulationValue(result: SimulationResult, replacementBlockhash: unknown = null) {
  return {
    accounts: null,
    err: result.err,
    innerInstructions: null,
    loadedAccountsDataSize: result.loadedAccountsDataSize ?? 0,
    logs: result.logs,
    replacementBlockhash,
    returnData: null,
    unitsConsumed: result.unitsConsumed,
  };
}

export function preflightFailure(result: SimulationResult & { err: TransactionError }): RpcError {
  return new RpcError(-32002, `Transaction simulation failed: ${transactionErrorText(result.err)}`, simulationValue(result));
}

export const signatureVerificationFailure = () => new RpcError(-32003, "Transaction signature verification failure");
