"use client";
// Connect / disconnect, with our own picker (no wallet-adapter-react-ui: its
// stylesheet pulls a web font from Google, which this offline-first app avoids).
import { WalletReadyState } from "@solana/wallet-adapter-base";
import { useWallet } from "@solana/wallet-adapter-react";
import { useState } from "react";
import { shortAddress } from "@/components/format";
import { useWalletError } from "@/components/wallet/wallet-providers";
import { WalletIcon } from "@/components/wallet/wallet-icon";
import { WalletPicker } from "@/components/wallet/wallet-picker";

const USABLE = new Set([WalletReadyState.Installed, WalletReadyState.Loadable]);
/** errors of connecting; a declined signature is the purchase's to explain, not this button's */
const CONNECT_ERRORS = new Set(["WalletConnectionError", "WalletNotReadyError", "WalletAccountError", "WalletPublicKeyError", "WalletWindowClosedError", "WalletWindowBlockedError", "WalletTimeoutError"]);

export function ConnectWallet({ disabled = false }: { disabled?: boolean }) {
  const { wallets, wallet, publicKey, connected, connecting, select, connect, disconnect } = useWallet();
  const { error, clear } = useWalletError();
  const [open, setOpen] = useState(false);
  // errors are shown only for a connection the visitor asked for, not a silent reconnect
  const [asked, setAsked] = useState(false);
  const detected = wallets.filter((w) => USABLE.has(w.readyState));

  if (connected && publicKey && wallet) {
    return (
      <div className="flex flex-wrap items-center gap-2" data-testid="wallet-connected">
        <span className="inline-flex items-center gap-2 rounded-xl border border-emerald-500/40 bg-emerald-500/10 px-3 py-2 text-sm text-emerald-100">
          <WalletIcon src={wallet.adapter.icon} name={wallet.adapter.name} size={18} />
          <span className="font-medium">{wallet.adapter.name}</span>
          <span className="font-mono text-xs text-emerald-200/80" title={publicKey.toBase58()}>
            {shortAddress(publicKey.toBase58(), 4)}
          </span>
        </span>
        <button type="button" disabled={disabled} onClick={() => void disconnect()} className="rounded-lg px-2.5 py-1.5 text-sm text-slate-400 hover:bg-white/5 hover:text-slate-200 disabled:opacity-40">
          Disconnect
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={disabled || connecting}
        onClick={() => {
          clear();
          setOpen(true);
        }}
        className="rounded-xl border border-sky-400/60 bg-sky-500/10 px-4 py-2.5 text-sm font-semibold text-sky-100 hover:bg-sky-500/20 disabled:opacity-50"
      >
        {connecting ? "Connecting…" : "Connect wallet"}
      </button>
      {asked && error && CONNECT_ERRORS.has(error.name) && !connecting && (
        <p role="alert" className="text-sm text-red-200" data-testid="wallet-error">
          The wallet did not connect{error.message ? `: ${error.message}` : "."} Try again, or pick another wallet.
        </p>
      )}
      {open && (
        <WalletPicker
          wallets={detected}
          onClose={() => setOpen(false)}
          onPick={(name) => {
            setAsked(true);
            setOpen(false);
            // with autoConnect on, selecting a wallet the visitor picked connects it;
            // the one already selected (a silent reconnect that did not happen) is asked directly
            if (wallet?.adapter.name === name) connect().catch(() => undefined);
            else select(name);
          }}
        />
      )}
    </div>
  );
}
