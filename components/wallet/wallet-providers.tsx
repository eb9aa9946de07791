"use client";
// The Solana connection and wallet context for the purchase. No adapters are
// listed: Wallet Standard wallets (Phantom, Solflare, Backpack, ...) register
// themselves in the page and the provider picks them up.
import { ConnectionProvider, WalletProvider } from "@solana/wallet-adapter-react";
import type { Adapter, WalletError } from "@solana/wallet-adapter-base";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

const NO_ADAPTERS: Adapter[] = [];
/** remembers the chosen wallet so a returning visitor reconnects silently */
const WALLET_NAME_KEY = "cabal-hunter.wallet";

interface WalletErrorState {
  /** the last error the wallet adapter reported (connect, sign, send) */
  error: WalletError | null;
  clear(): void;
}

const WalletErrorContext = createContext<WalletErrorState>({ error: null, clear: () => {} });

export function useWalletError(): WalletErrorState {
  return useContext(WalletErrorContext);
}

export function WalletProviders({ endpoint, children }: { endpoint: string; children: ReactNode }) {
  const [error, setError] = useState<WalletError | null>(null);
  // Without onError the adapter logs every error (a declined signature too) with console.error.
  const onError = useCallback((next: WalletError) => setError(next), []);
  const errorState = useMemo(() => ({ error, clear: () => setError(null) }), [error]);
  const config = useMemo(() => ({ commitment: "confirmed" as const }), []);
  return (
    <ConnectionProvider endpoint={endpoint} config={config}>
      <WalletProvider wallets={NO_ADAPTERS} autoConnect localStorageKey={WALLET_NAME_KEY} onError={onError}>
        <WalletErrorContext.Provider value={errorState}>{children}</WalletErrorContext.Provider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
