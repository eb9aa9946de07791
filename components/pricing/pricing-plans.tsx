import type { PlanCard, PlanId } from "@/components/pricing/plan-catalog";

function PlanColumn({ plan, onBuy, chosen }: { plan: PlanCard; onBuy?: (id: "payg" | "unlimited") => void; chosen?: PlanId }) {
  const buyable = plan.id !== "free" && onBuy;
  return (
    <article
      className={`flex flex-col rounded-2xl border p-6 ${plan.highlight ? "border-sky-400/60 bg-sky-500/[0.07] shadow-lg shadow-sky-500/10" : "border-line bg-panel/80"}`}
      data-testid="plan"
      data-plan={plan.id}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-white">{plan.name}</h2>
        {plan.highlight && <span className="rounded-full bg-sky-400/20 px-2.5 py-0.5 text-xs font-semibold text-sky-200">Most popular</span>}
      </div>
      <p className="mt-1 text-sm text-slate-400">{plan.blurb}</p>
      <p className="mt-5">
        <span className="text-3xl font-black text-white">{plan.price}</span>
        <span className="ml-2 text-sm text-slate-400">{plan.cadence}</span>
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-300">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-400">✓</span>
            {feature}
          </li>
        ))}
      </ul>
      {buyable ? (
        <button
          type="button"
          aria-pressed={chosen === plan.id}
          onClick={() => onBuy(plan.id as "payg" | "unlimited")}
          className={`mt-6 rounded-xl px-4 py-2.5 text-sm font-semibold ${plan.highlight ? "bg-sky-500 text-slate-950 hover:bg-sky-400" : "border border-line text-slate-100 hover:border-sky-400"}`}
        >
          {plan.id === "unlimited" ? "Buy Unlimited" : "Buy credit"}
        </button>
      ) : (
        <p className="mt-6 rounded-xl border border-line/70 bg-black/20 px-3 py-2.5 text-center text-sm text-slate-400">
          {plan.id === "free" ? "Nothing to buy: just scan." : "Paid in USDC on Solana."}
        </p>
      )}
    </article>
  );
}

export function PricingPlans({ cards, onBuy, chosen }: { cards: PlanCard[]; onBuy?: (id: Exclude<PlanId, "free">) => void; chosen?: PlanId }) {
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {cards.map((plan) => (
        <PlanColumn key={plan.id} plan={plan} onBuy={onBuy} chosen={chosen} />
      ))}
    </div>
  );
}

export function PricingPlansSkeleton() {
  return (
    <div className="grid gap-5 md:grid-cols-3" aria-busy="true" aria-label="Loading the plans">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-80 animate-pulse rounded-2xl border border-line bg-panel/60" />
      ))}
    </div>
  );
}
