// Holders funded from exchanges, per labelled exchange.
import type { CexFundingResponse } from "@/server/contracts/analytics";
import { formatPct, pluralize } from "@/components/format";

export function ExchangeFunding({ funding }: { funding: CexFundingResponse }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-300">
        {formatPct(funding.exchange_funded_pct)} of supply sits with exchange-funded wallets ({pluralize(funding.holders_checked, "holder")} checked).
      </p>
      <ul className="space-y-1">
        {funding.exchanges.map((e) => (
          <li key={e.label} className="flex justify-between gap-2">
            <span className="text-slate-100">{e.label}</span>
            <span className="text-slate-300">
              {pluralize(e.wallet_count, "wallet")} · {formatPct(e.pct)}
            </span>
          </li>
        ))}
        {funding.unlabelled_exchange_like.length > 0 && (
          <li className="text-slate-400">{pluralize(funding.unlabelled_exchange_like.length, "unlabelled exchange-like funder")} (not named)</li>
        )}
      </ul>
    </div>
  );
}
