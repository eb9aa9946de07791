"use client";
// The list of wallets found in this browser, as a small modal dialog.
import type { Wallet } from "@solana/wallet-adapter-react";
import type { WalletName } from "@solana/wallet-adapter-base";
import { useEffect, useRef } from "react";
import { WalletIcon } from "./wallet-icon";

export function WalletPicker({ wallets, onPick, onClose }: { wallets: Wallet[]; onPick(name: WalletName): void; onClose(): void }) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    first.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/60 p-4 backdrop-blur-sm sm:items-center" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="wallet-picker-title"
        className="w-full max-w-sm rounded-2xl border border-line bg-panel p-5 shadow-2xl shadow-black/40"
        onClick={(event) => event.stopPropagation()}
        data-testid="wallet-picker"
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <h2 id="wallet-picker-title" className="text-base font-semibold text-slate-100">Choose a wallet</h2>
            <p className="mt-0.5 text-sm text-slate-400">Wallets found in this browser.</p>
          </div>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-lg px-2 py-1 text-slate-400 hover:bg-white/5 hover:text-slate-200">
            ✕
          </button>
        </div>
        {wallets.length === 0 ? (
          <p className="rounded-xl border border-line/70 bg-black/20 p-3 text-sm text-slate-300" data-testid="no-wallet">
            No Solana wallet was found. Install a wallet extension that supports Wallet Standard (Phantom, Solflare, Backpack, ...), reload this page and
            connect again.
          </p>
        ) : (
          <ul className="space-y-2">
            {wallets.map(({ adapter }, index) => (
              <li key={adapter.name}>
                <button
                  ref={index === 0 ? first : undefined}
                  type="button"
                  onClick={() => onPick(adapter.name)}
                  className="flex w-full items-center gap-3 rounded-xl border border-line bg-black/20 px-3 py-2.5 text-left text-sm font-medium text-slate-100 hover:border-sky-400 hover:bg-sky-500/10"
                >
                  <WalletIcon src={adapter.icon} name={adapter.name} size={28} />
                  <span className="flex-1">{adapter.name}</span>
                  <span className="text-xs text-emerald-300">Detected</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
