// sendTransaction and simulateTransaction as a node runs them. With preflight
// (the default) every check answers an RPC error and nothing lands unless the
// transaction succeeds. With skipPreflight the node only forwards it: a bad
// signature, an unknown or expired blockhash, a duplicate or a fee payer that
// cannot pay is dropped by the leader (the signature is still answered and
// never lands), while an instruction failure lands with its fee charged.
import type { TransactionError } from "@/server/ledger/world/types";
import { executeTransaction, type CommitMode } from "@/server/ledger/live/execute/execute-transaction";
import type { LiveChain } from "@/server/ledger/live/live-chain";
import { preflightFailure, signatureVerificationFailure, simulationValue } from "@/server/ledger/live/tx-errors";
import type { DecodedTransaction } from "@/server/ledger/live/wire/decode-transaction";
import { verifyTransactionSignatures } from "@/server/ledger/live/wire/verify-signatures";

/** The bank's checks before loading: blockhash age, then the status cache. */
function checkAge(chain: LiveChain, tx: DecodedTransaction): TransactionError | null {
  if (!chain.isBlockhashValid(tx.recentBlockhash)) return "BlockhashNotFound";
  if (chain.world.transactions.has(tx.signature)) return "AlreadyProcessed";
  return null;
}

export function submitTransaction(chain: LiveChain, tx: DecodedTransaction, options: { skipPreflight: boolean }): string {
  const forwardOnly = options.skipPreflight;
  if (!verifyTransactionSignatures(tx)) {
    if (forwardOnly) return tx.signature;
    throw signatureVerificationFailure();
  }
  const ageError = checkAge(chain, tx);
  if (ageError) {
    if (forwardOnly) return tx.signature;
    throw preflightFailure({ err: ageError, logs: [], unitsConsumed: 0 });
  }
  const mode: CommitMode = forwardOnly ? "always" : "on-success";
  const result = executeTransaction(chain.world, tx, chain.stamp(), mode);
  if (result.err && !forwardOnly) throw preflightFailure({ ...result, err: result.err });
  return tx.signature;
}

export interface SimulateOptions {
  sigVerify: boolean;
  replaceRecentBlockhash: boolean;
}

export function simulateTransaction(chain: LiveChain, tx: DecodedTransaction, options: SimulateOptions) {
  if (options.sigVerify && !verifyTransactionSignatures(tx)) throw signatureVerificationFailure();
  let subject = tx;
  let replacement: { blockhash: string; lastValidBlockHeight: number } | null = null;
  if (options.replaceRecentBlockhash) {
    const { blockhash, lastValidBlockHeight } = chain.latestBlockhash("finalized");
    replacement = { blockhash, lastValidBlockHeight };
    subject = { ...tx, recentBlockhash: blockhash };
  }
  const ageError = checkAge(chain, subject);
  if (ageError) return simulationValue({ err: ageError, logs: [], unitsConsumed: 0 }, replacement);
  return simulationValue(executeTransaction(chain.world, subject, chain.stamp(), "never"), replacement);
}
