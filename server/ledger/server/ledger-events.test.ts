// POST /__ledger/event over real HTTP: the insiders dump, or the liquidity is
// pulled, in one new slot, and web3.js, DexScreener and Jupiter all see it.
import { Connection, PublicKey, type ParsedAccountData, type ParsedTransactionWithMeta, type TokenBalance } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLedgerWorld } from "@/server/ledger/build-ledger-world";
import { ACCOUNTS } from "@/server/ledger/constants";
import { watchDrain, watchDump } from "@/server/ledger/scenarios/watch-events";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;
let connection: Connection;
const SOL = ACCOUNTS.wrappedSol;

beforeAll(async () => {
  // a world of its own: the events change it for good.
  server = await startLedgerServer({ port: 0, world: buildLedgerWorld([watchDump, watchDrain]), wsOnNextPort: false });
  // finalized at once, so the default (finalized) reads see the event without waiting.
  server.controls.configure({ confirmationDelayMs: 0, finalityDelayMs: 0 });
  connection = new Connection(server.rpcUrl, "finalized");
});

afterAll(async () => {
  await server.close();
});

interface Receipt {
  slot: number;
  signatures: string[];
  wallets: string[];
  venue: string;
  tokensMoved: string;
  pctOfSupply: number;
}

async function fire(mint: string, kind: string): Promise<{ status: number; body: Receipt & { error?: string } }> {
  const res = await fetch(`${server.url}/__ledger/event`, { method: "POST", body: JSON.stringify({ mint, kind }), headers: { "content-type": "application/json" } });
  return { status: res.status, body: await res.json() };
}

const pair = async (mint: string) => ((await (await fetch(`${server.dexscreenerUrl}/latest/dex/tokens/${mint}`)).json()) as { pairs: { pairAddress: string; priceNative: string; liquidity: { usd: number; quote: number } }[] }).pairs[0];
const sellQuote = async (mint: string, amount: bigint) => Number(((await (await fetch(`${server.jupiterUrl}/swap/v1/quote?inputMint=${mint}&outputMint=${SOL}&amount=${amount}&slippageBps=100`)).json()) as { outAmount: string }).outAmount);

async function largest(mint: string): Promise<Map<string, bigint>> {
  const accounts = await connection.getTokenLargestAccounts(new PublicKey(mint));
  return new Map(accounts.value.map((a) => [a.address.toBase58(), BigInt(a.amount)]));
}

function tokenDelta(tx: ParsedTransactionWithMeta, owner: string, mint: string): { pre: bigint; post: bigint } {
  const sum = (list: TokenBalance[] | null | undefined) =>
    (list ?? []).filter((b) => b.owner === owner && b.mint === mint).reduce((s, b) => s + BigInt(b.uiTokenAmount.amount), 0n);
  return { pre: sum(tx.meta!.preTokenBalances), post: sum(tx.meta!.postTokenBalances) };
}

