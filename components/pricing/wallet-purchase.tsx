"use client";
// The wallet half of /pricing (wallet adapter + @solana/web3.js, the heaviest
// JS in the app), loaded on its own by pricing-view.tsx only when purchases are
// on: other pages, which prefetch /pricing through the header link, never
// download it.
import { rpcEndpointFor } from "@/components/wallet/rpc-endpoint";
import { WalletProviders } from "@/components/wallet/wallet-providers";
import type { BuyablePlan } from "@/components/pricing/plan-choice";
import type { Pricing } from "@/components/pricing/pricing-schema";
import { PurchasePanel } from "@/components/pricing/purchase-panel";

export default function WalletPurchase({ pricing, plan, onPlan }: { pricing: Pricing; plan: BuyablePlan; onPlan(plan: BuyablePlan): void }) {
  if (!pricing.payments.enabled) return null;
  return (
    <WalletProviders endpoint={rpcEndpointFor(pricing.payments)}>
      <PurchasePanel pricing={pricing} plan={plan} onPlan={onPlan} />
    </WalletProviders>
  );
}
