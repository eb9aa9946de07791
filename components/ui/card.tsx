import type { ReactNode } from "react";

export function Card({
  title,
  subtitle,
  action,
  children,
  className = "",
  testId,
}: {
  title?: ReactNode;
  subtitle?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <section className={`rounded-2xl border border-line bg-panel/80 p-5 shadow-lg shadow-black/20 ${className}`} data-testid={testId}>
      {(title || action) && (
        <header className="mb-4 flex flex-wrap items-start justify-between gap-2">
          <div>
            {title && <h2 className="text-base font-semibold text-slate-100">{title}</h2>}
            {subtitle && <p className="mt-0.5 text-sm text-slate-400">{subtitle}</p>}
          </div>
          {action}
        </header>
      )}
      {children}
    </section>
  );
}

export function Chip({ children, className = "", title }: { children: ReactNode; className?: string; title?: string }) {
  return (
    <span title={title} className={`inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium ${className || "border-line bg-white/5 text-slate-300"}`}>
      {children}
    </span>
  );
}

/** One term of a <dl>: the div wraps its dt/dd directly (a div around it would break the list's structure). */
export function Fact({ label, value, hint, tone = "", className = "" }: { label: string; value: ReactNode; hint?: ReactNode; tone?: string; className?: string }) {
  return (
    <div className={`rounded-xl border border-line/70 bg-black/20 px-3 py-2.5 ${className}`}>
      <dt className="text-xs uppercase tracking-wide text-slate-400">{label}</dt>
      <dd className={`mt-0.5 text-lg font-semibold ${tone || "text-slate-100"}`}>{value}</dd>
      {hint && <dd className="text-xs text-slate-400">{hint}</dd>}
    </div>
  );
}

export function Notice({ tone, title, children, testId }: { tone: "error" | "warning" | "info"; title: ReactNode; children?: ReactNode; testId?: string }) {
  const style = {
    error: "border-red-500/40 bg-red-500/10 text-red-100",
    warning: "border-amber-500/40 bg-amber-500/10 text-amber-100",
    info: "border-sky-500/40 bg-sky-500/10 text-sky-100",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 ${style}`} data-testid={testId}>
      <p className="font-semibold">{title}</p>
      {children && <div className="mt-1 text-sm opacity-90">{children}</div>}
    </div>
  );
}
