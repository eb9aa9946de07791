// Commitment and the live clock over real HTTP and WebSocket: a transaction
// moves processed -> confirmed -> finalized, reads honour the asked
// commitment like mainnet, and slots, block height and blockhashes advance.
// The ledger's clock is driven by hand (its own world, an injected `now`): it
// moves only when a test calls tick, so no answer depends on the machine's speed.
import { ComputeBudgetProgram, Connection, Keypair, SystemProgram, TransactionMessage } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { buildLedgerWorld } from "@/server/ledger/build-ledger-world";
import { fundedWallet, rpcCall, signedLegacy, usdcPaymentInstructions } from "@/server/ledger/testing/payment-kit";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;
let connection: Connection;
let now = Date.UTC(2026, 0, 1);
const tick = (ms: number) => (now += ms);
/** Yields (to sockets and the PubSub poller) until `done` holds; only the test timeout bounds it. */
const until = async (done: () => boolean) => {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
};

beforeAll(async () => {
  server = await startLedgerServer({ port: 0, world: buildLedgerWorld([]), now: () => now });
  connection = new Connection(server.rpcUrl, { commitment: "confirmed", wsEndpoint: server.wsUrl });
});

afterEach(() => {
  server.controls.configure({ confirmationDelayMs: 400, finalityDelayMs: 2_000 });
});

afterAll(async () => {
  await server.close();
});

async function sendPayment() {
  const payer = fundedWallet(server, { usdc: 2_000_000n });
  const recent = await connection.getLatestBlockhash();
  const tx = signedLegacy(payer, usdcPaymentInstructions({ payer: payer.publicKey, recipient: Keypair.generate().publicKey, amount: 1_000_000n, memo: "c" }), recent);
  const signature = await connection.sendRawTransaction(tx.serialize());
  return { payer, recent, signature };
}

