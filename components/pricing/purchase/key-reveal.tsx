"use client";
// The key, shown once: only its hash is stored, so this screen is the one
// chance to copy it. Saving it to this browser makes the dashboard use it.
import Link from "next/link";
import { useState } from "react";
import type { BuyKeyResponse } from "@/server/contracts/access";
import { storeApiKey } from "@/components/keys/api-key-storage";
import { Fact, Notice } from "@/components/ui/card";
import { CopyButton } from "@/components/ui/copy-button";

const PLAN_NAME: Record<BuyKeyResponse["plan"], string> = { free: "Free key", payg: "Pay as you go", unlimited: "Unlimited" };

export function KeyReveal({ result, onDone }: { result: BuyKeyResponse; onDone(): void }) {
  const [saved, setSaved] = useState(false);
  return (
    <section className="space-y-4" data-testid="key-reveal">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.18em] text-emerald-300">Payment received</p>
        <h3 className="mt-1 text-xl font-bold text-white">{result.reissued ? "Your replacement API key" : "Your API key"}</h3>
      </div>
      <Notice tone="warning" title="Copy your key now: it will not be shown again" testId="key-warning">
        We keep only a fingerprint of it, so nobody (us included) can show it to you later. Store it in a password manager or save it in this browser.
      </Notice>
      <div className="flex flex-col gap-2 rounded-xl border border-emerald-500/40 bg-emerald-500/[0.07] p-3 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 select-all break-all font-mono text-sm text-emerald-100" data-testid="api-key">
          {result.api_key}
        </code>
        <CopyButton value={result.api_key} label="Copy key" className="shrink-0 self-start border-emerald-500/50 px-3 py-1.5 text-sm sm:self-auto" />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Plan" value={PLAN_NAME[result.plan]} />
        {result.credit_usdc !== undefined && <Fact label="Credit" value={`${result.credit_usdc} USDC`} />}
        <Fact label="Scans left" value={result.scans_remaining.toLocaleString("en-US")} />
        {result.expires_at && <Fact label="Plan ends" value={new Date(result.expires_at).toLocaleDateString("en-US")} />}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {saved ? (
          <p className="text-sm text-emerald-200" data-testid="key-saved">
            Saved in this browser: scans from this dashboard now use it. <Link href="/keys" className="font-semibold text-sky-300 hover:underline">Open the key page</Link>
          </p>
        ) : (
          <button
            type="button"
            onClick={() => {
              storeApiKey(result.api_key);
              setSaved(true);
            }}
            className="rounded-xl bg-sky-500 px-4 py-2.5 text-sm font-semibold text-slate-950 hover:bg-sky-400"
          >
            Save in this browser
          </button>
        )}
        <button type="button" onClick={onDone} className="rounded-xl border border-line px-4 py-2.5 text-sm text-slate-300 hover:border-sky-400">
          I have saved my key
        </button>
      </div>
    </section>
  );
}
