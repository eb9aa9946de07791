import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { TradeAnalysisPanel } from "@/components/analytics/trade-analysis-panel";
import { WalletCheckBox } from "@/components/analytics/wallet-check-box";
import { isSolanaAddress } from "@/server/contracts/mint-address";

interface Props {
  params: Promise<{ mint: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { mint } = await params;
  return { title: `Trade analysis ${mint.slice(0, 4)}…${mint.slice(-4)}` };
}

// /token/<mint>/analytics - cohorts, sells, wash trading, LP and exchange funding, and the wallet box
export default async function TokenAnalyticsPage({ params }: Props) {
  const mint = (await params).mint.trim();
  if (!isSolanaAddress(mint)) notFound();
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-400">
        <Link className="text-sky-300 hover:underline" href={`/token/${mint}`}>← Back to the scan</Link>
      </p>
      <WalletCheckBox mint={mint} />
      <TradeAnalysisPanel mint={mint} />
    </div>
  );
}
