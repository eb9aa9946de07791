"use client";
// A payment that may have moved money but has no key yet: everything needed to
// claim it, a retry, and how to claim it without this page.
import { Notice } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";
import { describeFailure } from "@/components/pricing/purchase/describe-failure";
import type { PendingPayment } from "@/components/pricing/purchase/pending-payment";
import type { PurchaseFailure } from "@/components/pricing/purchase/purchase-failure";

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="flex items-start gap-2">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-black/30 px-2.5 py-1.5 font-mono text-xs text-slate-200" data-testid={testId}>
          {value}
        </code>
        <CopyButton value={value} className="shrink-0 py-1.5" />
      </dd>
    </div>
  );
}

export function PaymentRecovery(props: { failure: PurchaseFailure; payment: PendingPayment; onRetry(reissue: boolean): void; onForget(): void }) {
  const { failure, payment, onRetry, onForget } = props;
  const text = describeFailure(failure);
  const curl = `curl -X POST -H "Content-Type: application/json" \\\n  -d '{"tx_signature":"${payment.signature}","claim_token":"${payment.claimToken}"}' \\\n  ${typeof window === "undefined" ? "" : window.location.origin}/api/buy-key`;
  return (
    <section className="space-y-4" data-testid="payment-recovery" data-failure={failure.kind}>
      <Notice tone="warning" title={text.title} testId="purchase-error">
        {text.body}
      </Notice>
      <dl className="space-y-3 rounded-xl border border-line/70 bg-black/20 p-4">
        <p className="text-sm text-slate-300">
          {payment.amountUsdc} USDC for {payment.plan === "unlimited" ? "the Unlimited plan" : "pay-as-you-go credit"}, sent {new Date(payment.sentAt).toLocaleString("en-US")}.
          Keep these two values until you have your key: together they redeem this payment, and nothing else can.
        </p>
        <Secret label="Transaction signature" value={payment.signature} testId="recovery-signature" />
        <Secret label="Claim token (secret)" value={payment.claimToken} testId="recovery-claim-token" />
      </dl>
      <div className="flex flex-wrap gap-3">
        {failure.kind === "already_redeemed" ? (
          <button type="button" onClick={() => onRetry(true)} className="rounded-xl bg-sky-500 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-sky-400">
            Issue a replacement key
          </button>
        ) : (
          <button type="button" onClick={() => onRetry(false)} className="rounded-xl bg-sky-500 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-sky-400">
            Retry
          </button>
        )}
        <button type="button" onClick={onForget} className="rounded-xl border border-line px-4 py-2.5 text-sm text-slate-400 hover:border-red-400 hover:text-red-200">
          Forget this payment
        </button>
      </div>
      <details className="text-sm text-slate-400">
        <summary className="cursor-pointer text-slate-300">Claim it without this page</summary>
        <pre tabIndex={0} className="mt-2 overflow-x-auto rounded-lg bg-black/30 p-3 font-mono text-xs text-slate-300">{curl}</pre>
        <p className="mt-2">The answer holds your key. If a key was issued but never reached you, add &quot;reissue&quot;: true within 60 minutes to get a replacement.</p>
      </details>
    </section>
  );
}
