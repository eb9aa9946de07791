"use client";
// The screen-list add-on on the key page: the saved key's list (GET, POST,
// DELETE /api/screen-list), or, without the add-on, its payment request
// (POST /api/screen-list/checkout) and how to redeem it.
import { useEffect, useId, useState } from "react";
import { screenListCheckoutSchema, screenListSchema, type ScreenList, type ScreenListCheckout } from "@/server/contracts/screen-list";
import { useStoredKey } from "../watch/use-stored-key";
import { NETWORK_PROBLEM, readApiProblem } from "../scan/describe-api-error";
import { CopyButton } from "../ui/copy-button";

type State =
  | { status: "loading" }
  | { status: "ready"; list: ScreenList }
  | { status: "not_enabled"; checkout: ScreenListCheckout | null }
  | { status: "error"; message: string };

export function ScreenListPanel() {
  const id = useId();
  const apiKey = useStoredKey();
  const [state, setState] = useState<State>({ status: "loading" });
  const [wallet, setWallet] = useState("");
  const [label, setLabel] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  // bumped after a change: the effect reads the list again
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!apiKey) return;
    const controller = new AbortController();
    fetch("/api/screen-list", { headers: { "X-API-Key": apiKey }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) {
          const answer = await readApiProblem(response);
          return setState(answer.code === "addon_not_enabled" ? { status: "not_enabled", checkout: null } : { status: "error", message: answer.message });
        }
        const parsed = screenListSchema.safeParse(await response.json());
        setState(parsed.success ? { status: "ready", list: parsed.data } : { status: "error", message: "The answer was not understood." });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "error", message: NETWORK_PROBLEM.message });
      });
    return () => controller.abort();
  }, [apiKey, version]);

  /** POST (add) or DELETE (remove), then read the list again. */
  async function change(key: string, init: RequestInit & { query?: string }): Promise<boolean> {
    setProblem(null);
    const response = await fetch(`/api/screen-list${init.query ?? ""}`, { ...init, headers: { "content-type": "application/json", "X-API-Key": key } }).catch(() => null);
    if (!response?.ok) {
      setProblem(response ? (await readApiProblem(response)).message : NETWORK_PROBLEM.message);
      return false;
    }
    setVersion((v) => v + 1);
    return true;
  }

  async function checkout(key: string) {
    const response = await fetch("/api/screen-list/checkout", { method: "POST", headers: { "X-API-Key": key } }).catch(() => null);
    if (!response?.ok) return setProblem(response ? (await readApiProblem(response)).message : NETWORK_PROBLEM.message);
    const parsed = screenListCheckoutSchema.safeParse(await response.json());
    if (parsed.success) setState({ status: "not_enabled", checkout: parsed.data });
  }

  if (!apiKey) return null;
  return (
    <section className="rounded-2xl border border-line bg-panel/80 p-5" aria-labelledby={`${id}-title`} data-testid="screen-list-panel">
      <h2 id={`${id}-title`} className="font-semibold text-slate-100">
        Screen list
      </h2>
      <p className="mt-1 text-sm text-slate-400">Your own wallet list, checked on every scan made with this key (private to the key).</p>
      {state.status === "loading" && <p className="mt-3 text-sm text-slate-400">Loading…</p>}
      {state.status === "error" && (
        <p role="alert" className="mt-3 text-sm text-rose-300">
          {state.message}
        </p>
      )}
      {state.status === "not_enabled" && !state.checkout && (
        <div className="mt-3 space-y-2 text-sm text-slate-300">
          <p>The screen-list add-on is not enabled on this key (9 USDC for 30 days).</p>
          <button type="button" onClick={() => void checkout(apiKey)} className="rounded-xl border border-sky-400/60 bg-sky-500/10 px-4 py-2 font-semibold text-sky-100 hover:bg-sky-500/20">
            Get a payment request
          </button>
        </div>
      )}
      {state.status === "not_enabled" && state.checkout && (
        <div className="mt-3 space-y-2 text-sm text-slate-300" data-testid="screen-list-checkout">
          <p>
            Send {state.checkout.amount_usdc} USDC to <code className="break-all font-mono text-xs">{state.checkout.pay_to}</code> with the memo{" "}
            <code className="font-mono text-xs">{state.checkout.memo}</code> before {new Date(state.checkout.expires_at).toLocaleString()}, then redeem the finalized transaction:
          </p>
          <pre tabIndex={0} aria-label="Redeem request" className="overflow-x-auto rounded-lg bg-black/30 p-3 font-mono text-xs text-slate-300">
            {`curl -X POST ${state.checkout.redeem.url} -H "X-API-Key: $CABAL_KEY" \\
  -H "content-type: application/json" \\
  -d '{"tx_signature":"<signature>","claim_token":"${state.checkout.claim_token}"}'`}
          </pre>
          <p className="text-amber-100">The claim token is shown only now.</p>
          <CopyButton value={state.checkout.solana_pay_url} label="Copy Solana Pay link" />
        </div>
      )}
      {state.status === "ready" && (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-slate-400">Enabled until {new Date(state.list.enabled_until).toLocaleDateString()}.</p>
          <form
            className="flex flex-col gap-2 sm:flex-row"
            onSubmit={(event) => {
              event.preventDefault();
              void change(apiKey, { method: "POST", body: JSON.stringify({ entries: [{ wallet: wallet.trim(), label: label.trim() }] }) }).then((ok) => {
                if (!ok) return;
                setWallet("");
                setLabel("");
              });
            }}
          >
            <label htmlFor={`${id}-wallet`} className="sr-only">Wallet address</label>
            <input id={`${id}-wallet`} required value={wallet} onChange={(e) => setWallet(e.target.value)} placeholder="Wallet address" className="min-w-0 flex-1 rounded-xl border border-line bg-ink/80 px-3 py-2 font-mono text-xs text-slate-100 placeholder:text-slate-400 focus:border-sky-400" />
            <label htmlFor={`${id}-label`} className="sr-only">Label</label>
            <input id={`${id}-label`} required maxLength={80} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="Label" className="rounded-xl border border-line bg-ink/80 px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-sky-400 sm:w-40" />
            <button type="submit" className="rounded-xl border border-sky-400/60 bg-sky-500/10 px-4 py-2 font-semibold text-sky-100 hover:bg-sky-500/20">Add</button>
          </form>
          {problem && <p role="alert" className="text-rose-300">{problem}</p>}
          {state.list.entries.length === 0 ? (
            <p className="text-slate-400">No wallets yet.</p>
          ) : (
            <ul className="divide-y divide-line/60">
              {state.list.entries.map((e) => (
                <li key={e.wallet} className="flex items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <span className="font-semibold text-slate-200">{e.label}</span> <code className="break-all font-mono text-xs text-slate-400">{e.wallet}</code>
                  </span>
                  <button type="button" onClick={() => void change(apiKey, { method: "DELETE", query: `?wallet=${encodeURIComponent(e.wallet)}` })} className="rounded-lg border border-line px-2.5 py-1 text-xs text-slate-300 hover:border-rose-400 hover:text-rose-200">
                    Remove <span className="sr-only">{e.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
