import { Card } from "@/components/ui/card";

const CHECKS = [
  { title: "Shared funding", text: "Top holders' SOL followed back up to two hops to the wallet that funded them." },
  { title: "Same-slot bundles", text: "Fresh wallets whose first buy landed in the same slot as the launch crowd." },
  { title: "Coordinated exits", text: "Holders dumping a large part of their bags in one slot." },
  { title: "Deployer history", text: "Every earlier token the creator launched, and how many are dead." },
  { title: "Honeypots & Token-2022", text: "Live mint or freeze authority, transfer fees, hooks, permanent delegates." },
  { title: "Sell route & liquidity", text: "A live sell quote, price impact, and liquidity against market cap." },
];

export function WhatWeCheck() {
  return (
    <Card title="What a scan checks" subtitle="Six layers, each with the transactions behind it.">
      <ul className="grid gap-3 sm:grid-cols-2">
        {CHECKS.map((check) => (
          <li key={check.title} className="rounded-xl border border-line/60 bg-black/20 p-3">
            <p className="text-sm font-semibold text-slate-200">{check.title}</p>
            <p className="mt-0.5 text-xs leading-relaxed text-slate-400">{check.text}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
