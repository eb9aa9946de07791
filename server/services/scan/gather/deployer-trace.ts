// The deployer: from the mint's history back to its first transaction (the
// creation; scan.history reads it), resolve the creator, then read the
// creator's history for earlier mint creations. Only InitializeMint of a new
// mint signed by the creator counts as a launch; MintTo on an existing token
// never does.
import { RAYDIUM_LP_LOCK } from "@/server/chain/locks/layouts/raydium-lp-lock";
import { KNOWN_ACCOUNTS } from "@/server/chain/labels/known-programs";
import type { DexScreenerClient } from "@/server/chain/market/client";
import type { Address, DeployerSnapshot, LaunchSnapshot, Venue } from "@/server/engine/snapshot";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";
import { findCreatorCurveLaunches, readCurveCreator } from "@/server/services/scan/gather/creator-curves";
import { resolveCreator } from "@/server/services/scan/gather/derive/creator";
import { MIN_FUNDING_LAMPORTS } from "@/server/services/scan/gather/derive/funding";
import { isWalletAddress } from "@/server/services/scan/gather/holders";
import { readLaunchHistories } from "@/server/services/scan/gather/launch-histories";
import { fetchLaunchMarkets } from "@/server/services/scan/gather/market";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import type { MintHistory } from "@/server/services/scan/gather/history/address-history";
import type { LoadedTransaction, ScanRpc } from "@/server/services/scan/gather/scan-rpc";

export async function traceDeployer(
  mint: Address,
  history: MintHistory,
  scan: ScanRpc,
  market: DexScreenerClient,
  options: GatherOptions,
  coverage: CoverageRecorder,
): Promise<DeployerSnapshot> {
  if (!history.complete) {
    // a busy mint (more pages than the cap): a pump.fun curve still names its creator
    const creator = await readCurveCreator(mint, scan);
    if (!creator) return { status: "unknown", reason: "the mint's history could not be read back to its creation" };
    coverage.cap("creator_from_curve");
    return traceCreator(mint, creator, null, scan, market, options, coverage);
  }
  const oldest = history.pages.at(-1)!.signatures.at(-1);
  if (!oldest) return { status: "unknown", reason: "the mint has no transactions" };
  const creationTx = (await scan.transactions([oldest.signature])).get(oldest.signature);
  if (!creationTx) return { status: "unknown", reason: "the creation transaction could not be read" };
  const creator = resolveCreator(creationTx.tx, creationTx.raw, mint);
  if (!creator) return { status: "unknown", reason: "the mint's first transaction is not its creation" };
  return traceCreator(mint, creator, creationTx.tx, scan, market, options, coverage);
}

/** The creator's earlier launches; `creation` is null when the creator was read from the curve (the creation was not reached). */
async function traceCreator(
  mint: Address,
  creator: Address,
  creation: LoadedTransaction["tx"] | null,
  scan: ScanRpc,
  market: DexScreenerClient,
  options: GatherOptions,
  coverage: CoverageRecorder,
): Promise<DeployerSnapshot> {
  // its newest transactions are read next (one more than the sample: the creation may be among them)
  const page = (await scan.history.activity([{ address: creator, limit: options.walletSignatureLimit, newest: options.deployerTxCap + 1 }])).get(creator);
  if (!page) return { status: "unknown", reason: "the creator's history could not be read" };
  const ok = page.signatures.filter((s) => (s.err === null || s.err === undefined) && s.signature !== creation?.signature);
  const sample = ok.slice(0, options.deployerTxCap);
  const complete = !page.capped && sample.length === ok.length;
  if (!complete) coverage.cap("deployer_history");
  const loaded = await scan.transactions(sample.map((s) => s.signature));
  const found = findLaunches([...loaded.values()], creator, mint);
  // a creator busier than one page: its launches from its creations (pump.fun curves naming it)
  if (page.capped) {
    const known = new Set(found.map((l) => l.mint));
    const more = await findCreatorCurveLaunches(creator, scan, coverage, (txs) => findLaunches(txs, creator, mint));
    found.push(...more.filter((l) => !known.has(l.mint)));
    found.sort((a, b) => a.slot - b.slot);
  }
  const insiders = { creator, funded: findCreatorFunded([...loaded.values()], creator), walletSignatureLimit: options.walletSignatureLimit };
  const [markets, histories] = await Promise.all([
    fetchLaunchMarkets(market, found.map((l) => l.mint), coverage),
    readLaunchHistories(found.map((l) => l.mint), scan, coverage, insiders),
  ]);
  const launches: LaunchSnapshot[] = found.map((l) => ({
    ...l,
    ...(markets.get(l.mint) ?? { market: { status: "unavailable" as const }, symbol: null }),
    ...(histories.has(l.mint) ? { history: histories.get(l.mint) } : {}),
  }));
  return {
    status: "ok",
    creator,
    creationSignature: creation?.signature ?? null,
    creationSlot: creation?.slot ?? null,
    venue: creation ? (creation.venues[0] ?? null) : "pumpfun",
    historyComplete: complete && sample.every((s) => loaded.has(s.signature)),
    launches,
  };
}

