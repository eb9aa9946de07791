// Runs IN THE PAGE (page.addInitScript): a Wallet Standard wallet, registered
// the way real extensions register (the wallet-standard:register-wallet /
// wallet-standard:app-ready window events), whose signing is done in Node by
// the test (window.__cabalTestWallet, from page.exposeFunction). Self-contained
// on purpose: Playwright serialises this function, so no imports or closures.

export interface TestWalletInit {
  name: string;
  address: string;
  /** the 32 public key bytes */
  publicKey: number[];
  /** Wallet Standard wants a data: URI */
  icon: string;
  chains: string[];
}

/** What the page sends to Node: the transaction as base64, plus the chain and send options. */
export interface BridgeRequest {
  op: "signTransaction" | "signAndSendTransaction";
  transaction: string;
  chain?: string;
  options?: { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number };
}

export function registerTestWallet(init: TestWalletInit): void {
  type Bridge = (request: BridgeRequest) => Promise<string>;
  type Listener = (properties: { accounts?: readonly unknown[] }) => void;
  type Input = { transaction: Uint8Array; chain?: string; options?: BridgeRequest["options"] };
  const FEATURES = ["solana:signAndSendTransaction", "solana:signTransaction"];
  const listeners = new Set<Listener>();
  const account = Object.freeze({ address: init.address, publicKey: new Uint8Array(init.publicKey), chains: init.chains, features: FEATURES, label: init.name, icon: init.icon });
  let accounts: readonly unknown[] = [];

  const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));
  const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  const setAccounts = (next: readonly unknown[]) => {
    accounts = next;
    listeners.forEach((listener) => listener({ accounts }));
  };
  /** Node's answer, or its refusal as a wallet error (4001 = the user rejected, as Phantom reports it). */
  const ask = async (op: BridgeRequest["op"], input: Input): Promise<Uint8Array> => {
    const bridge = (window as unknown as { __cabalTestWallet: Bridge }).__cabalTestWallet;
    try {
      return fromBase64(await bridge({ op, transaction: toBase64(input.transaction), chain: input.chain, options: input.options }));
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).replace(/^Error: /, "");
      throw Object.assign(new Error(message), /rejected/i.test(message) ? { code: 4001 } : {});
    }
  };

  const wallet = {
    version: "1.0.0" as const,
    name: init.name,
    icon: init.icon,
    chains: init.chains,
    get accounts() {
      return accounts;
    },
    features: {
      "standard:connect": {
        version: "1.0.0",
        connect: async () => {
          setAccounts([account]);
          return { accounts };
        },
      },
      "standard:disconnect": { version: "1.0.0", disconnect: async () => setAccounts([]) },
      "standard:events": {
        version: "1.0.0",
        on: (_event: "change", listener: Listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      "solana:signTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: ["legacy", 0],
        signTransaction: (...inputs: Input[]) => Promise.all(inputs.map(async (input) => ({ signedTransaction: await ask("signTransaction", input) }))),
      },
      "solana:signAndSendTransaction": {
        version: "1.0.0",
        supportedTransactionVersions: ["legacy", 0],
        signAndSendTransaction: (...inputs: Input[]) => Promise.all(inputs.map(async (input) => ({ signature: await ask("signAndSendTransaction", input) }))),
      },
    },
  };

  type Api = { register(w: typeof wallet): unknown };
  const register = (api: Api) => api.register(wallet);
  // both orders work: the app may already listen (register-wallet) or announce itself later (app-ready)
  window.dispatchEvent(new CustomEvent("wallet-standard:register-wallet", { detail: register }));
  window.addEventListener("wallet-standard:app-ready", (event) => register((event as CustomEvent<Api>).detail));
}
