import type { ScanReport } from "@/server/contracts/wire-types";
import { Card, Chip } from "@/components/ui/card";
import { NEUTRAL_STYLE, RECOMMENDATION_STYLE } from "@/components/risk-colors";

function Check({ ok, label, detail }: { ok: boolean | null; label: string; detail: string }) {
  const icon = ok === null ? "?" : ok ? "✓" : "✕";
  const tone = ok === null ? NEUTRAL_STYLE.chip : ok ? RECOMMENDATION_STYLE.SAFE.chip : RECOMMENDATION_STYLE.AVOID.chip;
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full border text-xs font-bold ${tone}`}>
        {icon}
      </span>
      <div>
        <p className="text-sm font-medium text-slate-200">{label}</p>
        <p className="text-xs text-slate-400">{detail}</p>
      </div>
    </li>
  );
}

export function HoneypotPanel({ report }: { report: ScanReport }) {
  const risk = report.honeypot_risk;
  const chip = risk === "HIGH" ? RECOMMENDATION_STYLE.AVOID.chip : risk === "LOW" ? RECOMMENDATION_STYLE.SAFE.chip : NEUTRAL_STYLE.chip;
  const extensions = report.token2022_extensions;
  return (
    <Card title="Honeypot & Token-2022" action={<Chip className={chip}>{risk === "UNKNOWN" ? "unknown" : `${risk.toLowerCase()} risk`}</Chip>} testId="honeypot">
      {report.regulated_issuer && <p className="mb-3 text-sm text-sky-200">Issued by {report.regulated_issuer}: a regulated stablecoin issuer keeps its authorities by design; they are not scored.</p>}
      <ul className="space-y-3">
        <Check ok={report.mint_authority_revoked} label={report.mint_authority_revoked ? "Mint authority revoked" : "Mint authority is live"} detail={report.mint_authority_revoked ? "Nobody can print more supply." : "Someone can mint new tokens and dilute holders."} />
        <Check ok={report.freeze_authority_revoked} label={report.freeze_authority_revoked ? "Freeze authority revoked" : "Freeze authority is live"} detail={report.freeze_authority_revoked ? "Your tokens cannot be frozen." : "Someone can freeze your account so you cannot sell."} />
        {extensions.map((extension) => (
          <Check key={extension.name} ok={extension.status === "risk" ? false : true} label={`Token-2022: ${extension.name}${extension.status === "inert" ? " (inert)" : ""}`} detail={extension.detail} />
        ))}
      </ul>
      {extensions.length === 0 && <p className="mt-3 text-xs text-slate-400">No Token-2022 extensions: a classic SPL token.</p>}
    </Card>
  );
}
