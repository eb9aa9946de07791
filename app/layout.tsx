import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import "@/app/globals.css";

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
        <SiteHeader />
        {/* at least a screen tall: the footer starts below the fold, so content that arrives after
            the first paint (a scan, the map, the prices) never pushes a visible footer down */}
        <main id="main" tabIndex={-1} className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
