// Gathering: from a mint, everything the engine needs, in as few sequential
// round trips as the data dependencies allow (see docs/architecture.md
// "How a scan works"). Independent branches run in parallel; each round of reads is
// one JSON-RPC batch; nothing is read twice within a scan.
import type { DexScreenerClient } from "@/server/chain/market/client";
import type { JupiterClient } from "@/server/chain/quotes/client";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Address, FundingLink, HolderSnapshot, TokenSnapshot, TradeSnapshot } from "@/server/engine/snapshot";
import type { ScanStage } from "@/server/contracts/scan-stream";
import { createCoverageRecorder, type CoverageRecorder } from "@/server/services/scan/gather/coverage";
import { scanDeadline, withDeadline } from "@/server/services/scan/gather/deadline";
import { decodeBondingCurve, withCurveLiquidity } from "@/server/services/scan/gather/derive/bonding-curve";
import { extractTrades } from "@/server/services/scan/gather/derive/trades";
import { traceDeployer } from "@/server/services/scan/gather/deployer-trace";
import { findEarlyFirstBuys, findGroupCandidates, readEarlyBuyerPages, readEarlyBuyerTrades, traceEarlyBuyers, withFingerprint } from "@/server/services/scan/gather/early-buyers";
import { traceFunders } from "@/server/services/scan/gather/funder-trace";
import { traceHolders } from "@/server/services/scan/gather/holder-trace";
import { describeLiquidityAccounts, isWalletAddress, rankHolders, readLargestAccounts, readMintInfo, readTokenAccountsByMint } from "@/server/services/scan/gather/holders";
import { LOCKER_IDS, type LocksSnapshot } from "@/server/engine/locks/lock-types";
import { readLocks, type VaultBalance } from "@/server/services/scan/gather/locks/read-locks";
import { fetchMarket, fetchSellQuote } from "@/server/services/scan/gather/market";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import { createScanRpc, type LoadedTransaction, type ScanRpc, type SignaturePage } from "@/server/services/scan/gather/scan-rpc";
import { inStage } from "@/server/services/scan/gather/stage-tag";
import { STANDARD_PLAN, type HistorySource } from "@/server/services/scan/gather/history/address-history";
import { pickCrowdedSlotSignatures } from "@/server/services/scan/gather/trade-sample";
import { resolvePools } from "@/server/services/scan/gather/pool-accounts";

export interface ScanSources {
  rpc: SolanaRpc;
  /** which address-history path the RPC serves; absent: standard JSON-RPC */
  history?: HistorySource;
  market: DexScreenerClient;
  quotes: JupiterClient;
  /** unix seconds; injected so replays are deterministic. */
  now: () => number;
}

/** A caller that reads more after the scan (the analytics routes) passes its own memoized reads in, so nothing is read twice. */
export interface SharedReads {
  scan: ScanRpc;
  coverage: CoverageRecorder;
}

