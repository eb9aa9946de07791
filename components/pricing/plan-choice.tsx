"use client";
// Step 1 of the purchase: pay-as-you-go credit (an amount from the configured
// minimum) or the unlimited plan at its fixed price.
import type { Pricing } from "@/components/pricing/pricing-schema";
import { formatUsdc, parseUsdc, scansForCredit } from "@/components/pricing/usdc-amount";

export type BuyablePlan = "payg" | "unlimited";

/** The credit typed, in base units, or the reason it cannot be bought. */
export function readCredit(text: string, pricing: Pricing): { micros: bigint } | { problem: string } {
  const micros = parseUsdc(text);
  const minimum = parseUsdc(pricing.payg_minimum_usdc) ?? 0n;
  if (micros === null) return { problem: "Enter an amount like 5 or 2.5 (at most 6 decimals)." };
  if (micros < minimum) return { problem: `Credit starts at ${formatUsdc(minimum)} USDC.` };
  return { micros };
}

function Option({ id, checked, disabled, onSelect, title, children }: { id: BuyablePlan; checked: boolean; disabled: boolean; onSelect(): void; title: string; children: React.ReactNode }) {
  return (
    // A click on the tile selects the plan; the radio and its label stay the accessible control.
    // Nothing else changes the plan: not focusing or typing in the amount box (a keyboard user
    // tabbing past it would otherwise switch plans without noticing).
    <div
      onClick={(event) => !disabled && !checked && !(event.target instanceof HTMLInputElement && event.target.type !== "radio") && onSelect()}
      className={`flex cursor-pointer gap-3 rounded-xl border p-4 transition-colors ${checked ? "border-sky-400/70 bg-sky-500/10" : "border-line bg-black/20 hover:border-slate-500"} ${disabled ? "cursor-not-allowed opacity-60" : ""}`}
    >
      <input id={`plan-${id}`} type="radio" name="plan" value={id} checked={checked} disabled={disabled} onChange={onSelect} className="mt-1 h-4 w-4 accent-sky-400" />
      <div className="min-w-0 flex-1">
        <label htmlFor={`plan-${id}`} className="block cursor-pointer font-semibold text-slate-100">
          {title}
        </label>
        {children}
      </div>
    </div>
  );
}

export function PlanChoice(props: { pricing: Pricing; plan: BuyablePlan; onPlan(plan: BuyablePlan): void; credit: string; onCredit(text: string): void; disabled: boolean }) {
  const { pricing, plan, onPlan, credit, onCredit, disabled } = props;
  const perScan = parseUsdc(pricing.price_per_scan_usdc) ?? 0n;
  const read = readCredit(credit, pricing);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" disabled={disabled}>
      <legend className="sr-only">Plan to buy</legend>
      <Option id="payg" checked={plan === "payg"} disabled={disabled} onSelect={() => onPlan("payg")} title="Pay as you go">
        <div className="mt-2 flex items-center gap-2">
          <label htmlFor="credit-usdc" className="sr-only">
            Credit in USDC
          </label>
          <input
            id="credit-usdc"
            inputMode="decimal"
            autoComplete="off"
            value={credit}
            onChange={(event) => onCredit(event.target.value)}
            aria-invalid={plan === "payg" && "problem" in read}
            aria-describedby="credit-help"
            className="w-24 rounded-lg border border-line bg-ink/80 px-2.5 py-1.5 font-mono text-sm text-slate-100 outline-none focus:border-sky-400"
          />
          <span className="text-sm text-slate-300">USDC</span>
        </div>
        <span id="credit-help" className={`mt-1.5 block text-xs ${plan === "payg" && "problem" in read ? "text-red-300" : "text-slate-400"}`}>
          {"problem" in read ? read.problem : `${scansForCredit(read.micros, perScan).toLocaleString("en-US")} scans at ${pricing.price_per_scan_usdc} USDC, never expires`}
        </span>
      </Option>
      <Option id="unlimited" checked={plan === "unlimited"} disabled={disabled} onSelect={() => onPlan("unlimited")} title="Unlimited">
        <span className="mt-2 block text-sm text-slate-300">
          <span className="font-mono text-base font-semibold text-slate-100">{pricing.unlimited.price_usdc}</span> USDC for {pricing.unlimited.days} days
        </span>
        <span className="mt-1.5 block text-xs text-slate-400">{pricing.unlimited.fair_use_scans_per_month.toLocaleString("en-US")} scans a month (fair use)</span>
      </Option>
    </fieldset>
  );
}
