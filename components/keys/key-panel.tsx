"use client";
import Link from "next/link";
import { useState, useSyncExternalStore } from "react";
import type { KeyBalance } from "@/server/contracts/access";
import { getKeyBalance } from "@/server/contracts/endpoints/access";
import type { ApiProblem } from "@/components/api/api-problem";
import { callApi } from "@/components/api/client";
import { Card, Chip, Fact, Notice } from "@/components/ui/card";
import { clearStoredApiKey, readStoredApiKey, storeApiKey } from "@/components/keys/api-key-storage";
import { describeKeyProblem } from "@/components/keys/describe-key-problem";
import { useKeyBalance } from "@/components/keys/use-key-balance";

const PLAN_NAME: Record<KeyBalance["plan"], string> = { free: "Free key", payg: "Pay as you go", unlimited: "Unlimited" };

function maskKey(key: string): string {
  return key.length <= 16 ? key : `${key.slice(0, 12)}…${key.slice(-4)}`;
}

function BalanceView({ apiKey }: { apiKey: string }) {
  const state = useKeyBalance(apiKey);
  if (state.status === "loading") return <p className="text-sm text-slate-400">Checking the balance…</p>;
  if (state.status === "error") {
    const text = describeKeyProblem(state.problem);
    return (
      <Notice tone="error" title={text.title} testId="key-error">
        {text.body}
      </Notice>
    );
  }
  const { balance } = state;
  return (
    <div className="space-y-3" data-testid="key-balance">
      <div className="flex flex-wrap items-center gap-2">
        <Chip className="border-sky-500/40 bg-sky-500/15 text-sky-200">{PLAN_NAME[balance.plan]}</Chip>
        <span className="text-xs text-slate-400">key {balance.key_id} · since {new Date(balance.created_at).toLocaleDateString("en-US")}</span>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Fact label="Scans left" value={balance.scans_remaining.toLocaleString("en-US")} hint={balance.plan === "unlimited" ? "fair use this month" : balance.plan === "free" ? "this month" : "at the per-scan price"} />
        {balance.credit_usdc !== undefined && <Fact label="Credit" value={`${balance.credit_usdc} USDC`} />}
        {balance.expires_at && <Fact label="Plan ends" value={new Date(balance.expires_at).toLocaleDateString("en-US")} />}
        <Fact label="Period" value={balance.period} />
      </dl>
    </div>
  );
}

const noSubscription = () => () => {};

/** Why the server refuses this key (null: it is accepted and has a readable balance). */
async function refusalOf(key: string): Promise<ApiProblem | null> {
  const result = await callApi(getKeyBalance, { apiKey: key });
  return result.ok ? null : result.problem;
}

export function KeyPanel() {
  // the stored key is read after hydration (the server has no localStorage)
  const stored = useSyncExternalStore(noSubscription, readStoredApiKey, () => null);
  const [saved, setSaved] = useState<string | null | undefined>(undefined);
  const apiKey = saved === undefined ? stored : saved;
  const [draft, setDraft] = useState("");
  const [check, setCheck] = useState(0);
  // a key is stored only once the server accepted it (GET /api/key-balance): a refused key
  // saved here would make every later scan fail with "key not accepted"
  const [pending, setPending] = useState<{ checking: boolean; problem: ApiProblem | null }>({ checking: false, problem: null });

  async function saveIfAccepted(candidate: string) {
    setPending({ checking: true, problem: null });
    const problem = await refusalOf(candidate);
    if (problem) {
      setPending({ checking: false, problem });
      return;
    }
    storeApiKey(candidate);
    setSaved(candidate);
    setDraft("");
    setPending({ checking: false, problem: null });
  }

  if (apiKey) {
    return (
      <Card title="Your API key" subtitle="Kept in this browser only. Scans from this dashboard send it as X-API-Key." testId="key-panel">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <code className="rounded-lg bg-black/30 px-2.5 py-1.5 font-mono text-sm text-slate-200" data-testid="stored-key">
            {maskKey(apiKey)}
          </code>
          <button type="button" onClick={() => setCheck((c) => c + 1)} className="rounded-lg border border-line px-3 py-1.5 text-sm text-slate-200 hover:border-sky-400">
            Check again
          </button>
          <button
            type="button"
            onClick={() => {
              clearStoredApiKey();
              setSaved(null);
            }}
            className="rounded-lg border border-red-500/40 px-3 py-1.5 text-sm text-red-200 hover:bg-red-500/10"
          >
            Remove key
          </button>
        </div>
        <BalanceView key={check} apiKey={apiKey} />
      </Card>
    );
  }
  return (
    <Card title="Add your API key" subtitle="Paste the key you received after buying a plan. It stays in this browser (local storage) and is sent only to this site." testId="key-panel">
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim() || pending.checking) return;
          void saveIfAccepted(draft.trim());
        }}
      >
        <label htmlFor="api-key" className="sr-only">
          API key
        </label>
        <input
          id="api-key"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={pending.problem !== null}
          aria-describedby={pending.problem ? "api-key-problem" : undefined}
          placeholder="ch_live_…"
          autoComplete="off"
          spellCheck={false}
          className="min-w-0 flex-1 rounded-xl border border-line bg-ink/80 px-3 py-2.5 font-mono text-sm text-slate-100 outline-none placeholder:text-slate-400 focus:border-sky-400"
        />
        <button type="submit" disabled={pending.checking} className="rounded-xl bg-sky-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-sky-400 disabled:opacity-70">
          {pending.checking ? "Checking…" : "Save & check"}
        </button>
      </form>
      {pending.problem && (
        <div id="api-key-problem" className="mt-3">
          <Notice tone="error" title={`${describeKeyProblem(pending.problem).title}: not saved`} testId="key-error">
            {pending.problem.status === 401
              ? "Check it for a missing character; it may also have been revoked or replaced. Nothing was saved: scans from this browser stay on the free tier."
              : `${describeKeyProblem(pending.problem).body} Nothing was saved.`}
          </Notice>
        </div>
      )}
      <p className="mt-3 text-xs text-slate-400">
        No key yet? Scanning works without one on the free tier. <Link href="/pricing" className="text-sky-300 hover:underline">See plans</Link>.
      </p>
    </Card>
  );
}
