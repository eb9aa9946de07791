"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { LogoMark } from "@/components/site/logo";

const NAV = [
  { href: "/", label: "Scan", match: (p: string) => p === "/" || p.startsWith("/token") },
  { href: "/map", label: "Holder map", match: (p: string) => p.startsWith("/map") },
  { href: "/widget-demo", label: "Badge", match: (p: string) => p.startsWith("/widget") },
  { href: "/pricing", label: "Pricing", match: (p: string) => p.startsWith("/pricing") },
  { href: "/keys", label: "API key", match: (p: string) => p.startsWith("/keys") },
];

// Links here and across the pages say prefetch={false}: every page renders per request (no
// loading.tsx, a nonce per response), so a prefetch bought nothing a click does not fetch again,
// yet each link in view cost a server render and main-thread work while the page loaded
// (about twenty on /, issue 21). docs/measuring-pages.md has the figures.
export function SiteHeader() {
  const pathname = usePathname() ?? "/";
  return (
    <header className="sticky top-0 z-30 border-b border-line/70 bg-ink/85 backdrop-blur">
      {/* the first stop for a keyboard, past the links straight to the page; focused, it opens
          as a bar inside the pinned header (globals.css .skip-link), so nothing covers it */}
      <a href="#main" className="skip-link block bg-sky-400 px-4 py-2 text-center font-semibold text-slate-950">
        Skip to content
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2.5 sm:px-6">
        <Link prefetch={false} href="/" className="flex items-center gap-2 font-bold tracking-tight text-slate-100">
          <LogoMark />
          <span>Cabal Hunter</span>
        </Link>
        <nav aria-label="Main" className="-mx-1 flex w-full justify-between gap-0.5 overflow-x-auto text-sm sm:w-auto sm:flex-1 sm:justify-end sm:gap-1">
          {NAV.map((item) => {
            const active = item.match(pathname);
            return (
              <Link
                prefetch={false}
                key={item.href}
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`whitespace-nowrap rounded-lg px-2 py-1.5 sm:px-2.5 ${active ? "bg-white/10 text-white" : "text-slate-400 hover:bg-white/5 hover:text-slate-200"}`}
              >
                {item.label}
              </Link>
            );
          })}
        </nav>
      </div>
    </header>
  );
}
