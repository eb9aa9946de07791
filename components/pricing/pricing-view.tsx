"use client";
// /pricing: the plans as configured on the server (GET /api/pricing) and the
// wallet purchase of a key.
import { useState } from "react";
import { describeApiError } from "../scan/describe-api-error";
import { Notice } from "../ui/card";
import { rpcEndpointFor } from "../wallet/rpc-endpoint";
import { WalletProviders } from "../wallet/wallet-providers";
import { PaymentWalletCard } from "./payment-wallet-card";
import { buildPlanCards } from "./plan-catalog";
import type { BuyablePlan } from "./plan-choice";
import { PricingPlans, PricingPlansSkeleton } from "./pricing-plans";
import { PurchasePanel } from "./purchase-panel";
import { usePricing } from "./use-pricing";

export function PricingView() {
  const state = usePricing();
  const [plan, setPlan] = useState<BuyablePlan>("payg");

  if (state.status === "loading") return <PricingPlansSkeleton />;
  if (state.status === "error") {
    const text = describeApiError(state.problem);
    return (
      <Notice tone="error" title="The prices could not be loaded" testId="pricing-error">
        {text.body}
      </Notice>
    );
  }
  const { pricing } = state;
  const { payments } = pricing;
  return (
    <div className="space-y-10">
      <PricingPlans
        cards={buildPlanCards(pricing)}
        onBuy={
          payments.enabled
            ? (id) => {
                setPlan(id);
                document.getElementById("buy")?.scrollIntoView({ behavior: "smooth", block: "start" });
              }
            : undefined
        }
      />
      <section id="buy" className="scroll-mt-20 rounded-2xl border border-line bg-panel/80 p-5 shadow-lg shadow-black/20 sm:p-6" data-testid="purchase">
        <header className="mb-5">
          <h2 className="text-xl font-bold text-white">Buy a key with your wallet</h2>
          <p className="mt-1 text-sm text-slate-400">USDC on Solana from any Wallet Standard wallet. No account, no card: the key is yours as soon as the payment is final.</p>
        </header>
        {payments.enabled ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
            <WalletProviders endpoint={rpcEndpointFor(payments)}>
              <PurchasePanel pricing={pricing} plan={plan} onPlan={setPlan} />
            </WalletProviders>
            <PaymentWalletCard payments={payments} />
          </div>
        ) : (
          <Notice tone="info" title="Purchases are not available on this server" testId="payments-disabled">
            {payments.reason}
          </Notice>
        )}
      </section>
    </div>
  );
}