/** Venues that create the mints they list (a creation inside them is a launch). */
const LAUNCHPADS = new Set<Venue>(["pumpfun", "raydium_launchlab", "meteora_dbc", "moonshot"]);
/** Venues that create their own mints (LP tokens, position NFTs) inside pool instructions. */
const AMMS = new Set<Venue>(["pumpswap", "raydium_amm_v4", "raydium_cpmm", "raydium_clmm", "meteora_dlmm", "meteora_damm", "orca_whirlpool"]);

/** Mint authorities launchpads give the mints they create (pump.fun's until create revokes it). */
const LAUNCHPAD_MINT_AUTHORITIES = new Set<Address>([KNOWN_ACCOUNTS.pumpfunMintAuthority]);

/**
 * An AMM's LP or position mint, created by the AMM itself when a pool or position opens: not a
 * launch. A migration (pump.fun Migrate into PumpSwap) runs the launchpad and the AMM in one
 * transaction: the mint created there is the pool's LP mint (a Token-2022 mint whose authority is
 * the pool), unless the launchpad's own mint authority holds it.
 */
export function isPoolOwnMint(tx: LoadedTransaction["tx"], creation: LoadedTransaction["tx"]["mintCreations"][number]): boolean {
  // a liquidity lock's own NFT (Raydium Burn & Earn mints the fee NFT of the LP it locks) is no launch either
  if (creation.inner && tx.programIds.includes(RAYDIUM_LP_LOCK.programId)) return true;
  if (!creation.inner || !tx.venues.some((v) => AMMS.has(v))) return false;
  if (!tx.venues.some((v) => LAUNCHPADS.has(v))) return true;
  return creation.mintAuthority === null || !LAUNCHPAD_MINT_AUTHORITIES.has(creation.mintAuthority);
}

export function findLaunches(txs: LoadedTransaction[], creator: Address, exceptMint: Address) {
  const launches = new Map<Address, Omit<LaunchSnapshot, "market" | "symbol">>();
  for (const { tx, raw } of txs) {
    if (tx.failed) continue;
    for (const creation of tx.mintCreations) {
      if (creation.mint === exceptMint || launches.has(creation.mint) || isPoolOwnMint(tx, creation)) continue;
      if (resolveCreator(tx, raw, creation.mint) !== creator) continue;
      launches.set(creation.mint, { mint: creation.mint, signature: tx.signature, slot: tx.slot, blockTime: tx.blockTime, venue: tx.venues[0] ?? null });
    }
  }
  return [...launches.values()].sort((a, b) => a.slot - b.slot);
}

/** Wallets the creator sent SOL (at least the funding minimum) or tokens to, in its read transactions. */
export function findCreatorFunded(txs: LoadedTransaction[], creator: Address): Set<Address> {
  const funded = new Set<Address>();
  for (const { tx } of txs) {
    if (tx.failed) continue;
    for (const t of tx.solTransfers) if (t.from === creator && t.to !== creator && t.lamports >= MIN_FUNDING_LAMPORTS) funded.add(t.to);
    const sentMints = new Set(tx.tokenDeltas.filter((d) => d.owner === creator && d.delta < 0n).map((d) => d.mint));
    for (const d of tx.tokenDeltas) if (sentMints.has(d.mint) && d.owner !== creator && d.delta > 0n && isWalletAddress(d.owner)) funded.add(d.owner);
  }
  return funded;
}
