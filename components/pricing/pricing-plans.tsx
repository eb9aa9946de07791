import { ADD_ONS, FREE_KEY_NOTE, PLAN_CARDS, type PlanCard } from "./plan-catalog";

function PlanColumn({ plan }: { plan: PlanCard }) {
  return (
    <article
      className={`flex flex-col rounded-2xl border p-6 ${plan.highlight ? "border-sky-400/60 bg-sky-500/[0.07] shadow-lg shadow-sky-500/10" : "border-line bg-panel/80"}`}
      data-testid="plan"
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
      <p className="mt-6 rounded-xl border border-line/70 bg-black/20 px-3 py-2 text-center text-xs text-slate-400">
        {plan.id === "free" ? "Nothing to buy: just scan." : "Paid in USDC on Solana from your wallet."}
      </p>
    </article>
  );
}

export function PricingPlans() {
  return (
    <div className="space-y-6">
      <div className="grid gap-5 md:grid-cols-3">
        {PLAN_CARDS.map((plan) => (
          <PlanColumn key={plan.id} plan={plan} />
        ))}
      </div>
      <p className="text-center text-sm text-slate-400">{FREE_KEY_NOTE}</p>
      {ADD_ONS.map((addOn) => (
        <div key={addOn.name} className="flex flex-col gap-1 rounded-2xl border border-line bg-panel/60 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-slate-200">{addOn.name}</p>
            <p className="text-sm text-slate-400">{addOn.text}</p>
          </div>
          <p className="text-sm font-semibold text-slate-200">{addOn.price}</p>
        </div>
      ))}
    </div>
  );
}
