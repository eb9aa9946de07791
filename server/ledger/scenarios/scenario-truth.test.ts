// The planted truth of every scenario (its `expect`) holds in the built world:
// the on-chain facts a scanner would have to find are really there.
import { PublicKey } from "@solana/web3.js";
import { beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS } from "@/server/ledger/constants";
import { pairsForTokens } from "@/server/ledger/market/dexscreener";
import { quoteSwap } from "@/server/ledger/market/jupiter";
import { getDefaultLedger } from "@/server/ledger/server/default-ledger";
import type { InstructionRecord, TxRecord } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { SCENARIOS } from ".";

let world: World;
beforeAll(() => {
  world = getDefaultLedger();
});

/** the { type, info } form (Memo's plain-string form never matches). */
const parsedOf = (ix: InstructionRecord) => (ix.parsed && "info" in ix.parsed ? ix.parsed : undefined);
const onCurve = (a: string) => PublicKey.isOnCurve(new PublicKey(a).toBytes());
const tokenDelta = (tx: TxRecord, owner: string, mint: string) => {
  const sum = (list: TxRecord["preTokenBalances"]) => list.filter((b) => b.owner === owner && b.mint === mint).reduce((s, b) => s + b.amount, 0n);
  return { pre: sum(tx.preTokenBalances), post: sum(tx.postTokenBalances) };
};
const txsOf = (address: string) => (world.signaturesByAddress.get(address) ?? []).filter((t) => t.err === null);
const solTransfersTo = (address: string) =>
  txsOf(address).flatMap((t) => t.instructions.filter((ix) => parsedOf(ix)?.type === "transfer" && parsedOf(ix)!.program === "system" && parsedOf(ix)!.info.destination === address).map((ix) => ({ tx: t, from: parsedOf(ix)!.info.source as string })));
const holders = (mint: string) =>
  [...(world.tokenAccountsByMint.get(mint) ?? [])].map((a) => world.getTokenAccount(a)!).filter((t) => t.amount > 0n && onCurve(t.owner));
const creations = (creator: string) =>
  txsOf(creator).filter((t) => t.accountKeys.some((k) => k.pubkey === creator && k.signer) && [...t.instructions, ...t.innerInstructions.flatMap((g) => g.instructions)].some((ix) => parsedOf(ix)?.type === "initializeMint2" && world.getMint(parsedOf(ix)!.info.mint as string) && t.accountKeys.some((k) => k.pubkey === parsedOf(ix)!.info.mint && k.signer)));

