// What the embedded ledger refuses, with the real node's error shapes:
// -32002 "Transaction simulation failed: ..." carrying the simulation result,
// -32003 for signatures, -32602 for input it cannot decode; and what
// skipPreflight changes (dropped vs. landed with only the fee charged).
import { AddressLookupTableAccount, Connection, Keypair, PublicKey, SendTransactionError, SystemProgram, TransactionInstruction, TransactionMessage, VersionedTransaction } from "@solana/web3.js";
import bs58 from "bs58";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROGRAMS } from "@/server/ledger/constants";
import { fundedWallet, rpcCall, signedLegacy, usdcAta, usdcPaymentInstructions, waitForStatus } from "@/server/ledger/testing/payment-kit";
import { buildLedgerWorld } from "@/server/ledger/build-ledger-world";
import { startLedgerServer, type LedgerServer } from "@/server/ledger/server/ledger-server";

let server: LedgerServer;
let connection: Connection;

beforeAll(async () => {
  // its own world: the tests move its clock forward, which must not age the chain other files share
  server = await startLedgerServer({ port: 0, world: buildLedgerWorld([]) });
  connection = new Connection(server.rpcUrl, { commitment: "confirmed", wsEndpoint: server.wsUrl });
});

afterAll(async () => {
  await server.close();
});

const send = (wire: Uint8Array, config: Record<string, unknown> = {}) =>
  rpcCall<string>(server, "sendTransaction", [Buffer.from(wire).toString("base64"), { encoding: "base64", ...config }]);

async function usdcPayment(usdc: bigint, amount: bigint, memo = "pay") {
  const payer = fundedWallet(server, { sol: 1, usdc });
  const merchant = Keypair.generate().publicKey;
  const recent = await connection.getLatestBlockhash();
  const tx = signedLegacy(payer, usdcPaymentInstructions({ payer: payer.publicKey, recipient: merchant, amount, memo }), recent);
  return { payer, merchant, recent, tx, wire: tx.serialize() };
}

