// Paying through the embedded ledger over real HTTP and WebSocket, with
// transactions built and signed by @solana/web3.js and @solana/spl-token,
// read back exactly the way a payment verifier reads mainnet.
import { readFileSync } from "node:fs";
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, type ParsedInstruction } from "@solana/web3.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import {
  fundedWallet,
  memoInstruction,
  signedLegacy,
  signedV0,
  USDC_MINT,
  usdcAta,
  usdcPaymentInstructions,
  waitForStatus,
} from "@/server/ledger/testing/payment-kit";
import { SLOT_MS } from "@/server/ledger/clock";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;
let connection: Connection;
const keys = (o: object) => Object.keys(o).sort();
// The recorded mainnet answer kept in the repository (server/chain/testing/recorded, see its README).
const recordedUsdc = JSON.parse(readFileSync(new URL("../../chain/testing/recorded/transactions/usdc-transfer-checked.json", import.meta.url), "utf8")).result;

beforeAll(async () => {
  server = await startLedgerServer({ port: 0 });
  connection = new Connection(server.rpcUrl, { commitment: "confirmed", wsEndpoint: server.wsUrl });
});

afterAll(async () => {
  await server.close();
});

async function sendAndConfirm(tx: Transaction | ReturnType<typeof signedV0>, recent: { blockhash: string; lastValidBlockHeight: number }) {
  const signature = await connection.sendRawTransaction(tx.serialize());
  const confirmation = await connection.confirmTransaction({ signature, ...recent }, "confirmed");
  expect(confirmation.value.err).toBeNull();
  return signature;
}

