// Wash-trading offenders with the round trips that convict them.
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { explorerAccount, explorerTx } from "@/components/explorer";
import { formatPct, shortAddress } from "@/components/format";

export function WashOffenders({ wash }: { wash: TradeAnalysisResponse["wash"] }) {
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-300">
        Wash score <strong className="text-slate-100">{wash.wash_score}</strong> / 100 · {formatPct(wash.wash_volume_pct)} of volume
      </p>
      {wash.offenders.length === 0 ? (
        <p className="text-slate-400">No group of one funder or fee payer trades back and forth (3+ round trips with a flat position).</p>
      ) : (
        <ul className="space-y-2">
          {wash.offenders.map((o) => (
            <li key={o.wallet} className="rounded-lg border border-line/70 bg-black/20 p-2">
              <a className="font-mono text-sky-300 hover:underline" href={explorerAccount(o.wallet)} target="_blank" rel="noreferrer">
                {shortAddress(o.wallet)}
              </a>
              <span className="text-slate-400"> · {o.group_id}, {o.members.length} wallets</span> · {o.round_trips} of the group&apos;s {o.group_round_trips} round trips · {formatPct(o.volume_pct)} of volume
              <div className="mt-1 flex flex-wrap gap-1.5 text-xs">
                {o.evidence_txs.slice(0, 6).map((sig) => (
                  <a key={sig} className="text-slate-400 hover:text-sky-300" href={explorerTx(sig)} target="_blank" rel="noreferrer">
                    tx {sig.slice(0, 6)}…
                  </a>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