describe.each(SCENARIOS.map((s) => [s.id, s] as const))("scenario %s", (_id, scenario) => {
  const e = scenario.expect;

  it("has the planted holders, authorities and venue", () => {
    const mint = world.getMint(scenario.mint)!;
    expect(mint).toBeDefined();
    if (e.holderCount) {
      const n = holders(scenario.mint).length;
      expect(n).toBeGreaterThanOrEqual(e.holderCount.min);
      expect(n).toBeLessThanOrEqual(e.holderCount.max);
    }
    if (e.mintAuthorityRevoked !== undefined) expect(mint.mintAuthority === null).toBe(e.mintAuthorityRevoked);
    if (e.freezeAuthorityRevoked !== undefined) expect(mint.freezeAuthority === null).toBe(e.freezeAuthorityRevoked);
    const pairs = pairsForTokens(world, [scenario.mint]);
    if (e.venue === "none") expect(pairs).toEqual([]);
    else if (e.venue === "pumpfun_curve") expect(pairs[0].dexId).toBe("pumpfun");
    else if (e.venue) expect(pairs[0].dexId).toBe(e.venue === "raydium_v4" ? "raydium" : "pumpswap");
    for (const venue of world.venuesByMint.get(scenario.mint) ?? []) expect(onCurve(venue)).toBe(false);
  });

  it("answers the planted sell route", () => {
    if (!e.sellRoute) return;
    const decimals = world.getMint(scenario.mint)!.decimals;
    const q = quoteSwap(world, { inputMint: scenario.mint, outputMint: ACCOUNTS.wrappedSol, amount: 10n ** BigInt(decimals) * 1000n, slippageBps: 50 });
    expect(q.status === 200).toBe(e.sellRoute === "routable");
    if (e.sellRoute === "blocked") expect(pairsForTokens(world, [scenario.mint]).length).toBeGreaterThan(0);
  });

  it("has the planted same-slot bundle, funding clusters and coordinated exit", () => {
    if (e.bundle) {
      for (const member of e.bundle.members) {
        const buy = txsOf(member).find((t) => t.slot === e.bundle!.slot && tokenDelta(t, member, scenario.mint).post > 0n);
        expect(buy, member).toBeDefined();
        const funding = solTransfersTo(member)[0];
        expect(funding.tx.slot).toBeLessThan(e.bundle.slot);
        expect(e.bundle.slot - funding.tx.slot).toBeLessThan(1_000);
      }
    }
    for (const cluster of e.fundingClusters ?? []) {
      for (const member of cluster.members) {
        let frontier = [member];
        for (let hop = 0; hop < cluster.hops; hop++) frontier = frontier.flatMap((a) => solTransfersTo(a).map((f) => f.from));
        expect(frontier, member).toContain(cluster.funder);
      }
    }
    if (e.coordinatedExit) {
      for (const member of e.coordinatedExit.members) {
        const sell = txsOf(member).find((t) => t.slot === e.coordinatedExit!.slot);
        expect(sell, member).toBeDefined();
        const { pre, post } = tokenDelta(sell!, member, scenario.mint);
        expect(pre > 0n && (pre - post) * 4n >= pre).toBe(true);
      }
    }
  });

  it("has the planted exchange funder and relayer", () => {
    if (e.exchangeFunded) {
      const funded = new Set(txsOf(e.exchangeFunded.funder).flatMap((t) => t.instructions.filter((ix) => parsedOf(ix)?.type === "transfer" && parsedOf(ix)!.info.source === e.exchangeFunded!.funder).map((ix) => parsedOf(ix)!.info.destination)));
      for (const m of e.exchangeFunded.members) expect(funded.has(m)).toBe(true);
      expect(funded.size).toBeGreaterThan(50);
      expect(world.lamportsOf(e.exchangeFunded.funder)).toBeGreaterThan(10_000n * 1_000_000_000n);
    }
    if (e.relayer) {
      const creation = creations(e.relayer.creator).find((t) => t.accountKeys.some((k) => k.pubkey === scenario.mint));
      expect(creation?.accountKeys[0].pubkey).toBe(e.relayer.feePayer);
      expect(creation?.accountKeys.find((k) => k.pubkey === e.relayer!.creator)?.signer).toBe(true);
    }
  });

  it("has the planted deployer history", () => {
    if (!e.deployer) return;
    const created = creations(e.deployer.creator).flatMap((t) => t.accountKeys.filter((k) => k.signer && world.getMint(k.pubkey)).map((k) => k.pubkey));
    const prior = created.filter((m) => m !== scenario.mint);
    expect(prior.length).toBe(e.deployer.priorLaunches);
    if (e.deployer.priorMints) expect(new Set(prior)).toEqual(new Set(e.deployer.priorMints));
    for (const m of prior) {
      const pair = pairsForTokens(world, [m])[0];
      const dead = !pair || (pair.liquidity ? pair.liquidity.usd < 100 : pair.marketCap < 6_000);
      expect(dead, m).toBe(true);
    }
  });
});

describe("mint-to-only creator", () => {
  it("minted supply of existing tokens but created none before", () => {
    const s = SCENARIOS.find((x) => x.id === "mint-to-only-creator")!;
    const creator = s.expect.deployer!.creator;
    const mintTos = txsOf(creator).filter((t) => t.instructions.some((ix) => parsedOf(ix)?.type === "mintTo" && parsedOf(ix)!.info.mintAuthority === creator));
    expect(mintTos.length).toBeGreaterThanOrEqual(6);
  });
});
