"use client";
// The list of wallets found in this browser, as a small modal dialog: focus
// moves in, Tab and Shift+Tab stay inside, Escape closes, and focus returns
// to the button that opened it.
import type { Wallet } from "@solana/wallet-adapter-react";
import type { WalletName } from "@solana/wallet-adapter-base";
import { useEffect, useRef, useState } from "react";
import { WalletIcon } from "@/components/wallet/wallet-icon";

/** Phones and tablets have no browser extensions: there a wallet is an app with its own browser. */
function isMobileBrowser(): boolean {
  return typeof navigator !== "undefined" && /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("button:not([disabled]), a[href], input:not([disabled]), [tabindex]:not([tabindex='-1'])")];
}

export function WalletPicker({ wallets, onPick, onClose }: { wallets: Wallet[]; onPick(name: WalletName): void; onClose(): void }) {
  const first = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const [mobile] = useState(isMobileBrowser);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (first.current ?? dialog.current)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab" || !dialog.current) return;
      const stops = focusables(dialog.current);
      if (stops.length === 0) return;
      const [head, tail] = [stops[0], stops[stops.length - 1]];
      const inside = dialog.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      // back where the person was (the Connect button), unless the page moved focus on purpose
      if (opener?.isConnected && (document.activeElement === document.body || !document.activeElement)) opener.focus();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/60 p-4 backdrop-blur-sm sm:items-center" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="wallet-picker-title"
        ref={dialog}
        tabIndex={-1}
        className="w-full max-w-sm rounded-2xl border border-line bg-panel p-5 shadow-2xl shadow-black/40"
        onClick={(event) => event.stopPropagation()}
        data-testid="wallet-picker"
      >
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <h2 id="wallet-picker-title" className="text-base font-semibold text-slate-100">Choose a wallet</h2>
            <p className="mt-0.5 text-sm text-slate-300">Wallets found in this browser.</p>
          </div>
          <button type="button" onClick={onClose} aria-label="Close" className="rounded-lg px-2 py-1 text-slate-300 hover:bg-white/5 hover:text-slate-200">
            ✕
          </button>
        </div>
        {wallets.length === 0 ? (
          <p className="rounded-xl border border-line/70 bg-black/20 p-3 text-sm text-slate-300" data-testid="no-wallet">
            {mobile
              ? "No Solana wallet was found in this browser. On a phone, open this page inside your wallet app's browser (Phantom, Solflare, Backpack, ...) and connect there."
              : "No Solana wallet was found. Install a wallet extension that supports Wallet Standard (Phantom, Solflare, Backpack, ...), reload this page and connect again."}
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
