import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "Cabal Hunter — Solana exit-liquidity risk scanner",
  description: "Find out whether insiders are positioned to sell into you before you buy a Solana token.",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
