// The largest sells by SOL as bars, each labelled with the price impact it had
// on the pool (from the reserves before and after).
import type { TradeAnalysisResponse } from "@/server/contracts/analytics";
import { explorerTx } from "@/components/explorer";
import { formatPct, formatSol, shortAddress } from "@/components/format";

type Sell = TradeAnalysisResponse["liquidity"]["sells"][number];

export function SellsChart({ sells }: { sells: Sell[] }) {
  if (sells.length === 0) return <p className="text-sm text-slate-400">No sells in the history read.</p>;
  const max = Math.max(...sells.map((s) => s.sol));
  return (
    <ol className="space-y-1.5" aria-label="Largest sells">
      {sells.map((s) => (
        <li key={s.signature} className="grid grid-cols-[7rem_1fr_5rem] items-center gap-2 text-xs">
          <a className="truncate text-sky-300 hover:underline" href={explorerTx(s.signature)} target="_blank" rel="noreferrer">
            {shortAddress(s.wallet)}
          </a>
          <span className="relative h-3 rounded bg-white/5" role="img" aria-label={`${formatSol(s.sol)}, impact ${formatPct(s.impact_pct)}`}>
            <span className="absolute inset-y-0 left-0 rounded bg-red-400/70" style={{ width: `${(s.sol / max) * 100}%` }} />
          </span>
          <span className="text-right text-slate-300">
            {formatSol(s.sol)} <span className="text-red-300">−{formatPct(s.impact_pct)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
