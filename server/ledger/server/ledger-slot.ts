// The embedded ledger's process state on ONE globalThis key: it stands in for
// an external chain, so there is one per process, shared by the app, the fee
// payer and tests that reach it with ensureLedgerServer(). A module variable
// would not be one per process under Next.js (each route bundle and
// instrumentation.ts get their own module registry after `next build`, and a
// dev reload re-evaluates modules): a second world, a second server, or a
// second live clock that forgets the blockhashes it handed out.
import type { LiveChain } from "@/server/ledger/live/live-chain";
import type { World } from "@/server/ledger/world/world";
import type { LedgerServer } from "@/server/ledger/server/ledger-server";
import type { FuturePlayer } from "@/server/ledger/futures/future-player";

interface LedgerSlot {
  /** the world built from every scenario */
  world?: World;
  /** the embedded ledger server the app uses when SOLANA_RPC_URL is unset */
  server?: Promise<LedgerServer>;
  /** each world's live chain (clock, handed-out blockhashes) */
  chains?: WeakMap<World, LiveChain>;
  /** each live chain's futures (server/ledger/futures): one player however many bundles start futures */
  futures?: WeakMap<LiveChain, FuturePlayer>;
}

const SLOT = Symbol.for("cabal-hunter.ledger-slot");

export function ledgerSlot(): LedgerSlot {
  const global = globalThis as Record<symbol, LedgerSlot | undefined>;
  global[SLOT] ??= {};
  return global[SLOT];
}
