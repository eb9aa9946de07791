import type { Metadata } from "next";
import { FreeKeyForm } from "@/components/keys/free-key-form";
import { KeyPanel } from "@/components/keys/key-panel";
import { PublishableKeysPanel } from "@/components/keys/publishable-keys-panel";
import { ScreenListPanel } from "@/components/screen-list/screen-list-panel";

export const metadata: Metadata = { title: "API key" };

export default function KeysPage() {
  return (
    <div className="mx-auto max-w-2xl space-y-6 pt-2 sm:pt-6">
      <div className="space-y-2">
        <h1 className="text-3xl font-black tracking-tight text-white">API key</h1>
        <p className="text-slate-400">A prepaid key lifts the free monthly quota and unlocks the deployer&apos;s full launch list. Check what is left on it here.</p>
      </div>
      <KeyPanel />
      <FreeKeyForm />
      <PublishableKeysPanel />
      <ScreenListPanel />
      <section className="rounded-2xl border border-line/60 p-5 text-sm text-slate-400">
        <h2 className="mb-2 font-semibold text-slate-200">Using the key from code</h2>
        <pre tabIndex={0} aria-label="Example request" className="overflow-x-auto rounded-lg bg-black/30 p-3 font-mono text-xs text-slate-300">
          {`curl -H "X-API-Key: $CABAL_KEY" \\
  "https://<this host>/api/scan-cabal?mintAddress=<mint>"`}
        </pre>
        <p className="mt-2">Keys travel in the X-API-Key header only, never in a URL.</p>
      </section>
    </div>
  );
}
