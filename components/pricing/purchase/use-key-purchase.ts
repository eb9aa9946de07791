"use client";
// The purchase as a sequence the page can show: quote -> funds check -> wallet
// signs and sends -> sent / confirmed / finalized -> redeem -> the key. Once
// the wallet has sent, the payment is saved (pending-payment.ts) until a key
// comes back, so no failure after that point can lose it.
import type { BuyKeyResponse } from "@/server/contracts/access";
import { useConnection, useWallet } from "@solana/wallet-adapter-react";
import { useCallback, useRef, useState } from "react";
import { redeemKey, requestQuote, type KeyOrder } from "@/components/pricing/purchase/buy-key-api";
import { findShortfall } from "@/components/pricing/purchase/check-funds";
import { classifySendError } from "@/components/pricing/purchase/classify-send-error";
import { clearPendingPayment, readPendingPayment, savePendingPayment, type PendingPayment } from "@/components/pricing/purchase/pending-payment";
import { failure, PurchaseError, type PurchaseFailure } from "@/components/pricing/purchase/purchase-failure";
import { buildUsdcTransfer } from "@/components/pricing/purchase/usdc-transfer";
import { waitForFinality, type ChainProgress } from "@/components/pricing/purchase/wait-for-finality";

export type PurchasePhase = "idle" | "quoting" | "checking" | "signing" | ChainProgress | "redeeming" | "done" | "failed";

export interface PurchaseState {
  phase: PurchasePhase;
  failure?: PurchaseFailure;
  /** set once the wallet has sent: what redeems the key */
  payment?: PendingPayment;
  key?: BuyKeyResponse;
}

function initialState(): PurchaseState {
  // the page renders this only in the browser, after the pricing answer arrived
  const payment = typeof window === "undefined" ? null : readPendingPayment();
  return payment ? { phase: "failed", payment, failure: failure("unfinished").failure } : { phase: "idle" };
}

/** Reads before the wallet signs: a failure here is the RPC's, and nothing was charged. */
function rpcFailure(error: unknown): PurchaseError {
  return error instanceof PurchaseError ? error : failure("network", "The Solana RPC did not answer. Check your connection and try again.");
}

export function useKeyPurchase() {
  const { connection } = useConnection();
  const { publicKey, sendTransaction } = useWallet();
  const [state, setState] = useState<PurchaseState>(initialState);
  const busy = useRef(false);

  const redeem = useCallback(async (payment: PendingPayment, reissue: boolean) => {
    setState({ phase: "redeeming", payment });
    const key = await redeemKey({ signature: payment.signature, claimToken: payment.claimToken, reissue });
    clearPendingPayment();
    setState({ phase: "done", payment, key });
  }, []);

  const run = useCallback(async (work: (track: (payment: PendingPayment) => void) => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    let payment: PendingPayment | undefined;
    try {
      await work((sent) => (payment = sent));
    } catch (error) {
      // after the wallet sent, an unexpected error still leaves a payment to claim
      const stopped = error instanceof PurchaseError ? error.failure : payment ? failure("redeem_unreachable", String(error)).failure : classifySendError(error).failure;
      if (payment && !stopped.charged) clearPendingPayment(); // expired / failed on-chain: nothing to claim
      setState({ phase: "failed", failure: stopped, payment: stopped.charged ? payment : undefined });
    } finally {
      busy.current = false;
    }
  }, []);

  const pay = useCallback(
    (order: KeyOrder) =>
      run(async (track) => {
        if (!publicKey) throw failure("wallet", "Connect a wallet first.");
        setState({ phase: "quoting" });
        const quote = await requestQuote(order);
        setState({ phase: "checking" });
        const shortfall = await findShortfall(connection, publicKey, quote).catch((error: unknown) => Promise.reject(rpcFailure(error)));
        if (shortfall) throw shortfall;
        const recent = await connection.getLatestBlockhash("confirmed").catch((error: unknown) => Promise.reject(rpcFailure(error)));
        const tx = buildUsdcTransfer(quote, publicKey, recent);
        setState({ phase: "signing" });
        const signature = await sendTransaction(tx, connection, { preflightCommitment: "confirmed" }).catch(async (error: unknown) => {
          const refused = classifySendError(error);
          // the funds moved since the check (the simulation said so): read them again to give the numbers
          const recount = refused.failure.kind.startsWith("underfunded") ? await findShortfall(connection, publicKey, quote).catch(() => null) : null;
          return Promise.reject(recount ?? refused);
        });
        const payment: PendingPayment = { signature, claimToken: quote.claim_token, plan: quote.plan, amountUsdc: quote.amount_usdc, sentAt: new Date().toISOString() };
        savePendingPayment(payment);
        track(payment);
        await waitForFinality(connection, signature, recent.lastValidBlockHeight, { onProgress: (phase) => setState({ phase, payment }) });
        await redeem(payment, false);
      }),
    [connection, publicKey, sendTransaction, redeem, run],
  );

  /** Redeem the saved payment again; `reissue` replaces a key that was issued but never received. */
  const retry = useCallback(
    (reissue = false) =>
      run(async (track) => {
        const payment = state.payment;
        if (!payment) return;
        track(payment);
        await redeem(payment, reissue);
      }),
    [state.payment, redeem, run],
  );

  /** Back to the form; a payment that may have moved money is forgotten only with `forget`. */
  const reset = useCallback((forget = false) => {
    if (forget) clearPendingPayment();
    setState({ phase: "idle" });
  }, []);

  return { state, pay, retry, reset };
}
