import Link from "next/link";

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-line/70">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-400 sm:flex-row sm:justify-between sm:px-6">
        <p>Cabal Hunter reads public chain data. Every flag links to the transactions behind it; it is not financial advice.</p>
        <p className="flex gap-4">
          <Link prefetch={false} href="/pricing" className="hover:text-slate-300">Pricing</Link>
          <Link prefetch={false} href="/widget-demo" className="hover:text-slate-300">Badge widget</Link>
          <Link prefetch={false} href="/verify" className="hover:text-slate-300">Verify evidence</Link>
          <a href="/api/health" className="hover:text-slate-300">Status</a>
        </p>
      </div>
    </footer>
  );
}
