"use client";
// The /verify form: an evidence pack pasted, dropped on the field or chosen as
// a file, and an optional RPC URL to re-derive its flags from. Every control
// has a visible label; the whole form works from the keyboard.
import { useId, useState } from "react";

export interface PackFormValue {
  packText: string;
  rpcUrl: string;
}

export function PackForm({ busy, demoRpcUrl, onVerify }: { busy: boolean; demoRpcUrl: string | null; onVerify: (value: PackFormValue) => void }) {
  const id = useId();
  const [packText, setPackText] = useState("");
  const [rpcUrl, setRpcUrl] = useState("");
  const [dragging, setDragging] = useState(false);
  const readFile = (file: File | undefined) => void file?.text().then(setPackText);
  return (
    <form
      className="space-y-4 rounded-2xl border border-line bg-panel/80 p-5"
      aria-labelledby={`${id}-title`}
      data-testid="verify-form"
      onSubmit={(event) => {
        event.preventDefault();
        onVerify({ packText, rpcUrl: rpcUrl.trim() });
      }}
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-100">
        Your evidence pack
      </h2>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-pack`} className="block text-sm font-medium text-slate-200">
          Evidence pack (JSON from GET /api/evidence)
        </label>
        <textarea
          id={`${id}-pack`}
          required
          rows={8}
          spellCheck={false}
          value={packText}
          onChange={(event) => setPackText(event.target.value)}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            readFile(event.dataTransfer.files[0]);
          }}
          aria-describedby={`${id}-pack-hint`}
          placeholder='{ "payload": { ... }, "signature": { "alg": "Ed25519", ... } }'
          className={`block w-full rounded-xl border bg-ink/80 px-3 py-2.5 font-mono text-xs text-slate-100 outline-none placeholder:text-slate-400 focus:border-sky-400 ${dragging ? "border-sky-400" : "border-line"}`}
          data-testid="pack-input"
        />
        <p id={`${id}-pack-hint`} className="text-xs text-slate-400">
          Paste it, drop the file here, or choose it below. Nothing you paste leaves your browser unless your browser cannot check Ed25519 itself.
        </p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-200">
          Or choose a pack file
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          onChange={(event) => readFile(event.target.files?.[0])}
          className="block w-full text-sm text-slate-300 file:mr-3 file:rounded-lg file:border file:border-line file:bg-white/5 file:px-3 file:py-1.5 file:text-slate-200"
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-rpc`} className="block text-sm font-medium text-slate-200">
          Solana RPC URL (optional: to re-derive each flag from the chain)
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={`${id}-rpc`}
            type="url"
            inputMode="url"
            value={rpcUrl}
            onChange={(event) => setRpcUrl(event.target.value)}
            placeholder="https://api.mainnet-beta.solana.com"
            className="min-w-0 flex-1 rounded-xl border border-line bg-ink/80 px-3 py-2.5 text-sm text-slate-100 outline-none placeholder:text-slate-400 focus:border-sky-400"
            data-testid="rpc-input"
          />
          {demoRpcUrl && (
            <button type="button" onClick={() => setRpcUrl(demoRpcUrl)} className="rounded-xl border border-line px-4 py-2.5 text-sm text-slate-200 hover:border-sky-400">
              Use the demo ledger&apos;s RPC
            </button>
          )}
        </div>
        <p className="text-xs text-slate-400">Any RPC that answers getTransaction. Your browser asks it directly for every transaction the pack cites.</p>
      </div>
      <button type="submit" disabled={busy} className="w-full rounded-xl bg-sky-500 px-5 py-2.5 font-semibold text-slate-950 hover:bg-sky-400 disabled:opacity-70 sm:w-auto">
        {busy ? "Checking…" : "Verify the pack"}
      </button>
    </form>
  );
}
