// The program rules a received transaction is executed with, through the
// JSON-RPC handler on a genesis-only world: the SPL Token, ATA, Memo and
// System checks with their error codes, atomicity, the rent rule, and
// simulateTransaction.
import { createTransferCheckedInstruction, createAssociatedTokenAccountInstruction } from "@solana/spl-token";
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionInstruction, type TransactionInstruction as Ix } from "@solana/web3.js";
import { beforeEach, describe, expect, it } from "vitest";
import { PROGRAMS } from "@/server/ledger/constants";
import { handleRpcRequest } from "@/server/ledger/rpc/handle-rpc-request";
import { MEMO_PROGRAM_ID, signedLegacy, USDC_MINT, usdcAta, usdcPaymentInstructions } from "@/server/ledger/testing/payment-kit";
import { buildWorld } from "@/server/ledger/world/build-world";
import type { World } from "@/server/ledger/world/world";
import { airdrop, mintUsdc } from "@/server/ledger/live/funding";
import { getLiveChain } from "@/server/ledger/live/live-chain";

let world: World;
const rpc = (method: string, params: unknown[]) => JSON.parse(handleRpcRequest(world, { jsonrpc: "2.0", id: 1, method, params }));

beforeEach(() => {
  world = buildWorld([]);
});

function wallet(sol = 1, usdc = 0n): Keypair {
  const kp = Keypair.generate();
  const chain = getLiveChain(world);
  airdrop(chain, kp.publicKey.toBase58(), BigInt(sol * LAMPORTS_PER_SOL));
  if (usdc > 0n) mintUsdc(chain, kp.publicKey.toBase58(), usdc);
  return kp;
}

function send(payer: Keypair, ixs: Ix[], config: Record<string, unknown> = {}, signers: Keypair[] = []) {
  const recent = rpc("getLatestBlockhash", [{ commitment: "processed" }]).result.value;
  const tx = signedLegacy(payer, ixs, recent);
  if (signers.length > 0) tx.partialSign(...signers);
  return rpc("sendTransaction", [tx.serialize().toString("base64"), { encoding: "base64", ...config }]);
}

const tokens = (owner: PublicKey) => world.getTokenAccount(usdcAta(owner).toBase58())?.amount;

describe("SPL Token and ATA rules", () => {
  it("refuses transferChecked with the wrong decimals (0x12) and a signer that does not own the source (0x4)", () => {
    const payer = wallet(1, 1_000_000n);
    const wrongDecimals = usdcPaymentInstructions({ payer: payer.publicKey, recipient: Keypair.generate().publicKey, amount: 10n, decimals: 9 });
    expect(send(payer, wrongDecimals).error.data.err).toEqual({ InstructionError: [1, { Custom: 0x12 }] });
    const thief = wallet(1);
    const steal = createTransferCheckedInstruction(usdcAta(payer.publicKey), USDC_MINT, usdcAta(thief.publicKey), thief.publicKey, 10n, 6);
    const answer = send(thief, [...usdcPaymentInstructions({ payer: thief.publicKey, recipient: thief.publicKey, amount: 0n }).slice(0, 1), steal]);
    expect(answer.error.data.err).toEqual({ InstructionError: [1, { Custom: 4 }] });
    expect(answer.error.data.logs).toContain("Program log: Error: owner does not match");
    expect(tokens(payer.publicKey)).toBe(1_000_000n);
  });

  it("refuses an associated token account at an address that is not the derivation", () => {
    const payer = wallet();
    const bogus = Keypair.generate().publicKey;
    const answer = send(payer, [createAssociatedTokenAccountInstruction(payer.publicKey, bogus, payer.publicKey, USDC_MINT)]);
    expect(answer.error.data.err).toEqual({ InstructionError: [0, "InvalidSeeds"] });
    expect(answer.error.data.logs).toContain("Program log: Error: Associated address does not match seed derivation");
  });

  it("fails a non-idempotent create of an existing account with custom error 0", () => {
    const payer = wallet(1, 5n);
    const answer = send(payer, [createAssociatedTokenAccountInstruction(payer.publicKey, usdcAta(payer.publicKey), payer.publicKey, USDC_MINT)]);
    expect(answer.error.data.err).toEqual({ InstructionError: [0, { Custom: 0 }] });
  });
});

