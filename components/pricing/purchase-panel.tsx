"use client";
// Buy a key with a Solana wallet: choose, connect, pay, watch it land, get the
// key. Lives inside WalletProviders (connection + wallet context).
import { useWallet } from "@solana/wallet-adapter-react";
import { useState } from "react";
import { Notice } from "@/components/ui/card";
import { ConnectWallet } from "@/components/wallet/connect-wallet";
import { PlanChoice, readCredit, type BuyablePlan } from "@/components/pricing/plan-choice";
import type { Pricing } from "@/components/pricing/pricing-schema";
import { describeFailure } from "@/components/pricing/purchase/describe-failure";
import { KeyReveal } from "@/components/pricing/purchase/key-reveal";
import { PaymentRecovery } from "@/components/pricing/purchase/payment-recovery";
import { PurchaseProgress } from "@/components/pricing/purchase/purchase-progress";
import { useKeyPurchase } from "@/components/pricing/purchase/use-key-purchase";
import { formatUsdc } from "@/components/pricing/usdc-amount";

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sky-500/15 text-xs font-bold text-sky-200">
        {n}
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <h3 className="font-semibold text-slate-100">{title}</h3>
        {children}
      </div>
    </div>
  );
}

export function PurchasePanel({ pricing, plan, onPlan }: { pricing: Pricing; plan: BuyablePlan; onPlan(plan: BuyablePlan): void }) {
  const { connected } = useWallet();
  const { state, pay, retry, reset } = useKeyPurchase();
  const [credit, setCredit] = useState(pricing.payg_minimum_usdc);
  const read = readCredit(credit, pricing);
  const amount = plan === "unlimited" ? pricing.unlimited.price_usdc : "micros" in read ? formatUsdc(read.micros) : null;

  if (state.phase === "done" && state.key) return <KeyReveal result={state.key} onDone={() => reset()} />;
  if (state.phase === "failed" && state.failure?.charged && state.payment) {
    return <PaymentRecovery failure={state.failure} payment={state.payment} onRetry={(reissue) => void retry(reissue)} onForget={() => reset(true)} />;
  }
  if (state.phase !== "idle" && state.phase !== "failed") return <PurchaseProgress phase={state.phase} signature={state.payment?.signature} />;

  const failureText = state.phase === "failed" && state.failure ? describeFailure(state.failure) : null;
  return (
    <div className="space-y-6">
      {failureText && (
        <div data-testid="purchase-failed" data-failure={state.failure?.kind}>
          <Notice tone="error" title={failureText.title} testId="purchase-error">
            {failureText.body}
          </Notice>
        </div>
      )}
      <Step n={1} title="Choose a plan">
        <PlanChoice pricing={pricing} plan={plan} onPlan={onPlan} credit={credit} onCredit={setCredit} disabled={false} />
      </Step>
      <Step n={2} title="Connect your wallet">
        <ConnectWallet />
      </Step>
      <Step n={3} title="Pay">
        <button
          type="button"
          disabled={!connected || amount === null}
          onClick={() => void pay(plan === "unlimited" ? { plan } : { plan, amountMicros: "micros" in read ? read.micros : undefined })}
          className="w-full rounded-xl bg-sky-500 px-5 py-3 text-base font-semibold text-slate-950 hover:bg-sky-400 disabled:cursor-not-allowed disabled:bg-slate-700 disabled:text-slate-400 sm:w-auto"
        >
          {amount === null ? "Enter a valid amount" : `Pay ${amount} USDC for ${plan === "unlimited" ? `Unlimited (${pricing.unlimited.days} days)` : "pay-as-you-go credit"}`}
        </button>
        <p className="text-xs text-slate-400">
          {connected ? "Your wallet will ask you to approve one USDC transfer with a memo. The network fee is a fraction of a cent." : "Connect a wallet to pay."}
        </p>
      </Step>
    </div>
  );
}