describe("coordinated_dump on watch-dump", () => {
  it("lands 2+ top-20 holders selling >= 25 % each, >= 0.5 % of supply together, in one new slot, seen by every reader", async () => {
    const mint = watchDump.mint;
    const mintKey = new PublicKey(mint);
    const supply = BigInt((await connection.getTokenSupply(mintKey)).value.amount);
    const before = await largest(mint);
    const pairBefore = await pair(mint);
    const quoteBefore = await sellQuote(mint, 10_000_000_000n);
    const tipBefore = await connection.getSlot("processed");

    const { status, body } = await fire(mint, "coordinated_dump");
    expect(status).toBe(200);
    expect(body.slot).toBeGreaterThanOrEqual(tipBefore);
    expect(body.venue).toBe("pumpswap");
    expect(body.signatures.length).toBeGreaterThanOrEqual(2);
    expect(body.wallets.length).toBe(body.signatures.length);

    const recent = await connection.getSignaturesForAddress(mintKey, { limit: 20 });
    const inSlot = recent.filter((r) => r.slot === body.slot).map((r) => r.signature);
    expect(new Set(inSlot)).toEqual(new Set(body.signatures));
    const poolRecent = await connection.getSignaturesForAddress(new PublicKey(pairBefore.pairAddress), { limit: 10 });
    expect(poolRecent.slice(0, body.signatures.length).map((r) => r.signature).sort()).toEqual([...body.signatures].sort());

    let sold = 0n;
    const after = await largest(mint);
    for (const [i, wallet] of body.wallets.entries()) {
      const [newest] = await connection.getSignaturesForAddress(new PublicKey(wallet), { limit: 1 });
      expect(newest.signature).toBe(body.signatures[i]);
      const tx = (await connection.getParsedTransaction(body.signatures[i], { maxSupportedTransactionVersion: 0 }))!;
      expect(tx.slot).toBe(body.slot);
      expect(tx.meta!.err).toBeNull();
      const { pre, post } = tokenDelta(tx, wallet, mint);
      expect((pre - post) * 4n).toBeGreaterThanOrEqual(pre);
      sold += pre - post;
      const accounts = await connection.getParsedTokenAccountsByOwner(new PublicKey(wallet), { mint: mintKey });
      const account = accounts.value[0];
      expect(BigInt((account.account.data as ParsedAccountData).parsed.info.tokenAmount.amount)).toBe(post);
      expect(BigInt((await connection.getTokenAccountBalance(account.pubkey)).value.amount)).toBe(post);
      // a top-20 holder before the dump, and the largest-accounts list shows its new balance.
      expect(before.get(account.pubkey.toBase58())).toBe(pre);
      if (after.has(account.pubkey.toBase58())) expect(after.get(account.pubkey.toBase58())).toBe(post);
    }
    expect(sold * 200n).toBeGreaterThanOrEqual(supply);
    expect(BigInt(body.tokensMoved)).toBe(sold);
    expect(body.pctOfSupply).toBeCloseTo((Number(sold) / Number(supply)) * 100, 9);

    const pairAfter = await pair(mint);
    expect(Number(pairAfter.priceNative)).toBeLessThan(Number(pairBefore.priceNative));
    expect(pairAfter.liquidity.usd).toBeLessThan(pairBefore.liquidity.usd);
    expect(await sellQuote(mint, 10_000_000_000n)).toBeLessThan(quoteBefore);
  });

  it("makes a new incident at a later slot when fired again", async () => {
    const first = await fire(watchDump.mint, "coordinated_dump");
    const second = await fire(watchDump.mint, "coordinated_dump");
    expect(second.status).toBe(200);
    expect(second.body.slot).toBeGreaterThan(first.body.slot);
    expect(second.body.signatures.some((s) => first.body.signatures.includes(s))).toBe(false);
    const recent = await connection.getSignaturesForAddress(new PublicKey(watchDump.mint), { limit: 1 });
    expect(recent[0].slot).toBe(second.body.slot);
  });
});

describe("liquidity_drain on watch-drain", () => {
  it("withdraws the creator's LP in one new slot: the quote vault loses >= 50 % and every reader sees it", async () => {
    const mint = watchDrain.mint;
    const pairBefore = await pair(mint);
    const pool = server.world.getAccount(pairBefore.pairAddress)!.data;
    if (pool.kind !== "pool") throw new Error("not a pool");
    const quoteVault = new PublicKey(pool.pool.quoteVault);
    const lpMint = new PublicKey(pool.pool.lpMint);
    const vaultBefore = BigInt((await connection.getTokenAccountBalance(quoteVault)).value.amount);
    const lpBefore = BigInt((await connection.getTokenSupply(lpMint)).value.amount);

    const { status, body } = await fire(mint, "liquidity_drain");
    expect(status).toBe(200);
    expect(body.signatures).toHaveLength(1);
    expect(body.wallets).toEqual([watchDrain.expect.deployer!.creator]);

    const vaultAfter = BigInt((await connection.getTokenAccountBalance(quoteVault)).value.amount);
    expect(vaultAfter * 2n).toBeLessThanOrEqual(vaultBefore);
    expect(BigInt((await connection.getTokenSupply(lpMint)).value.amount)).toBeLessThan(lpBefore);
    const tx = (await connection.getParsedTransaction(body.signatures[0], { maxSupportedTransactionVersion: 0 }))!;
    expect(tx.slot).toBe(body.slot);
    const withdraw = tx.transaction.message.instructions.findIndex((ix) => ix.programId.toBase58() === "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA");
    expect(withdraw).toBeGreaterThan(0);
    const inner = tx.meta!.innerInstructions!.find((g) => g.index === withdraw)!.instructions.map((ix) => ("parsed" in ix ? ix.parsed.type : "raw"));
    expect(inner).toEqual(["transferChecked", "transferChecked", "burn"]);
    const [newest] = await connection.getSignaturesForAddress(quoteVault, { limit: 1 });
    expect(newest.signature).toBe(body.signatures[0]);

    const pairAfter = await pair(mint);
    expect(pairAfter.liquidity.usd * 2).toBeLessThanOrEqual(pairBefore.liquidity.usd);
  });

  it("refuses an event the mint cannot have (409) and a malformed body (400)", async () => {
    expect((await fire(watchDump.mint, "liquidity_drain")).status).toBe(409);
    expect((await fire(ACCOUNTS.usdcMint, "coordinated_dump")).status).toBe(409);
    expect((await fire(watchDump.mint, "rug_pull")).status).toBe(400);
  });
});