export async function gatherSnapshot(
  mint: Address,
  sources: ScanSources,
  options: GatherOptions,
  onStage?: (stage: ScanStage) => void,
  shared?: SharedReads,
): Promise<TokenSnapshot> {
  const deadline = scanDeadline(options);
  if (deadline) sources = withDeadline(sources, deadline);
  const coverage = shared?.coverage ?? createCoverageRecorder();
  const scan = shared?.scan ?? (await createScanReads(sources, coverage));
  const { requests } = sources.rpc;
  const marketPromise = inStage("market", () => fetchMarket(sources.market, mint, coverage));
  // round 1: the mint, its largest accounts with their owners (the mint-wide listing, when the
  // RPC serves it, saves the owners' round), and its newest signatures.
  const byMintListing = new AbortController();
  const byMintPromise =
    options.ownersFromProgramAccounts === false ? Promise.resolve(null) : inStage("holders", () => readTokenAccountsByMint(mint, scan, byMintListing.signal));
  // locks run beside the whole trace: their first round needs only the mint; the main pool
  // (the vault holding the most of it) waits for the largest accounts with their owners
  const liquidityRead = deferred<VaultBalance[]>();
  let readSlot: number | null = null;
  const locksRead = new AbortController();
  const locksPromise =
    options.locks === false
      ? Promise.resolve(undefined)
      : inStage("locks", () => readLocks({ mint, liquidity: liquidityRead.promise, clock: () => ({ now: sources.now(), slot: readSlot }), signal: locksRead.signal }, scan));
  const roundStarted = performance.now();
  // (on the indexed path the newest page is asked with the mint's oldest signatures and first transactions)
  const [[mintAccount, largest], newestOfMint] = await Promise.all([
    inStage("holders", () => scan.batch<unknown>([requests.getAccountInfo(mint, { encoding: "jsonParsed" }), requests.getTokenLargestAccounts(mint)], "mint and largest accounts")),
    inStage("holders", () => scan.history.newestOfMint(mint)),
  ]);
  const mintInfo = readMintInfo(mintAccount, coverage);
  readSlot = (mintAccount as { context?: { slot?: number } } | undefined)?.context?.slot ?? null;
  onStage?.("mint");
  const base = { mint, mintInfo, coverage: { holderCap: options.holderCap, fundingHops: options.fundingHops } };
  if (mintInfo.status === "not_a_mint") {
    liquidityRead.resolve([]);
    locksRead.abort();
    return emptySnapshot(base, sources.now(), coverage, await marketPromise);
  }

  const quotePromise = inStage("market", () =>
    marketPromise.then((market) =>
      mintInfo.status === "ok" ? fetchSellQuote(sources.quotes, mintInfo, mint, market, coverage) : ({ status: "skipped", reason: "mint unreadable" } as const),
    ),
  );
  const historyPromise = inStage("deployer", () => scan.history.mintHistory(mint, options.signaturePageCap)).then((history) => {
    if (history.pageCapHit) coverage.cap("mint_history_pages");
    return history;
  });
  const deployerPromise = inStage("deployer", () => historyPromise.then((history) => traceDeployer(mint, history, scan, sources.market, options, coverage))).finally(() =>
    onStage?.("deployer"),
  );
  // pools, curves and vaults are the PDA-owned side of every trade
  const isLiquidityOwner = (owner: Address) => !isWalletAddress(owner);
  // the first buyers' rounds run beside the holders' (see early-buyers.ts)
  const earlyPromise = inStage("first_buyers", () =>
    historyPromise
      .then((history) => (options.firstBuyers === false ? new Map() : findEarlyFirstBuys({ mint, history, isLiquidityOwner }, scan, coverage)))
      .then(async (firstBuys) => ({ firstBuys, pages: await readEarlyBuyerPages(firstBuys, scan, options) })),
  );

  const largestRows = ((largest as { value?: { address: string }[] } | undefined)?.value ?? []).map((r) => r.address);
  // the listing gets as long again as round 1 took (at least 25 ms): past that, the fallback round
  // is the faster way (a hanging or very large answer must not hold the holders up)
  const byMint = await Promise.race([byMintPromise, sleep(Math.max(25, performance.now() - roundStarted)).then(() => null)]);
  // gone on without it: stop its download (up to the 32 MB cap) rather than let it run beside the scan
  if (byMint === null) byMintListing.abort();
  const tokenAccounts = await inStage("holders", () => readLargestAccounts(largestRows, byMint, scan));
  // the vaults' balances are all the main pool needs: the locks need not wait for the owners' classification
  liquidityRead.resolve(tokenAccounts.filter((r) => !isWalletAddress(r.owner)).map((r) => ({ tokenAccount: r.address, amount: r.amount })));
  const rankedHolders = rankHolders(tokenAccounts, options.holderCap);
  const vault = tokenAccounts.filter((r) => !isWalletAddress(r.owner)).sort((a, b) => (b.amount > a.amount ? 1 : -1))[0];
  // holder histories, pool classification and the pool's history are independent: one round trip.
  const [vaultAccounts, pages] = await Promise.all([
    inStage("holders", () => describeLiquidityAccounts(tokenAccounts, scan)),
    inStage("histories", async () => {
      const [wallets, pool] = await Promise.all([
        scan.history.activity(rankedHolders.map((h) => ({ address: h.owner, limit: options.walletSignatureLimit }))),
        // the pool's vault: its newest trades only (crowded slots), a listing on either path
        vault ? scan.signaturePages([{ address: vault.address, limit: 1000 }]) : new Map<Address, SignaturePage>(),
      ]);
      return new Map([...wallets, ...pool]);
    }),
  ]);
  // the pool behind a shared-authority vault (Raydium v4, CPMM), beside the holders' rounds
  const poolsPromise = inStage("holders", () => resolvePools(vaultAccounts, pages, scan));
  const marketSignatureList = [...(newestOfMint?.signatures ?? []), ...(vault ? (pages.get(vault.address)?.signatures ?? []) : [])];
  const notBefore = options.pairCreatedAt ? Math.floor(options.pairCreatedAt / 1000) - 60 : undefined;
  const crowded = pickCrowdedSlotSignatures(marketSignatureList, options.tradeTxCap, coverage, notBefore);
  const holderPages = new Map<Address, SignaturePage>([...pages].filter(([address]) => address !== vault?.address));

  const marketSignatures = new Set(marketSignatureList.map((s) => s.signature));
  // The first buyers are traced beside the holders: same rounds, one memo, so a wallet, page or
  // funder both need is read once. Each branch walks its own funders, so a mint whose history
  // had to be paged back (a busy token) delays only the early-buyer branch, never the holders'.
  // Both walks report when their funding links are all known (before the last hop's profiles):
  // the first buyers' sells are read then, beside that round, not after it.
  const holderWalked = deferred<Map<Address, FundingLink>>();
  const earlyWalked = deferred<Map<Address, FundingLink>>();
  const holderBranch = inStage("histories", () => traceHolders({ mint, holders: rankedHolders, pages: holderPages, marketSignatures, isLiquidityOwner }, scan, crowded)).then(async (traced) => {
    onStage?.("holders");
    return { traced, trace: await inStage("funding", () => traceFunders(traced.holders.flatMap((h) => h.funding), scan, options, holderWalked.resolve)) };
  });
  const earlyBranch = inStage("first_buyers", () =>
    earlyPromise
      .then(({ firstBuys, pages }) => traceEarlyBuyers({ mint, firstBuys, pages, marketSignatures, isLiquidityOwner }, scan, coverage))
      .then(async (early) => ({ early, trace: await traceFunders(early.buyers.flatMap((b) => b.funding), scan, options, earlyWalked.resolve) })),
  );
  // sells only where a group is possible: the chains need every link of both walks (a holder's
  // funder can extend a first buyer's chain), and nothing of the last profiles.
  const earlyTradesPromise = inStage("first_buyers", async () => {
    const [holderLinks, earlyLinks, { early }] = await Promise.all([holderWalked.promise, earlyWalked.promise, earlyBranch]);
    const upstream = new Map([...earlyLinks, ...holderLinks]);
    const chained = early.buyers.map((b) => ({ ...b, funding: chainOf(b, upstream) }));
    return readEarlyBuyerTrades(early, chained, findGroupCandidates(chained), { mint, isLiquidityOwner }, scan);
  });
  // a branch that fails never reports its links: fail the waiters with it (the failure itself
  // surfaces from the branch's own await below)
  holderBranch.catch(holderWalked.reject);
  earlyBranch.catch(earlyWalked.reject);
  earlyTradesPromise.catch(() => undefined);
  const [{ traced, trace: holderTrace }, { trace: earlyTrace }] = await Promise.all([holderBranch, earlyBranch]);
  onStage?.("funding");
  const upstream = new Map([...earlyTrace.upstream, ...holderTrace.upstream]);
  const holders = traced.holders.map((h) => ({ ...h, firstBuy: withFingerprint(h.firstBuy, traced.loaded), funding: chainOf(h, upstream) }));
  const [deployer, rawMarket, sellQuote, curve, earlyBuyers, liquidityAccounts] = await Promise.all([
    deployerPromise,
    marketPromise,
    quotePromise,
    inStage("market", () => readCurve(vaultAccounts, scan)),
    earlyTradesPromise,
    poolsPromise,
  ]);
  const locks = await settleLocks(locksPromise, locksRead);
  const market = withCurveLiquidity(rawMarket, curve);
  onStage?.("market");

  const snapshot: TokenSnapshot = {
    mint,
    observedAt: sources.now(),
    observedSlot: (mintAccount as { context?: { slot?: number } } | undefined)?.context?.slot ?? null,
    mintInfo,
    holders,
    earlyBuyers,
    liquidityAccounts,
    trades: collectTrades(new Map([...traced.loaded, ...(await traced.crowded)]), mint, isLiquidityOwner),
    funders: { ...earlyTrace.funders, ...holderTrace.funders },
    deployer,
    market,
    sellQuote,
    ...(locks ? { locks } : {}),
    coverage: { ...base.coverage, holdersFound: rankedHolders.length, holdersTraced: holders.filter((h) => h.traced).length, capsHit: coverage.capsHit, failures: coverage.failures },
  };
  onStage?.("done");
  return snapshot;
}

