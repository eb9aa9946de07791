import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Cabal Hunter — Solana exit-liquidity risk scanner", template: "%s · Cabal Hunter" },
  description: "Find out whether insiders are positioned to sell into you before you buy a Solana token.",
};

export const viewport: Viewport = { themeColor: "#0b1020", width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: proxy.ts gives each request a fresh CSP nonce, and a
  // page prerendered at build time would carry no nonce, so the browser would block its scripts.
  await connection();
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {/* the first stop for a keyboard: past the header's links straight to the page */}
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-sky-400 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
