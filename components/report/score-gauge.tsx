import { HIGH_RISK_FROM, MEDIUM_RISK_FROM } from "@/server/contracts/risk-bands";
import { RISK_STYLE, riskOfScore } from "@/components/risk-colors";

const RADIUS = 80;
const CENTER = { x: 100, y: 100 };

/** Point on the upper half circle for a 0-100 value (0 at the left, 100 at the right). */
function pointAt(value: number, radius = RADIUS) {
  const angle = Math.PI * (1 - value / 100);
  return { x: CENTER.x + radius * Math.cos(angle), y: CENTER.y - radius * Math.sin(angle) };
}

function arc(from: number, to: number): string {
  const start = pointAt(from);
  const end = pointAt(to);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/** The engine's bands: clean < 35 <= medium < 65 <= high. */
const BANDS = [
  { from: 0, to: MEDIUM_RISK_FROM, color: RISK_STYLE.CLEAN.hex },
  { from: MEDIUM_RISK_FROM, to: HIGH_RISK_FROM, color: RISK_STYLE.MEDIUM.hex },
  { from: HIGH_RISK_FROM, to: 100, color: RISK_STYLE.HIGH.hex },
];

export function ScoreGauge({ score }: { score: number }) {
  const clamped = Math.min(100, Math.max(0, score));
  const style = RISK_STYLE[riskOfScore(clamped)];
  const needle = pointAt(clamped, RADIUS - 22);
  return (
    <figure className="relative w-52 shrink-0" aria-label={`Cabal score ${score} out of 100, ${style.label.toLowerCase()} risk`}>
      <svg viewBox="0 0 200 118" className="w-full" role="img" aria-hidden="true">
        {BANDS.map((band) => (
          <path key={band.from} d={arc(band.from + 0.6, band.to - 0.6)} stroke={band.color} strokeOpacity={0.18} strokeWidth={16} fill="none" />
        ))}
        {clamped > 0 && <path d={arc(0, clamped)} stroke={style.hex} strokeWidth={16} strokeLinecap="round" fill="none" />}
        <line x1={CENTER.x} y1={CENTER.y} x2={needle.x} y2={needle.y} stroke="#cbd5e1" strokeWidth={3} strokeLinecap="round" />
        <circle cx={CENTER.x} cy={CENTER.y} r={5} fill="#cbd5e1" />
      </svg>
      <figcaption className="-mt-2 text-center">
        <span className={`text-4xl font-bold tabular-nums ${style.text}`} data-testid="cabal-score">
          {score}
        </span>
        <span className="text-sm text-slate-400">/100</span>
        <span className="block text-xs uppercase tracking-wider text-slate-400">cabal score · {style.label.toLowerCase()} risk</span>
      </figcaption>
    </figure>
  );
}