/** A scan's memoized reads on the history path the RPC serves now. */
export async function createScanReads(sources: Pick<ScanSources, "rpc" | "history">, coverage: CoverageRecorder): Promise<ScanRpc> {
  const plan = sources.history ? await sources.history.plan() : STANDARD_PLAN;
  return createScanRpc(sources.rpc, coverage, plan, (reason) => sources.history?.unserved(reason));
}

/** Locks wait at most this long (ms) past the rest of the trace: a slow locker program never holds a scan up. */
const LOCKS_GRACE_MS = 1_500;

async function settleLocks(locks: Promise<LocksSnapshot | undefined>, read: AbortController): Promise<LocksSnapshot | undefined> {
  const late = sleep(LOCKS_GRACE_MS).then(() => "late" as const);
  const settled = await Promise.race([locks, late]);
  if (settled !== "late") return settled;
  // the report goes out without them: a read still in flight must not outlive the scan (or bill on)
  read.abort();
  return { lp: null, locks: [], read: [], failed: LOCKER_IDS.map((locker) => ({ locker, reason: `no answer within ${LOCKS_GRACE_MS} ms of the rest of the scan` })) };
}

/** The live pump.fun curve among the liquidity accounts (its owner account was read when classifying). */
async function readCurve(liquidity: { owner: Address; kind: string }[], scan: ReturnType<typeof createScanRpc>) {
  const curve = liquidity.find((l) => l.kind === "bonding_curve");
  if (!curve) return null;
  const data = (await scan.accounts([curve.owner], "base64")).get(curve.owner)?.data;
  return Array.isArray(data) ? decodeBondingCurve(data[0]) : null;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // awaited only on the success path; a rejection is surfaced by the branch itself
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

function chainOf(holder: Pick<HolderSnapshot, "owner" | "funding">, upstream: Map<Address, FundingLink>): FundingLink[] {
  const chain = [...holder.funding];
  const seen = new Set([holder.owner]);
  while (chain.length > 0) {
    const next = upstream.get(chain.at(-1)!.from);
    if (!next || seen.has(next.from)) break;
    seen.add(next.to);
    chain.push(next);
  }
  return chain;
}

function collectTrades(loaded: Map<string, LoadedTransaction>, mint: Address, isLiquidityOwner: (o: Address) => boolean): TradeSnapshot[] {
  const trades = [...loaded.values()].flatMap(({ tx }) => extractTrades(tx, mint, isLiquidityOwner));
  return trades.sort((a, b) => a.slot - b.slot || a.signature.localeCompare(b.signature));
}

function emptySnapshot(
  base: { mint: Address; mintInfo: TokenSnapshot["mintInfo"]; coverage: { holderCap: number; fundingHops: number } },
  observedAt: number,
  coverage: ReturnType<typeof createCoverageRecorder>,
  market: TokenSnapshot["market"],
): TokenSnapshot {
  return {
    mint: base.mint,
    observedAt,
    mintInfo: base.mintInfo,
    holders: [],
    liquidityAccounts: [],
    trades: [],
    funders: {},
    deployer: { status: "unknown", reason: "not a mint" },
    market,
    sellQuote: { status: "skipped", reason: "not a mint" },
    coverage: { ...base.coverage, holdersFound: 0, holdersTraced: 0, capsHit: coverage.capsHit, failures: coverage.failures },
  };
}
