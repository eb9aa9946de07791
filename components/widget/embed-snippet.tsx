"use client";
import { useSyncExternalStore } from "react";
import { CopyButton } from "@/components/ui/copy-button";

const noSubscription = () => () => {};

/** The copy-paste snippet, pointing at the origin this page is served from. */
export function EmbedSnippet({ mint }: { mint: string }) {
  const origin = useSyncExternalStore(noSubscription, () => window.location.origin, () => "https://your-cabal-hunter-host");
  const snippet = `<div class="cabal-hunter-badge" data-mint="${mint}" data-refresh="300"></div>\n<script src="${origin}/widget.js" async></script>`;
  return (
    <div className="rounded-2xl border border-line bg-black/30">
      <div className="flex items-center justify-between border-b border-line/70 px-4 py-2">
        <span className="text-xs font-semibold uppercase tracking-wide text-slate-400">Embed code</span>
        <CopyButton value={snippet} />
      </div>
      <pre tabIndex={0} aria-label="Embed code" className="overflow-x-auto p-4 font-mono text-xs leading-relaxed text-slate-300" data-testid="embed-snippet">
        {snippet}
      </pre>
    </div>
  );
}
