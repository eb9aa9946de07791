"use client";
// The purchase under way, step by step, so a person waiting on finality sees
// where the payment is rather than a frozen spinner.
import { shortAddress } from "@/components/format";
import { CopyButton } from "@/components/ui/copy-button";
import type { PurchasePhase } from "@/components/pricing/purchase/use-key-purchase";

const STEPS: { phase: PurchasePhase; title: string; detail: string }[] = [
  { phase: "quoting", title: "Payment request", detail: "a one-time memo and claim token from the server" },
  { phase: "checking", title: "Funds check", detail: "USDC and SOL in your wallet" },
  { phase: "signing", title: "Approve in your wallet", detail: "check the amount and the memo, then approve" },
  { phase: "sent", title: "Sent", detail: "waiting for the network to confirm it" },
  { phase: "confirmed", title: "Confirmed", detail: "waiting for finality (about 15 s on mainnet)" },
  { phase: "finalized", title: "Final", detail: "the payment can no longer be rolled back" },
  { phase: "redeeming", title: "Issuing your key", detail: "the server verifies the transfer" },
];

export function PurchaseProgress({ phase, signature }: { phase: PurchasePhase; signature?: string }) {
  const current = STEPS.findIndex((step) => step.phase === phase);
  return (
    <section aria-label="Purchase progress" aria-live="polite" className="space-y-4" data-testid="purchase-progress" data-phase={phase}>
      <div className="h-1.5 overflow-hidden rounded-full bg-white/5">
        <div className="h-full rounded-full bg-sky-400 transition-all duration-500" style={{ width: `${Math.max(6, ((current + 1) / STEPS.length) * 100)}%` }} />
      </div>
      <ol className="grid gap-2 sm:grid-cols-2">
        {STEPS.map((step, index) => {
          const state = index < current ? "done" : index === current ? "running" : "waiting";
          return (
            <li key={step.phase} data-step={step.phase} data-state={state} className="flex items-start gap-3 rounded-xl border border-line/60 bg-black/20 px-3 py-2.5">
              <StepIcon state={state} />
              <div className="min-w-0">
                <p className={`text-sm font-medium ${state === "done" ? "text-slate-200" : state === "running" ? "text-sky-200" : "text-slate-400"}`}>{step.title}</p>
                <p className="text-xs text-slate-400">{step.detail}</p>
              </div>
            </li>
          );
        })}
      </ol>
      {signature && (
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-400">
          Transaction <code className="font-mono text-slate-300" title={signature}>{shortAddress(signature, 8)}</code>
          <CopyButton value={signature} label="Copy signature" />
        </p>
      )}
    </section>
  );
}

function StepIcon({ state }: { state: "done" | "running" | "waiting" }) {
  if (state === "done") return <span aria-label="done" className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-emerald-500/20 text-xs font-bold text-emerald-300">✓</span>;
  if (state === "running") return <span aria-label="under way" className="mt-0.5 h-5 w-5 shrink-0 animate-spin rounded-full border-2 border-sky-400/30 border-t-sky-300" />;
  return <span aria-label="waiting" className="mt-0.5 h-5 w-5 shrink-0 rounded-full border-2 border-line" />;
}