describe("sendTransaction refusals", () => {
  it("refuses a replayed transaction with the node's AlreadyProcessed answer", async () => {
    const { wire, payer } = await usdcPayment(2_000_000n, 1_000_000n);
    const first = await send(wire);
    expect(first.result).toBe(bs58.encode(wire.subarray(1, 65)));
    const again = await send(wire);
    expect(again.error).toEqual({
      code: -32002,
      message: "Transaction simulation failed: This transaction has already been processed",
      data: expect.objectContaining({ accounts: null, err: "AlreadyProcessed", logs: [], unitsConsumed: 0 }),
    });
    await expect(connection.sendRawTransaction(wire)).rejects.toThrow(SendTransactionError);
    expect((await send(wire, { skipPreflight: true })).result).toBe(first.result);
    await waitForStatus(server, first.result!, "confirmed");
    expect((await connection.getSignaturesForAddress(payer.publicKey, {}, "confirmed")).filter((s) => s.signature === first.result)).toHaveLength(1);
    expect((await connection.getTokenAccountBalance(usdcAta(payer.publicKey))).value.amount).toBe("1000000");
  });

  it("refuses an altered signature or message with -32003 and drops it when preflight is skipped", async () => {
    const { wire, payer } = await usdcPayment(1_000_000n, 500_000n);
    const badSignature = Uint8Array.from(wire);
    badSignature[10] ^= 0x01;
    expect((await send(badSignature)).error).toEqual({ code: -32003, message: "Transaction signature verification failure" });
    const badMessage = Uint8Array.from(wire);
    badMessage[badMessage.length - 1] ^= 0x01;
    expect((await send(badMessage)).error?.code).toBe(-32003);
    const forwarded = await send(badSignature, { skipPreflight: true });
    expect(forwarded.result).toBe(bs58.encode(badSignature.subarray(1, 65)));
    // past the finality delay on the ledger's own clock: a landed one would show by now.
    server.controls.advanceClock(2_400);
    expect((await connection.getSignatureStatuses([forwarded.result!], { searchTransactionHistory: true })).value[0]).toBeNull();
    expect((await connection.getTokenAccountBalance(usdcAta(payer.publicKey))).value.amount).toBe("1000000");
  });

  it("refuses a blockhash it never handed out and one past its last valid block height", async () => {
    const payer = fundedWallet(server, { sol: 1 });
    const transfer = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000_000 });
    const unknown = signedLegacy(payer, [transfer], { blockhash: bs58.encode(Buffer.alloc(32, 9)), lastValidBlockHeight: 1 });
    expect((await send(unknown.serialize())).error).toMatchObject({ code: -32002, message: "Transaction simulation failed: Blockhash not found", data: { err: "BlockhashNotFound" } });
    const recent = await connection.getLatestBlockhash();
    const stale = signedLegacy(payer, [transfer], recent);
    server.controls.advanceClock(151 * 400);
    expect(await connection.getBlockHeight("processed")).toBeGreaterThan(recent.lastValidBlockHeight);
    expect(await connection.isBlockhashValid(recent.blockhash)).toMatchObject({ value: false });
    expect((await send(stale.serialize())).error?.data?.err).toBe("BlockhashNotFound");
    expect(await connection.getBalance(payer.publicKey)).toBe(1_000_000_000);
  });

  it("answers a transfer of more USDC than the payer holds as a preflight failure and records nothing", async () => {
    const { wire, merchant, payer } = await usdcPayment(1_000_000n, 2_000_000n);
    const answer = await send(wire);
    expect(answer.error?.code).toBe(-32002);
    expect(answer.error?.message).toBe("Transaction simulation failed: Error processing Instruction 1: custom program error: 0x1");
    const data = answer.error!.data!;
    expect(data.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
    expect(data.accounts).toBeNull();
    expect(data.unitsConsumed).toBeGreaterThan(0);
    expect(data.logs).toEqual(expect.arrayContaining(["Program log: Instruction: TransferChecked", "Program log: Error: insufficient funds", `Program ${PROGRAMS.token} failed: custom program error: 0x1`]));
    expect(await connection.getAccountInfo(usdcAta(merchant))).toBeNull();
    expect((await connection.getSignatureStatuses([bs58.encode(wire.subarray(1, 65))])).value[0]).toBeNull();
    expect((await connection.getTokenAccountBalance(usdcAta(payer.publicKey))).value.amount).toBe("1000000");
  });

  it("lands that failing transfer when preflight is skipped, charging only the fee", async () => {
    const { wire, merchant, payer } = await usdcPayment(1_000_000n, 2_000_000n, "too much");
    const signature = (await send(wire, { skipPreflight: true })).result!;
    const status = await waitForStatus(server, signature, "confirmed");
    expect(status.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
    const tx = (await connection.getParsedTransaction(signature, { commitment: "confirmed", maxSupportedTransactionVersion: 0 }))!;
    expect(tx.meta?.err).toEqual({ InstructionError: [1, { Custom: 1 }] });
    expect(tx.meta!.preBalances[0] - tx.meta!.postBalances[0]).toBe(5000);
    expect(tx.meta!.postBalances.slice(1)).toEqual(tx.meta!.preBalances.slice(1));
    expect(tx.meta!.postTokenBalances!.map((b) => b.uiTokenAmount.amount)).toEqual(["1000000"]);
    expect(tx.meta!.logMessages!.at(-1)).toBe(`Program ${PROGRAMS.token} failed: custom program error: 0x1`);
    expect(await connection.getAccountInfo(usdcAta(merchant))).toBeNull();
    const listed = await connection.getSignaturesForAddress(payer.publicKey, { limit: 1 }, "confirmed");
    expect(listed[0]).toMatchObject({ signature, memo: "[8] too much", err: { InstructionError: [1, { Custom: 1 }] } });
  });

  it("refuses input it cannot decode with -32602", async () => {
    expect((await rpcCall(server, "sendTransaction", ["***", { encoding: "base64" }])).error?.code).toBe(-32602);
    expect((await rpcCall(server, "sendTransaction", [bs58.encode(Buffer.alloc(40, 1))])).error?.message).toMatch(/^failed to deserialize/);
    expect((await rpcCall(server, "sendTransaction", [Buffer.alloc(1300, 1).toString("base64"), { encoding: "base64" }])).error?.message).toMatch(/too large/);
    expect((await rpcCall(server, "sendTransaction", [42])).error?.code).toBe(-32602);
  });

  it("fails instructions of programs it does not execute, and a missing program, with a clear simulation error", async () => {
    const payer = fundedWallet(server, { sol: 1 });
    const recent = await connection.getLatestBlockhash();
    const pump = new TransactionInstruction({ programId: new PublicKey(PROGRAMS.pumpfun), keys: [], data: Buffer.from([1, 2, 3]) });
    const answer = await send(signedLegacy(payer, [pump], recent).serialize());
    expect(answer.error?.message).toBe("Transaction simulation failed: Error processing Instruction 0: Unsupported program id");
    expect(answer.error?.data?.logs).toEqual(expect.arrayContaining([expect.stringContaining("is not executed here")]));
    const ghost = new TransactionInstruction({ programId: Keypair.generate().publicKey, keys: [], data: Buffer.alloc(0) });
    expect((await send(signedLegacy(payer, [ghost], recent).serialize())).error).toMatchObject({
      code: -32002,
      message: "Transaction simulation failed: Attempt to load a program that does not exist",
    });
  });

  it("refuses a fee payer that cannot pay and a v0 message using an address lookup table", async () => {
    const broke = Keypair.generate();
    const recent = await connection.getLatestBlockhash();
    const transfer = SystemProgram.transfer({ fromPubkey: broke.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1 });
    expect((await send(signedLegacy(broke, [transfer], recent).serialize())).error).toMatchObject({
      code: -32002,
      data: { err: "AccountNotFound" },
    });
    const payer = fundedWallet(server, { sol: 1 });
    const target = Keypair.generate().publicKey;
    const table = new AddressLookupTableAccount({ key: Keypair.generate().publicKey, state: { deactivationSlot: BigInt(2 ** 64) - 1n, lastExtendedSlot: 0, lastExtendedSlotStartIndex: 0, addresses: [target] } });
    const message = new TransactionMessage({ payerKey: payer.publicKey, recentBlockhash: recent.blockhash, instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: target, lamports: 1_000_000 })] }).compileToV0Message([table]);
    const tx = new VersionedTransaction(message);
    tx.sign([payer]);
    expect((await send(tx.serialize())).error).toEqual({ code: -32602, message: "invalid transaction: Transaction loads an address table account that doesn't exist" });
  });
});
