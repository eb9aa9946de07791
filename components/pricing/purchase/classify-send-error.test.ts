import { SendTransactionError } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { classifySendError } from "@/components/pricing/purchase/classify-send-error";

// Recorded from the embedded ledger (which answers as mainnet does) through web3.js sendRawTransaction.
const NO_SOL = "Simulation failed. \nMessage: Transaction simulation failed: Attempt to debit an account but found no record of a prior credit.. \nLogs: \n[]. \nCatch the `SendTransactionError` and call `getLogs()` on it for full details.";
const LOW_USDC_LOGS = [
  "Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA invoke [1]",
  "Program log: Instruction: TransferChecked",
  "Program log: Error: insufficient funds",
  "Program TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA failed: custom program error: 0x1",
];
const NO_DEPOSIT_LOGS = [
  "Program ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL invoke [1]",
  "Program 11111111111111111111111111111111 invoke [2]",
  "Transfer: insufficient lamports 5000, need 2039280",
  "Program 11111111111111111111111111111111 failed: custom program error: 0x1",
];

/** what wallet-adapter throws: its own error class with the wallet's error inside */
function adapterError(name: string, message: string, inner: unknown) {
  return Object.assign(new Error(message), { name, error: inner });
}

describe("classifySendError", () => {
  it("reads a declined signature, by code 4001 or by the wallet's words", () => {
    expect(classifySendError(adapterError("WalletSendTransactionError", "", { code: 4001, message: "" })).failure.kind).toBe("rejected");
    expect(classifySendError(adapterError("WalletSendTransactionError", "User rejected the request.", undefined)).failure.kind).toBe("rejected");
    expect(classifySendError(new Error("Transaction cancelled")).failure.kind).toBe("rejected");
  });

  it("reads a wallet with no SOL at all from the simulation error", () => {
    const error = classifySendError(adapterError("WalletSendTransactionError", NO_SOL, undefined));
    expect(error.failure).toMatchObject({ kind: "underfunded_sol", charged: false });
  });

  it("reads too little USDC from the token program's log, even when the message only says 0x1", () => {
    const sendError = new SendTransactionError({
      action: "send",
      signature: "",
      transactionMessage: "Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1",
      logs: LOW_USDC_LOGS,
    });
    expect(classifySendError(adapterError("WalletSendTransactionError", sendError.message, sendError)).failure.kind).toBe("underfunded_usdc");
  });

  it("tells too little SOL for the account deposit apart from too little USDC, though both are custom error 0x1", () => {
    const sendError = Object.assign(new Error("Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1"), { logs: NO_DEPOSIT_LOGS });
    expect(classifySendError(sendError).failure.kind).toBe("underfunded_sol");
  });

  it("reads an expired blockhash and an unreachable RPC", () => {
    expect(classifySendError(new Error("Transaction simulation failed: Blockhash not found")).failure.kind).toBe("expired");
    expect(classifySendError(new TypeError("Failed to fetch")).failure.kind).toBe("network");
  });

  it("keeps the first line of an unknown wallet error as detail", () => {
    const error = classifySendError(new Error("Ledger device locked\nstack..."));
    expect(error.failure).toEqual({ kind: "wallet", detail: "Ledger device locked", charged: false });
  });
});
