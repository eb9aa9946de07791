// What /verify found: the signature (and who checked it), the report the pack
// is of, and each flag re-derived from the chain or why it could not be.
import type { EvidencePayload } from "@/server/contracts/evidence/pack";

export type SignatureView = { valid: boolean; reason: string; kid: string | null; checkedBy: "browser" | "server" };

export interface FlagView {
  id: string;
  kind: string;
  status: "reproduced" | "not_reproduced" | "not_checkable" | "not_checked";
  detail: string;
  trusted: string[];
}

const STATUS: Record<FlagView["status"], { label: string; className: string }> = {
  reproduced: { label: "Reproduced", className: "border-emerald-500/40 bg-emerald-500/15 text-emerald-200" },
  not_reproduced: { label: "Not reproduced", className: "border-rose-500/40 bg-rose-500/15 text-rose-200" },
  not_checkable: { label: "Not checkable", className: "border-line bg-white/5 text-slate-300" },
  not_checked: { label: "Not checked yet", className: "border-line bg-white/5 text-slate-300" },
};

export function SignatureResult({ signature }: { signature: SignatureView }) {
  return (
    <section className="rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby="signature-title" data-testid="signature-result" data-valid={signature.valid}>
      <h2 id="signature-title" className={`text-lg font-semibold ${signature.valid ? "text-emerald-200" : "text-rose-200"}`}>
        {signature.valid ? "Signature valid" : "Signature invalid"}
      </h2>
      <p className="mt-1 text-sm text-slate-300">{signature.reason}</p>
      <p className="mt-1 text-xs text-slate-400">
        Checked {signature.checkedBy === "browser" ? "in your browser (WebCrypto Ed25519)" : "by this server (POST /api/verify): your browser has no Ed25519"} against the keys at
        /.well-known/cabal-hunter-keys.json{signature.kid ? `, key ${signature.kid}` : ""}.
      </p>
    </section>
  );
}

export function PackSummary({ payload }: { payload: EvidencePayload }) {
  const { verdict, coverage } = payload;
  const rows: [string, string][] = [
    ["Mint", payload.mint],
    ["Report", payload.report_id],
    ["Verdict", `${verdict.recommendation}, cabal_score ${verdict.cabal_score}, confidence ${verdict.confidence}${verdict.degraded ? ", degraded" : ""}`],
    ["Slot", payload.slot === null ? "unknown" : String(payload.slot)],
    ["Engine", `${payload.engine.version} (${payload.engine.settings_digest.slice(0, 19)}…)`],
    ["Coverage", `${coverage.holders_traced} of ${coverage.holders_found} holders traced; ${coverage.caps_hit.length} caps hit; ${coverage.failures.length} failed reads`],
  ];
  return (
    <section className="rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby="summary-title">
      <h2 id="summary-title" className="font-semibold text-slate-100">
        What the pack says
      </h2>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-400">{term}</dt>
            <dd className="break-all text-slate-200">{value}</dd>
          </div>
        ))}
      </dl>
      {coverage.missing.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-xs text-slate-400">
          {coverage.missing.map((line) => (
            <li key={line}>Not read: {line}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function FlagResults({ flags, note }: { flags: FlagView[]; note: string | null }) {
  return (
    <section className="rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby="flags-title" data-testid="flag-results">
      <h2 id="flags-title" className="font-semibold text-slate-100">
        Flags, one by one
      </h2>
      {note && <p className="mt-1 text-sm text-slate-300">{note}</p>}
      {flags.length === 0 ? (
        <p className="mt-2 text-sm text-slate-300">The report raised no flag: there is nothing to re-derive.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {flags.map((flag) => (
            <li key={flag.id} className="rounded-xl border border-line/70 bg-black/20 p-3" data-testid="flag-result" data-status={flag.status}>
              <div className="flex flex-wrap items-center gap-2">
                <span className={`rounded-full border px-2.5 py-0.5 text-xs font-medium ${STATUS[flag.status].className}`}>{STATUS[flag.status].label}</span>
                <span className="font-mono text-sm text-slate-100">{flag.id}</span>
                <span className="text-xs text-slate-400">{flag.kind}</span>
              </div>
              <p className="mt-1.5 text-sm text-slate-300">{flag.detail}</p>
              {flag.trusted.length > 0 && flag.status !== "not_checkable" && (
                <details className="mt-1.5 text-xs text-slate-400">
                  <summary className="cursor-pointer text-slate-300">What the chain alone cannot show</summary>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {flag.trusted.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </details>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
