import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { extractMint } from "@/components/scan/extract-mint";
import { ScanForm } from "@/components/scan/scan-form";
import { TokenScan } from "@/components/scan/token-scan";
import { WatchForm } from "@/components/watch/watch-form";
import { Notice } from "@/components/ui/card";
import { isSolanaAddress } from "@/server/contracts/mint-address";

interface Props {
  params: Promise<{ mint: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { mint } = await params;
  return { title: `Scan ${mint.slice(0, 4)}…${mint.slice(-4)}` };
}

export default async function TokenPage({ params }: Props) {
  const mint = safeDecode((await params).mint).trim();
  // a DexScreener / Solscan / Birdeye link in the address: go to the mint it names
  const named = isSolanaAddress(mint) ? null : extractMint(mint);
  if (named && isSolanaAddress(named)) redirect(`/token/${named}`);
  if (!isSolanaAddress(mint)) {
    return (
      <div className="mx-auto max-w-2xl space-y-5">
        <Notice tone="error" title="That is not a valid mint address">
          “{mint.slice(0, 60)}” is not a 32-byte Base58 Solana address. Paste the token&apos;s mint address below.
        </Notice>
        <ScanForm />
      </div>
    );
  }
  return (
    <>
      <TokenScan mint={mint} />
      <WatchForm mint={mint} />
    </>
  );
}

/** A malformed %-escape in the URL is shown back as typed, not a server error. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
