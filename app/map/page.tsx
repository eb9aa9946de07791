import type { Metadata } from "next";
import { MapExplorer } from "@/components/map/map-explorer";
import { DemoTokens } from "@/components/scan/demo-tokens";
import { ScanForm } from "@/components/scan/scan-form";
import { Notice } from "@/components/ui/card";
import { isSolanaAddress } from "@/server/contracts/mint-address";
import { getApp } from "@/server/app/current-app";
import { listDemoTokens } from "@/server/services/scan/dashboard/demo-tokens";

export const metadata: Metadata = { title: "Holder map" };

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export default async function MapPage({ searchParams }: Props) {
  const params = await searchParams;
  const mint = typeof params.mint === "string" ? params.mint.trim() : "";
  if (mint && isSolanaAddress(mint)) return <MapExplorer mint={mint} prefer2d={params.view === "2d"} />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 pt-4 sm:pt-8">
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-4xl">Holder map</h1>
        <p className="text-slate-400">Every top holder as a bubble sized by its share, coloured by what the scan found, linked by the SOL transfers that funded it.</p>
      </div>
      {mint && <Notice tone="error" title="That is not a valid mint address">Paste the token&apos;s 32-44 character Base58 mint address.</Notice>}
      <ScanForm target="map" initial={mint} />
      <DemoTokens tokens={listDemoTokens(getApp().config)} path="/map?mint=" />
    </div>
  );
}
