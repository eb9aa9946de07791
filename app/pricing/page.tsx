import type { Metadata } from "next";
import { PricingView } from "@/components/pricing/pricing-view";

export const metadata: Metadata = { title: "Pricing" };

export default function PricingPage() {
  return (
    <div className="space-y-8 pt-2 sm:pt-6">
      <div className="mx-auto max-w-2xl space-y-2 text-center">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Simple, push-only pricing</h1>
        <p className="text-slate-400">Scan for free. Pay in USDC when you need more: no account, no card, nothing charged automatically.</p>
      </div>
      <PricingView />
    </div>
  );
}
