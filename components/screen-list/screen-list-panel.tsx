"use client";
// The screen-list add-on on the key page: the saved key's list (GET, POST,
// DELETE /api/screen-list), or, without the add-on, its payment request
// (POST /api/screen-list/checkout) and how to redeem it.
import { useEffect, useId, useState } from "react";
import { addToScreenList, checkoutScreenList, getScreenList, removeFromScreenList } from "@/server/contracts/endpoints/addons";
import type { ScreenList, ScreenListCheckout } from "@/server/contracts/screen-list";
import { callApi, type ApiResult } from "@/components/api/client";
import { useStoredKey } from "@/components/watch/use-stored-key";
import { CopyButton } from "@/components/ui/copy-button";

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
    void callApi(getScreenList, { apiKey, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) return setState({ status: "ready", list: result.data });
      setState(result.problem.code === "addon_not_enabled" ? { status: "not_enabled", checkout: null } : { status: "error", message: result.problem.message });
    });
    return () => controller.abort();
  }, [apiKey, version]);

  /** After an add or a removal: read the list again, or say why it failed. */
  function changed(result: ApiResult<unknown>): boolean {
    if (!result.ok) {
      setProblem(result.problem.message);
      return false;
    }
    setVersion((v) => v + 1);
    return true;
  }

  async function add(key: string, entry: { wallet: string; label: string }): Promise<boolean> {
    setProblem(null);
    return changed(await callApi(addToScreenList, { body: { entries: [entry] }, apiKey: key }));
  }

  async function remove(key: string, wallet: string): Promise<boolean> {
    setProblem(null);
    return changed(await callApi(removeFromScreenList, { query: { wallet }, apiKey: key }));
  }

  async function checkout(key: string) {
    const result = await callApi(checkoutScreenList, { apiKey: key });
    if (!result.ok) return setProblem(result.problem.message);
    setState({ status: "not_enabled", checkout: result.data });
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
              void add(apiKey, { wallet: wallet.trim(), label: label.trim() }).then((ok) => {
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
                  <button type="button" onClick={() => void remove(apiKey, e.wallet)} className="rounded-lg border border-line px-2.5 py-1 text-xs text-slate-300 hover:border-rose-400 hover:text-rose-200">
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
