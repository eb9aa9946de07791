import { CopyButton } from "@/components/ui/copy-button";
import { describeNetwork } from "@/components/wallet/describe-network";
import type { EnabledPayments } from "@/components/pricing/pricing-schema";

function AddressRow({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <div className="space-y-1">
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className="flex items-start gap-2">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-black/30 px-2.5 py-1.5 font-mono text-xs text-slate-200 sm:text-sm" data-testid={testId}>
          {value}
        </code>
        <CopyButton value={value} label="Copy" className="shrink-0 py-1.5" />
      </dd>
      {hint && <dd className="text-xs text-slate-400">{hint}</dd>}
    </div>
  );
}

/** Where the money goes: the service wallet, its USDC account, the network. */
export function PaymentWalletCard({ payments }: { payments: EnabledPayments }) {
  return (
    <section className="space-y-4 rounded-2xl border border-line/70 bg-black/20 p-5" data-testid="payment-wallet" aria-labelledby="payment-wallet-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="payment-wallet-title" className="font-semibold text-slate-100">
          Where your payment goes
        </h3>
        <span
          className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${payments.demo ? "border-amber-500/40 bg-amber-500/15 text-amber-200" : "border-emerald-500/40 bg-emerald-500/15 text-emerald-200"}`}
          data-testid="payment-network"
        >
          {describeNetwork(payments)}
        </span>
      </div>
      <dl className="space-y-3">
        <AddressRow label="Service wallet" value={payments.pay_to} testId="pay-to" />
        <AddressRow label="Its USDC account" value={payments.pay_to_token_account} hint="The only account a payment may land in." />
        <AddressRow label="USDC mint" value={payments.asset} />
      </dl>
      <p className="text-xs leading-relaxed text-slate-400">
        Each purchase carries a one-time memo that ties the transfer to your payment request. Your key is issued once the payment is final on
        Solana, usually within a minute. Nothing renews or is taken automatically.
      </p>
    </section>
  );
}