describe("payments on the embedded ledger", () => {
  it("moves SOL with a System transfer and charges 5000 lamports for the one signature", async () => {
    const payer = fundedWallet(server, { sol: 2 });
    const recipient = Keypair.generate().publicKey;
    const recent = await connection.getLatestBlockhash();
    const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 0.5 * LAMPORTS_PER_SOL });
    const signature = await sendAndConfirm(signedLegacy(payer, [transfer], recent), recent);
    expect(await connection.getBalance(recipient)).toBe(0.5 * LAMPORTS_PER_SOL);
    expect(await connection.getBalance(payer.publicKey)).toBe(1.5 * LAMPORTS_PER_SOL - 5000);
    const tx = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.fee).toBe(5000);
    expect(tx?.transaction.message.instructions[0]).toMatchObject({
      program: "system",
      parsed: { type: "transfer", info: { source: payer.publicKey.toBase58(), destination: recipient.toBase58(), lamports: 0.5 * LAMPORTS_PER_SOL } },
    });
    expect(tx?.meta?.logMessages).toEqual([`Program ${PROGRAMS.system} invoke [1]`, `Program ${PROGRAMS.system} success`]);
  });

  it("takes a USDC payment that creates the recipient's token account and carries a memo, read back like mainnet", async () => {
    const payer = fundedWallet(server, { sol: 1, usdc: 5_000_000n });
    const merchant = Keypair.generate().publicKey;
    const started = performance.now();
    const recent = await connection.getLatestBlockhash();
    const ixs = usdcPaymentInstructions({ payer: payer.publicKey, recipient: merchant, amount: 1_250_000n, memo: "intent:7f3a" });
    const signature = await sendAndConfirm(signedLegacy(payer, ixs, recent), recent);
    console.info(`USDC payment round trip (blockhash, send, confirmed): ${(performance.now() - started).toFixed(0)} ms`);

    const tx = (await connection.getParsedTransaction(signature, { commitment: "confirmed", maxSupportedTransactionVersion: 0 }))!;
    expect(tx.meta?.err).toBeNull();
    expect(tx.meta?.fee).toBe(5000);
    expect(Math.abs(tx.blockTime! - Date.now() / 1000)).toBeLessThan(10);
    const [create, transfer, memo] = tx.transaction.message.instructions as ParsedInstruction[];
    expect(create).toMatchObject({ program: "spl-associated-token-account", parsed: { type: "createIdempotent", info: { account: usdcAta(merchant).toBase58(), wallet: merchant.toBase58() } } });
    expect(transfer).toMatchObject({ program: "spl-token", parsed: { type: "transferChecked", info: { mint: ACCOUNTS.usdcMint, tokenAmount: { amount: "1250000", decimals: 6, uiAmountString: "1.25" } } } });
    expect(memo).toMatchObject({ program: "spl-memo", parsed: "intent:7f3a" });
    expect(memo.programId.toBase58()).toBe(PROGRAMS.memo);
    expect(tx.meta?.logMessages).toContain('Program log: Memo (len 11): "intent:7f3a"');
    expect(tx.meta?.innerInstructions?.[0].instructions.map((i) => (i as ParsedInstruction).parsed.type)).toEqual(["getAccountDataSize", "createAccount", "initializeImmutableOwner", "initializeAccount3"]);

    const owners = (list: { owner?: string; uiTokenAmount: { amount: string } }[] | null | undefined) =>
      Object.fromEntries((list ?? []).map((b) => [b.owner, b.uiTokenAmount.amount]));
    expect(owners(tx.meta!.preTokenBalances)).toEqual({ [payer.publicKey.toBase58()]: "5000000" });
    expect(owners(tx.meta!.postTokenBalances)).toEqual({ [payer.publicKey.toBase58()]: "3750000", [merchant.toBase58()]: "1250000" });
    expect(tx.meta!.postTokenBalances!.every((b) => b.mint === ACCOUNTS.usdcMint)).toBe(true);
    expect((await connection.getTokenAccountBalance(usdcAta(merchant))).value.amount).toBe("1250000");
  });

  it("renders the payment with the keys of the recorded mainnet USDC transferChecked", async () => {
    const payer = fundedWallet(server, { usdc: 2_000_000n });
    const recent = await connection.getLatestBlockhash();
    const signature = await sendAndConfirm(signedLegacy(payer, usdcPaymentInstructions({ payer: payer.publicKey, recipient: Keypair.generate().publicKey, amount: 1n }), recent), recent);
    const raw = await fetch(server.rpcUrl, {
      method: "POST",
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getTransaction", params: [signature, { encoding: "jsonParsed", commitment: "confirmed", maxSupportedTransactionVersion: 0 }] }),
    });
    const ours = (await raw.json()).result;
    expect(keys(ours)).toEqual(keys(recordedUsdc));
    expect(keys(ours.meta)).toEqual(keys(recordedUsdc.meta));
    expect(keys(ours.transaction.message)).toEqual(keys(recordedUsdc.transaction.message));
    expect(keys(ours.meta.postTokenBalances[0])).toEqual(keys(recordedUsdc.meta.postTokenBalances[0]));
    expect(ours.transaction.message.instructions[1].stackHeight).toBe(1);
    expect(ours.version).toBe("legacy");
  });

  it("lists the payment with its memo in getSignaturesForAddress of the recipient's token account", async () => {
    const payer = fundedWallet(server, { usdc: 3_000_000n });
    const merchant = Keypair.generate().publicKey;
    const recent = await connection.getLatestBlockhash();
    const ixs = usdcPaymentInstructions({ payer: payer.publicKey, recipient: merchant, amount: 2_000_000n, memo: "order 42 — ünïcode" });
    const signature = await sendAndConfirm(signedLegacy(payer, ixs, recent), recent);
    const listed = await connection.getSignaturesForAddress(usdcAta(merchant), { limit: 10 }, "confirmed");
    expect(listed.map((s) => s.signature)).toEqual([signature]);
    expect(listed[0].memo).toBe(`[${Buffer.byteLength("order 42 — ünïcode")}] order 42 — ünïcode`);
    expect(listed[0].err).toBeNull();
  });

  it("executes a v0 transaction without lookup tables and serves it as version 0", async () => {
    const payer = fundedWallet(server, { usdc: 1_000_000n });
    const merchant = Keypair.generate().publicKey;
    const recent = await connection.getLatestBlockhash();
    const tx = signedV0(payer, usdcPaymentInstructions({ payer: payer.publicKey, recipient: merchant, amount: 400_000n, memo: "v0" }), recent);
    const signature = await sendAndConfirm(tx, recent);
    const read = await connection.getParsedTransaction(signature, { commitment: "confirmed", maxSupportedTransactionVersion: 0 });
    expect(read?.version).toBe(0);
    expect(read?.transaction.message.addressTableLookups).toEqual([]);
    expect((await connection.getTokenAccountBalance(usdcAta(merchant))).value.uiAmountString).toBe("0.4");
    await expect(connection.getParsedTransaction(signature, { commitment: "confirmed" })).rejects.toThrow(/maxSupportedTransactionVersion/);
  });

  it("works with Connection.sendTransaction fetching its own blockhash and signing", async () => {
    const payer = fundedWallet(server, { sol: 1 });
    const recipient = Keypair.generate().publicKey;
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: 1_000_000 }), memoInstruction("hello"));
    const signature = await connection.sendTransaction(tx, [payer]);
    const confirmation = await connection.confirmTransaction({ signature, blockhash: tx.recentBlockhash!, lastValidBlockHeight: tx.lastValidBlockHeight! });
    expect(confirmation.value.err).toBeNull();
    expect(await connection.getBalance(recipient)).toBe(1_000_000);
  });

  it("answers requestAirdrop with the signature of a recorded faucet transfer", async () => {
    const wallet = Keypair.generate().publicKey;
    const signature = await connection.requestAirdrop(wallet, 3 * LAMPORTS_PER_SOL);
    const latest = await connection.getLatestBlockhash();
    await connection.confirmTransaction({ signature, ...latest });
    expect(await connection.getBalance(wallet)).toBe(3 * LAMPORTS_PER_SOL);
    const tx = await connection.getParsedTransaction(signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.transaction.message.instructions[0]).toMatchObject({ parsed: { type: "transfer", info: { destination: wallet.toBase58(), lamports: 3 * LAMPORTS_PER_SOL } } });
  });

  it("funds wallets over HTTP with /__ledger/airdrop and /__ledger/mint-usdc", async () => {
    const owner = Keypair.generate().publicKey;
    const post = (path: string, body: unknown) => fetch(`${server.url}${path}`, { method: "POST", body: JSON.stringify(body) });
    const air = await (await post("/__ledger/airdrop", { address: owner.toBase58(), lamports: "250000000" })).json();
    expect(air.signature).toEqual(expect.any(String));
    // "confirmed" comes ~400 ms after processing: held back here while the reads below run, so a busy
    // machine's slow requests cannot outlast it
    server.controls.configure({ confirmationDelayMs: 60_000 });
    const minted = await (await post("/__ledger/mint-usdc", { owner: owner.toBase58(), amount: "12345678" })).json();
    expect(minted.tokenAccount).toBe(usdcAta(owner).toBase58());
    expect(await connection.getBalance(owner)).toBe(250_000_000);
    expect((await connection.getTokenAccountBalance(usdcAta(owner))).value.amount).toBe("12345678");
    // funding is recorded like any transaction: processed at once, readable at "confirmed" ~400 ms later.
    expect(await connection.getParsedTransaction(minted.signature, { commitment: "confirmed", maxSupportedTransactionVersion: 0 })).toBeNull();
    server.controls.configure({ confirmationDelayMs: SLOT_MS });
    await waitForStatus(server, minted.signature, "confirmed");
    const mintTx = await connection.getParsedTransaction(minted.signature, { commitment: "confirmed", maxSupportedTransactionVersion: 0 });
    const types = mintTx?.transaction.message.instructions.map((i) => (i as ParsedInstruction).parsed?.type);
    expect(types).toEqual(["createIdempotent", "mintTo"]);
    expect(mintTx?.transaction.message.accountKeys[0].pubkey.toBase58()).toBe(ACCOUNTS.usdcMintAuthority);
    expect((await connection.getTokenSupply(USDC_MINT)).value.amount).not.toBe("8276375974708499");
    expect((await post("/__ledger/mint-usdc", { owner: "nope", amount: "1" })).status).toBe(400);
    expect((await post("/__ledger/airdrop", { address: owner.toBase58(), lamports: -5 })).status).toBe(400);
  });
});
