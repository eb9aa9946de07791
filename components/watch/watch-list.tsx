"use client";
// The /watches page: the saved key's watches with their delivery status
// (GET /api/watch), and a way to stop each (DELETE /api/watch?id=).
import Link from "next/link";
import { useEffect, useState } from "react";
import { deleteWatch, listWatches } from "@/server/contracts/endpoints/watch";
import type { WatchSummary } from "@/server/contracts/watch";
import { callApi } from "@/components/api/client";
import { useStoredKey } from "@/components/watch/use-stored-key";

type State = { status: "loading" } | { status: "ready"; watches: WatchSummary[]; limit: number } | { status: "error"; message: string };

export function WatchList() {
  const apiKey = useStoredKey();
  const [state, setState] = useState<State>({ status: "loading" });

  // bumped after a change: the effect reads the list again
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!apiKey) return;
    const controller = new AbortController();
    void callApi(listWatches, { apiKey, signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      setState(result.ok ? { status: "ready", ...result.data } : { status: "error", message: result.problem.message });
    });
    return () => controller.abort();
  }, [apiKey, version]);

  async function stop(key: string, id: string) {
    const result = await callApi(deleteWatch, { query: { id }, apiKey: key });
    // no answer at all: read the list again, it shows whether the watch went
    if (!result.ok && result.problem.status !== 0) setState({ status: "error", message: result.problem.message });
    else setVersion((v) => v + 1);
  }

  if (apiKey === undefined) return null;
  if (apiKey === null) {
    return (
      <p className="text-slate-300">
        Watches belong to an API key. <Link href="/keys" className="text-sky-300 underline">Save or get a key</Link>, then watch a token from its report page.
      </p>
    );
  }
  if (state.status === "loading") return <p className="text-slate-400">Loading your watches…</p>;
  if (state.status === "error") return <p role="alert" className="text-rose-300">{state.message}</p>;
  if (state.watches.length === 0) return <p className="text-slate-300">No watches yet: open a token&apos;s report and use “Watch this token”.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-panel/80" data-testid="watch-list">
      <table className="w-full text-left text-sm">
        <caption className="p-3 text-left text-slate-400">
          {state.watches.length} of {state.limit} watches on this key
        </caption>
        <thead className="text-xs uppercase text-slate-400">
          <tr>
            <th scope="col" className="px-3 py-2">Token</th>
            <th scope="col" className="px-3 py-2">Alerts to</th>
            <th scope="col" className="px-3 py-2">Status</th>
            <th scope="col" className="px-3 py-2">Last delivery</th>
            <th scope="col" className="px-3 py-2"><span className="sr-only">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {state.watches.map((w) => (
            <tr key={w.id} className="border-t border-line/60">
              <td className="px-3 py-2 font-mono text-xs">
                {w.mint ? (
                  <Link href={`/token/${w.mint}`} className="text-sky-300 underline">{`${w.mint.slice(0, 4)}…${w.mint.slice(-4)}`}</Link>
                ) : (
                  // an operator watch names a wallet, not a token
                  <span title={w.wallet}>{`operator ${w.wallet?.slice(0, 4)}…${w.wallet?.slice(-4)}`}</span>
                )}
              </td>
              <td className="break-all px-3 py-2 text-slate-300">{w.webhook_url ?? w.email}</td>
              <td className={`px-3 py-2 font-semibold ${w.status === "failing" ? "text-rose-300" : "text-emerald-300"}`}>{w.status}</td>
              <td className="px-3 py-2 text-slate-300">
                {w.last_delivery_at ? `${new Date(w.last_delivery_at).toLocaleString()} (${w.last_delivery_status ?? "no HTTP status"})` : "none yet"}
              </td>
              <td className="px-3 py-2">
                <button type="button" onClick={() => void stop(apiKey, w.id)} className="rounded-lg border border-line px-2.5 py-1 text-xs text-slate-300 hover:border-rose-400 hover:text-rose-200">
                  Stop
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
