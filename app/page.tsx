import { DemoTokens } from "@/components/scan/demo-tokens";
import { QuotaStatus } from "@/components/scan/quota-status";
import { RecentScans } from "@/components/scan/recent-scans";
import { ScanForm } from "@/components/scan/scan-form";
import { WhatWeCheck } from "@/components/site/what-we-check";
import { getApp } from "@/server/app/current-app";
import { listDemoTokens } from "@/server/services/scan/dashboard/demo-tokens";

// the demo list depends on the server's configuration, not on the build
export const dynamic = "force-dynamic";

export default function HomePage() {
  return (
    <div className="space-y-10">
      <section className="mx-auto max-w-3xl space-y-5 pt-4 text-center sm:pt-10">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-sky-300">Solana exit-liquidity scanner</p>
        <h1 className="text-3xl font-black tracking-tight text-white sm:text-5xl">Know who is waiting to sell into you.</h1>
        <p className="text-base text-slate-400 sm:text-lg">
          Paste a token&apos;s mint. Cabal Hunter traces its top holders&apos; funding, same-slot bundles, coordinated exits, the deployer&apos;s past
          launches and honeypot traps, then gives a verdict with the transactions behind every flag.
        </p>
        <div className="space-y-2 text-left">
          <ScanForm />
          <QuotaStatus />
        </div>
        <div className="text-left">
          <DemoTokens tokens={listDemoTokens(getApp().config)} />
        </div>
        <p className="text-sm text-slate-400">How often is each flag right? <a href="/accuracy" className="text-sky-300 underline underline-offset-2 hover:text-sky-200">See the published accuracy</a>, every miss included.</p>
      </section>
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <RecentScans />
        <WhatWeCheck />
      </div>
    </div>
  );
}
