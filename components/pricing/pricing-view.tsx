"use client";
// /pricing: the plans as configured on the server (GET /api/pricing) and the
// wallet purchase of a key.
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { describeApiError } from "@/components/scan/describe-api-error";
import { Notice } from "@/components/ui/card";
import { PaymentWalletCard } from "@/components/pricing/payment-wallet-card";
import { buildPlanCards } from "@/components/pricing/plan-catalog";
import type { BuyablePlan } from "@/components/pricing/plan-choice";
import { PricingPlans, PricingPlansSkeleton } from "@/components/pricing/pricing-plans";
import { usePricing } from "@/components/pricing/use-pricing";
import { useDeferredStart } from "@/components/ui/use-deferred-start";

// the wallet adapter and web3.js load here, on /pricing, and nowhere else; and here not while
// the page loads (their evaluation was /pricing's longest task, issue 21) but when the purchase
// form is about to scroll into view, a plan's Buy is pressed, or a few seconds after the load
function WalletLoading() {
  return <p className="text-sm text-slate-400">Loading the wallet purchase…</p>;
}
const WalletPurchase = dynamic(() => import("@/components/pricing/wallet-purchase"), { ssr: false, loading: WalletLoading });

/** frames to wait for the purchase form (its wallet code may start loading on the press): about 10 s */
const FORM_WAIT_FRAMES = 600;
/** ms after the page's load before the wallet code loads unasked */
const WALLET_AUTO_START_MS = 3_000;

/** Calls `onNear` once `target` comes within half a screen of the viewport (or takes the focus). */
function useNearView(target: React.RefObject<HTMLElement | null>, onNear: () => void, active: boolean): void {
  useEffect(() => {
    const element = target.current;
    if (!active || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onNear(), { rootMargin: "50% 0px" });
    observer.observe(element);
    element.addEventListener("focusin", onNear);
    return () => {
      observer.disconnect();
      element.removeEventListener("focusin", onNear);
    };
  }, [target, onNear, active]);
}

/**
 * Focus follows the choice to the purchase form, on the chosen plan's radio: the next Tab continues
 * the purchase instead of landing in (and never changing) the other plan. The form may still be
 * loading: then it waits for it, unless the reader has moved focus elsewhere meanwhile.
 */
function focusPlanRadio(id: BuyablePlan, from: Element | null, frames = FORM_WAIT_FRAMES): void {
  const radio = document.getElementById(`plan-${id}`);
  if (!radio) {
    if (frames > 0) requestAnimationFrame(() => focusPlanRadio(id, from, frames - 1));
    return;
  }
  if (frames < FORM_WAIT_FRAMES && document.activeElement !== from && document.activeElement !== document.body) return;
  radio.scrollIntoView({ behavior: "smooth", block: "center" });
  radio.focus({ preventScroll: true });
}

export function PricingView() {
  const state = usePricing();
  const [plan, setPlan] = useState<BuyablePlan>("payg");
  const wallet = useDeferredStart({ delayMs: WALLET_AUTO_START_MS });
  const purchase = useRef<HTMLElement>(null);
  useNearView(purchase, wallet.start, state.status === "ready" && state.pricing.payments.enabled && !wallet.started);

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
        chosen={payments.enabled ? plan : undefined}
        onBuy={
          payments.enabled
            ? (id) => {
                setPlan(id);
                wallet.start();
                focusPlanRadio(id, document.activeElement);
              }
            : undefined
        }
      />
      <section ref={purchase} id="buy" className="scroll-mt-20 rounded-2xl border border-line bg-panel/80 p-5 shadow-lg shadow-black/20 sm:p-6" data-testid="purchase">
        <header className="mb-5">
          <h2 className="text-xl font-bold text-white">Buy a key with your wallet</h2>
          <p className="mt-1 text-sm text-slate-400">USDC on Solana from any Wallet Standard wallet. No account, no card: the key is yours as soon as the payment is final.</p>
        </header>
        {payments.enabled ? (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
            {wallet.started ? <WalletPurchase pricing={pricing} plan={plan} onPlan={setPlan} /> : <WalletLoading />}
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
