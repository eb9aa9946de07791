import type { Metadata } from "next";
import Script from "next/script";
import { Card } from "@/components/ui/card";
import { BadgeSlot } from "@/components/widget/badge-slot";
import { EmbedSnippet } from "@/components/widget/embed-snippet";
import { getApp } from "@/server/app/current-app";
import { listDemoTokens } from "@/server/services/scan/dashboard/demo-tokens";

export const metadata: Metadata = { title: "Badge widget" };
// which tokens to show depends on the server's configuration
export const dynamic = "force-dynamic";

/** A well-known mainnet mint (Bonk) for the snippet when no demo ledger runs. */
const EXAMPLE_MINT = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";

const ATTRIBUTES = [
  ["data-mint", "required", "the token's mint address"],
  ["data-refresh", "optional", "re-scan every N seconds; never more often than every 60 s"],
  ["data-api-key", "optional", "a prepaid key, sent as X-API-Key; without it the visitor's free quota is used"],
  ["data-theme", "optional", "dark (default) or light"],
];

export default function WidgetDemoPage() {
  const demos = listDemoTokens(getApp().config).slice(0, 3);
  const mint = demos[0]?.mint ?? EXAMPLE_MINT;
  return (
    <div className="space-y-8 pt-2 sm:pt-6">
      <div className="max-w-2xl space-y-2">
        <h1 className="text-3xl font-black tracking-tight text-white">Verdict badge for your site</h1>
        <p className="text-slate-400">One line of HTML shows a live Cabal Hunter verdict next to any token: launchpads, token pages, community sites. No framework, no styles leaking in or out.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card title="Live badges" subtitle={demos.length ? "Rendered by /widget.js on this page, for demo tokens of the embedded ledger." : "Rendered by /widget.js on this page."} testId="badge-demo">
          <div className="space-y-4">
            {(demos.length ? demos : [{ mint, title: "Example token" }]).map((demo) => (
              <div key={demo.mint} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm text-slate-400">{demo.title}</span>
                <BadgeSlot mint={demo.mint} />
              </div>
            ))}
            <div className="flex flex-col gap-2 rounded-xl bg-slate-100 p-3 sm:flex-row sm:items-center sm:justify-between">
              <span className="text-sm text-slate-600">Light theme</span>
              <BadgeSlot mint={mint} theme="light" />
            </div>
          </div>
        </Card>
        <div className="space-y-6">
          <EmbedSnippet mint={mint} />
          <Card title="Attributes">
            <dl className="space-y-2 text-sm">
              {ATTRIBUTES.map(([name, need, text]) => (
                <div key={name} className="grid grid-cols-[8.5rem_1fr] gap-2">
                  <dt className="font-mono text-sky-300">{name}</dt>
                  <dd className="text-slate-400">
                    <span className="text-slate-400">{need} · </span>
                    {text}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      </div>
      <Script src="/widget.js" strategy="afterInteractive" />
    </div>
  );
}
