"use client";
// Publishable keys on the key page (issue 20 item 5): the saved secret key makes
// them for the origins its owner lists (POST /api/keys/publishable), lists them
// and revokes them (GET, DELETE). A new key is shown once, with the badge's
// embed code carrying it as data-api-key.
import { useEffect, useId, useState } from "react";
import { createPublishableKey, listPublishableKeys, revokePublishableKey } from "@/server/contracts/endpoints/access";
import { MAX_ORIGINS, normalizeOrigin, type CreatedPublishableKey, type PublishableKeyList } from "@/server/contracts/publishable-keys";
import { callApi } from "@/components/api/client";
import { CopyButton } from "@/components/ui/copy-button";
import { useStoredKey } from "@/components/watch/use-stored-key";

type State = { status: "loading" } | { status: "ready"; list: PublishableKeyList } | { status: "error"; message: string };

/** The origins typed one per line (or comma-separated): the list to send, or the first problem. */
export function readOrigins(text: string): { origins: string[] } | { problem: string } {
  const origins = text.split(/[\s,]+/).filter(Boolean);
  if (origins.length === 0) return { problem: "List at least one origin, such as https://example.com." };
  if (origins.length > MAX_ORIGINS) return { problem: `At most ${MAX_ORIGINS} origins per key.` };
  for (const origin of origins) {
    const check = normalizeOrigin(origin);
    if (!check.ok) return { problem: `${origin}: ${check.reason}.` };
  }
  return { origins };
}

export function PublishableKeysPanel() {
  const id = useId();
  const apiKey = useStoredKey();
  const [state, setState] = useState<State>({ status: "loading" });
  const [originsText, setOriginsText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPublishableKey | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!apiKey) return;
    const controller = new AbortController();
    void callApi(listPublishableKeys, { apiKey, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: "ready", list: result.data } : { status: "error", message: result.problem.message });
    });
    return () => controller.abort();
  }, [apiKey, version]);

  async function create(key: string) {
    setProblem(null);
    const read = readOrigins(originsText);
    if ("problem" in read) return setProblem(read.problem);
    const result = await callApi(createPublishableKey, { apiKey: key, body: { origins: read.origins } });
    if (!result.ok) return setProblem(result.problem.message);
    setCreated(result.data);
    setOriginsText("");
    setVersion((v) => v + 1);
  }

  async function revoke(key: string, keyId: string) {
    setProblem(null);
    const result = await callApi(revokePublishableKey, { apiKey: key, params: { id: keyId } });
    if (!result.ok) return setProblem(result.problem.message);
    if (created?.key_id === keyId) setCreated(null);
    setVersion((v) => v + 1);
  }

  if (!apiKey) return null;
  const live = state.status === "ready" ? state.list.publishable_keys.filter((k) => !k.revoked_at) : [];
  return (
    <section className="rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby={`${id}-title`} data-testid="publishable-keys-panel">
      <h2 id={`${id}-title`} className="font-semibold text-slate-100">
        Badge keys (publishable)
      </h2>
      <p className="mt-1 text-sm text-slate-400">
        For the badge widget&apos;s <code className="font-mono text-xs">data-api-key</code>: a publishable key can only scan, only from the sites you list, and spends this key&apos;s
        credit. Never put your secret key in a page.
      </p>
      <form
        className="mt-3 space-y-2 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          void create(apiKey);
        }}
      >
        <label htmlFor={`${id}-origins`} className="block font-medium text-slate-200">
          Allowed origins
        </label>
        <textarea
          id={`${id}-origins`}
          required
          rows={3}
          value={originsText}
          onChange={(e) => setOriginsText(e.target.value)}
          aria-describedby={`${id}-origins-hint`}
          placeholder="https://example.com"
          className="w-full rounded-xl border border-line bg-ink/80 px-3 py-2 font-mono text-base text-slate-100 placeholder:text-slate-400 focus:border-sky-400 sm:text-xs"
        />
        <p id={`${id}-origins-hint`} className="text-xs text-slate-400">
          One per line, up to {MAX_ORIGINS}: scheme and host exactly as the page is served (https; http only for localhost).
        </p>
        <button type="submit" className="w-full rounded-xl border border-sky-400/60 bg-sky-500/10 px-4 py-2 font-semibold text-sky-100 hover:bg-sky-500/20 sm:w-auto">
          Make a publishable key
        </button>
      </form>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-rose-300">
          {problem}
        </p>
      )}
      {created && (
        <div className="mt-3 space-y-2 rounded-xl border border-emerald-400/40 bg-emerald-500/5 p-3 text-sm" data-testid="publishable-key-created" role="status">
          <p className="text-emerald-100">New publishable key, shown only now:</p>
          <code className="block break-all font-mono text-xs text-slate-100">{created.publishable_key}</code>
          <CopyButton value={created.publishable_key} label="Copy key" />
          <pre tabIndex={0} aria-label="Badge embed code with the key" className="overflow-x-auto rounded-lg bg-black/30 p-3 font-mono text-xs text-slate-300">
            {`<div class="cabal-hunter-badge" data-mint="<mint>" data-api-key="${created.publishable_key}"></div>`}
          </pre>
        </div>
      )}
      {state.status === "loading" && <p className="mt-3 text-sm text-slate-400">Loading…</p>}
      {state.status === "error" && (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {state.message}
        </p>
      )}
      {state.status === "ready" &&
        (live.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No publishable keys yet.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line/60 text-sm" aria-label="Live publishable keys">
            {live.map((k) => (
              <li key={k.key_id} className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between">
                <span className="min-w-0">
                  <code className="font-mono text-xs text-slate-200">pk_live_{k.key_id}_…</code>
                  <span className="block break-all text-xs text-slate-400">{k.origins.join(", ")}</span>
                </span>
                <button type="button" onClick={() => void revoke(apiKey, k.key_id)} className="self-start rounded-lg border border-line px-2.5 py-1 text-xs text-slate-300 hover:border-rose-400 hover:text-rose-200 sm:self-auto">
                  Revoke <span className="sr-only">publishable key {k.key_id}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
