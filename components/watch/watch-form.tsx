"use client";
// "Watch this token" on the token page: POST /api/watch with the saved key,
// by webhook (the signing secret is shown here once) or by e-mail.
import Link from "next/link";
import { useId, useState } from "react";
import { createWatch } from "@/server/contracts/endpoints/watch";
import type { WatchRegistered } from "@/server/contracts/watch";
import { callApi } from "@/components/api/client";
import { CopyButton } from "@/components/ui/copy-button";
import { useStoredKey } from "@/components/watch/use-stored-key";

type State = { phase: "idle" | "sending" } | { phase: "done"; watch: WatchRegistered } | { phase: "failed"; message: string };

export function WatchForm({ mint }: { mint: string }) {
  const id = useId();
  const apiKey = useStoredKey();
  const [channel, setChannel] = useState<"webhook_url" | "email">("webhook_url");
  const [target, setTarget] = useState("");
  const [state, setState] = useState<State>({ phase: "idle" });

  async function submit(key: string) {
    setState({ phase: "sending" });
    const body = channel === "email" ? { mint, email: target.trim() } : { mint, webhook_url: target.trim() };
    const result = await callApi(createWatch, { body, apiKey: key });
    setState(result.ok ? { phase: "done", watch: result.data } : { phase: "failed", message: result.problem.message });
  }

  return (
    <section className="mt-6 rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby={`${id}-title`} data-testid="watch-form">
      <h2 id={`${id}-title`} className="font-semibold text-slate-100">
        Watch this token
      </h2>
      <p className="mt-1 text-sm text-slate-400">Get an alert the moment top holders dump together or the pool&apos;s liquidity is pulled.</p>
      {apiKey === null && (
        <p className="mt-3 text-sm text-slate-300">
          Watching needs an API key (a free key works). <Link href="/keys" className="text-sky-300 underline">Save or get a key</Link>.
        </p>
      )}
      {apiKey && state.phase !== "done" && (
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (target.trim()) void submit(apiKey);
          }}
        >
          <fieldset className="flex gap-4 text-sm text-slate-300">
            <legend className="sr-only">Alert by</legend>
            {(["webhook_url", "email"] as const).map((value) => (
              <label key={value} className="flex items-center gap-1.5">
                <input type="radio" name={`${id}-channel`} checked={channel === value} onChange={() => setChannel(value)} />
                {value === "email" ? "E-mail" : "Webhook"}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${id}-target`} className="sr-only">
              {channel === "email" ? "E-mail address" : "Webhook URL (https)"}
            </label>
            <input
              id={`${id}-target`}
              type={channel === "email" ? "email" : "url"}
              required
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              placeholder={channel === "email" ? "you@example.com" : "https://example.com/hooks/cabal"}
              className="min-w-0 flex-1 rounded-xl border border-line bg-ink/80 px-3 py-2.5 text-sm text-slate-100 outline-none placeholder:text-slate-400 focus:border-sky-400"
            />
            <button type="submit" disabled={state.phase === "sending"} className="rounded-xl border border-sky-400/60 bg-sky-500/10 px-5 py-2.5 text-sm font-semibold text-sky-100 hover:bg-sky-500/20 disabled:opacity-60">
              {state.phase === "sending" ? "Saving…" : "Watch"}
            </button>
          </div>
          {state.phase === "failed" && (
            <p role="alert" className="text-sm text-rose-300">
              {state.message}
            </p>
          )}
        </form>
      )}
      {state.phase === "done" && (
        <div role="status" className="mt-3 space-y-2 text-sm text-slate-300">
          <p>Watching. Alerts go to {state.watch.webhook_url ?? state.watch.email}.</p>
          {state.watch.secret && (
            <div className="rounded-xl border border-amber-400/50 bg-amber-500/10 p-3">
              <p className="font-semibold text-amber-100">Signing secret: shown only now</p>
              <p className="mt-1 text-amber-100/80">Verify each webhook with it (Standard Webhooks). Store it now: it cannot be shown again.</p>
              <div className="mt-2 flex items-center gap-2">
                <code className="break-all rounded bg-black/30 px-2 py-1 font-mono text-xs text-slate-100" data-testid="watch-secret">
                  {state.watch.secret}
                </code>
                <CopyButton value={state.watch.secret} />
              </div>
            </div>
          )}
          <Link href="/watches" className="text-sky-300 underline">
            See all your watches
          </Link>
        </div>
      )}
    </section>
  );
}