describe("commitment", () => {
  it("moves a transaction from processed to confirmed to finalized, with confirmations until it is rooted", async () => {
    server.controls.setConfirmationDelayMs(600);
    server.controls.setFinalityDelayMs(1_500);
    const { signature } = await sendPayment();
    const status = async () => (await connection.getSignatureStatuses([signature])).value[0]!;
    const processed = await status();
    expect(processed).toMatchObject({ confirmationStatus: "processed", confirmations: 0 });
    tick(599);
    expect((await status()).confirmationStatus).toBe("processed");
    tick(1);
    const confirmed = await status();
    expect(confirmed.confirmationStatus).toBe("confirmed");
    expect(confirmed.confirmations).toBeGreaterThanOrEqual(1);
    tick(899);
    expect((await status()).confirmationStatus).toBe("confirmed");
    tick(1);
    const finalized = await status();
    expect(finalized).toMatchObject({ confirmationStatus: "finalized", confirmations: null });
    expect(new Set([processed.slot, confirmed.slot, finalized.slot]).size).toBe(1);
  });

  it("serves a confirmed-only transaction at confirmed but not at finalized, until it finalizes", async () => {
    server.controls.setFinalityDelayMs(1_200);
    const { signature, recent, payer } = await sendPayment();
    tick(400);
    await connection.confirmTransaction({ signature, ...recent }, "confirmed");
    const at = (commitment: "confirmed" | "finalized") => connection.getParsedTransaction(signature, { commitment, maxSupportedTransactionVersion: 0 });
    expect(await at("confirmed")).not.toBeNull();
    expect(await at("finalized")).toBeNull();
    const listed = (commitment: "confirmed" | "finalized") => connection.getSignaturesForAddress(payer.publicKey, { limit: 1 }, commitment);
    expect((await listed("confirmed"))[0]).toMatchObject({ signature, confirmationStatus: "confirmed" });
    expect((await listed("finalized")).map((s) => s.signature)).not.toContain(signature);
    expect((await rpcCall(server, "getSignaturesForAddress", [payer.publicKey.toBase58(), { commitment: "processed" }])).error?.code).toBe(-32602);
    tick(799);
    expect(await at("finalized")).toBeNull();
    tick(1);
    await connection.confirmTransaction({ signature, ...recent }, "finalized");
    expect((await at("finalized"))?.meta?.err).toBeNull();
    expect((await listed("finalized"))[0]).toMatchObject({ signature, confirmationStatus: "finalized" });
    expect((await connection.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]).toMatchObject({ confirmationStatus: "finalized", confirmations: null, err: null });
  });

  it("reports the context slot of a read at the asked commitment, never ahead of getSlot at that commitment", async () => {
    tick(4_000);
    const payer = Keypair.generate().publicKey;
    for (const commitment of ["processed", "confirmed", "finalized"] as const) {
      const read = await connection.getAccountInfoAndContext(payer, commitment);
      expect(read.context.slot).toBe(await connection.getSlot(commitment));
    }
    const [confirmed, finalized] = await Promise.all([connection.getBalanceAndContext(payer, "confirmed"), connection.getBalanceAndContext(payer, "finalized")]);
    expect(finalized.context.slot).toBeLessThan(confirmed.context.slot);
  });

  it("advances slots, block height, block times and blockhashes with the clock", async () => {
    const slot = await connection.getSlot("processed");
    const first = await connection.getLatestBlockhash("confirmed");
    expect(await connection.getSlot("processed")).toBe(slot);
    tick(800);
    const later = await connection.getSlot("processed");
    expect(later - slot).toBe(2);
    expect(await connection.getSlot("finalized")).toBeLessThan(later);
    const second = await connection.getLatestBlockhash("confirmed");
    expect(second.blockhash).not.toBe(first.blockhash);
    expect(second.lastValidBlockHeight).toBeGreaterThan(first.lastValidBlockHeight);
    expect(second.lastValidBlockHeight - (await connection.getBlockHeight("confirmed"))).toBeLessThanOrEqual(150);
    // a live slot's block time is the clock's time when the slot began.
    expect((await connection.getBlockTime(later))! - now / 1000).toBeGreaterThan(-1);
    expect((await connection.getBlockTime(later))! - now / 1000).toBeLessThanOrEqual(0);
  });

  it("checks blockhashes and quotes fees like the node (5000 per signature plus the priority fee)", async () => {
    const payer = fundedWallet(server, { sol: 1 });
    const recent = await connection.getLatestBlockhash();
    expect((await connection.isBlockhashValid(recent.blockhash)).value).toBe(true);
    expect((await connection.isBlockhashValid(bs58.encode(Buffer.alloc(32, 3)))).value).toBe(false);
    const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 });
    const plain = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: recent.blockhash, instructions: [transfer] }).compileToV0Message();
    expect((await connection.getFeeForMessage(plain)).value).toBe(5000);
    const priced = [ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }), ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 30_000 }), transfer];
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: recent.blockhash, instructions: priced }).compileToV0Message();
    expect((await connection.getFeeForMessage(message)).value).toBe(5000 + 1500);
    const signature = await connection.sendRawTransaction(signedLegacy(payer, priced, recent).serialize());
    tick(400);
    await connection.confirmTransaction({ signature, ...recent });
    expect((await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 }))?.meta?.fee).toBe(6500);
    const stale = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: bs58.encode(Buffer.alloc(32, 5)), instructions: [transfer] }).compileToV0Message();
    expect((await rpcCall(server, "getFeeForMessage", [Buffer.from(stale.serialize()).toString("base64")])).result).toMatchObject({ value: null });
  });

  it("takes confirmation and finality delays over HTTP", async () => {
    const post = await fetch(`${server.url}/__ledger/config`, { method: "POST", body: JSON.stringify({ confirmationDelayMs: 0, finalityDelayMs: 0 }) });
    expect(await post.json()).toMatchObject({ confirmationDelayMs: 0, finalityDelayMs: 0 });
    const { signature } = await sendPayment();
    expect((await connection.getSignatureStatuses([signature])).value[0]?.confirmationStatus).toBe("finalized");
    const advanced = await (await fetch(`${server.url}/__ledger/advance`, { method: "POST", body: JSON.stringify({ slots: 10 }) })).json();
    expect(advanced.slot).toBeGreaterThanOrEqual((await connection.getSlot("processed")) - 1);
    expect((await fetch(`${server.url}/__ledger/config`, { method: "POST", body: JSON.stringify({ finalityDelayMs: -1 }) })).status).toBe(400);
  });

  it("notifies slot subscribers over the WebSocket", async () => {
    const slots: number[] = [];
    const id = connection.onSlotChange((info) => slots.push(info.slot));
    await until(() => slots.length === 1);
    expect(slots[0]).toBe(await connection.getSlot("processed"));
    tick(400);
    await until(() => slots.length === 2);
    await connection.removeSlotChangeListener(id);
    expect(slots[1]).toBe(slots[0] + 1);
  });
});