describe("atomicity, memo and rent", () => {
  it("undoes an earlier instruction's SOL transfer when a later instruction fails", () => {
    const payer = wallet(2, 1n);
    const recipient = Keypair.generate().publicKey;
    const ixs = [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: recipient, lamports: LAMPORTS_PER_SOL }), ...usdcPaymentInstructions({ payer: payer.publicKey, recipient, amount: 5n })];
    const signature = send(payer, ixs, { skipPreflight: true }).result;
    expect(world.transactions.get(signature)?.err).toEqual({ InstructionError: [2, { Custom: 1 }] });
    expect(world.lamportsOf(recipient.toBase58())).toBe(0n);
    expect(world.lamportsOf(payer.publicKey.toBase58())).toBe(2n * BigInt(LAMPORTS_PER_SOL) - 5000n);
    expect(world.getAccount(usdcAta(recipient).toBase58())).toBeUndefined();
  });

  it("requires every account listed on a v2 memo to sign", () => {
    const payer = wallet();
    const other = Keypair.generate().publicKey;
    const memo = new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [{ pubkey: other, isSigner: false, isWritable: false }], data: Buffer.from("x") });
    expect(send(payer, [memo]).error.data.err).toEqual({ InstructionError: [0, "MissingRequiredSignature"] });
    const signed = new TransactionInstruction({ programId: MEMO_PROGRAM_ID, keys: [{ pubkey: payer.publicKey, isSigner: true, isWritable: false }], data: Buffer.from("ok") });
    const signature = send(payer, [signed]).result;
    expect(world.transactions.get(signature)?.logMessages).toContain(`Program log: Signed by ${payer.publicKey.toBase58()}`);
  });

  it("refuses to leave a new account below the rent-exempt minimum (InsufficientFundsForRent)", () => {
    const payer = wallet();
    const dust = SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: Keypair.generate().publicKey, lamports: 1_000 });
    const answer = send(payer, [dust]);
    expect(answer.error.message).toBe("Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent");
    expect(answer.error.data.err).toEqual({ InsufficientFundsForRent: { account_index: 1 } });
  });

  it("creates a system-owned account with createAccount when both keys sign", () => {
    const payer = wallet();
    const fresh = Keypair.generate();
    const create = SystemProgram.createAccount({ fromPubkey: payer.publicKey, newAccountPubkey: fresh.publicKey, lamports: 2_000_000, space: 16, programId: new PublicKey(PROGRAMS.memo) });
    const signature = send(payer, [create], {}, [fresh]).result;
    expect(world.transactions.get(signature)?.fee).toBe(10_000n);
    expect(world.getAccount(fresh.publicKey.toBase58())).toMatchObject({ lamports: 2_000_000n, owner: PROGRAMS.memo });
  });
});

describe("simulateTransaction", () => {
  it("runs a payment without landing it, and can swap in a fresh blockhash", () => {
    const payer = wallet(1, 3n);
    const tx = signedLegacy(payer, usdcPaymentInstructions({ payer: payer.publicKey, recipient: Keypair.generate().publicKey, amount: 2n, memo: "sim" }), { blockhash: "11111111111111111111111111111111", lastValidBlockHeight: 0 });
    const wire = tx.serialize().toString("base64");
    expect(rpc("simulateTransaction", [wire, { encoding: "base64" }]).result.value.err).toBe("BlockhashNotFound");
    const value = rpc("simulateTransaction", [wire, { encoding: "base64", replaceRecentBlockhash: true }]).result.value;
    expect(value.err).toBeNull();
    expect(value.logs).toContain('Program log: Memo (len 3): "sim"');
    expect(value.replacementBlockhash.blockhash).toEqual(expect.any(String));
    expect(tokens(payer.publicKey)).toBe(3n);
    expect(rpc("simulateTransaction", [wire, { encoding: "base64", sigVerify: true }]).error).toBeUndefined();
  });
});
