// The facilitator's refusals: transactions a hostile payer could send with
// PAYMENT-SIGNATURE, each built by hand (the shape a stock client builds, one
// thing wrong) and signed by the payer only. Each is 422 payment_invalid and
// the fee payer's SOL is untouched. Embedded ledger over real HTTP; no database.
import {
  AccountRole,
  appendTransactionMessageInstructions,
  address,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase64EncodedWireTransaction,
  partiallySignTransactionMessageWithSigners,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from "@solana/kit";
import { getSetComputeUnitLimitInstruction, getSetComputeUnitPriceInstruction } from "@solana-program/compute-budget";
import { findAssociatedTokenPda, getTransferCheckedInstruction, TOKEN_PROGRAM_ADDRESS } from "@solana-program/token";
import { encodePaymentSignatureHeader } from "@x402/core/http";
import { ExactSvmSchemeV1 } from "@x402/svm/exact/v1/client";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/server/http/api-error";
import { ensureLedgerServer, type LedgerServer } from "@/server/ledger";
import { resolvePaymentConfig, type EnabledPaymentConfig } from "@/server/services/access/payments/payment-config";
import { ensureDemoPayeeAccount } from "@/server/services/access/payments/x402/fee-payer";
import { createStandardX402, type StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import { parseEnv } from "@/server/platform/config/env";

const PRICE = 1_000n;
let ledger: LedgerServer;
let config: EnabledPaymentConfig;
let feePayer: KeyPairSigner;
let payer: KeyPairSigner;
let x402: StandardX402;
let otherMint: string;

beforeAll(async () => {
  ledger = await ensureLedgerServer();
  const resolved = resolvePaymentConfig(parseEnv({}));
  if (!resolved.enabled) throw new Error("payments off on the embedded ledger");
  config = resolved;
  await ensureDemoPayeeAccount({ rpcUrl: ledger.rpcUrl, payTo: config.payTo, payToAta: config.payToAta });
  feePayer = await generateKeyPairSigner();
  payer = await generateKeyPairSigner();
  ledger.controls.airdrop(feePayer.address, 2_000_000_000n);
  ledger.controls.airdrop(payer.address, 1_000_000_000n);
  ledger.controls.mintUsdc(payer.address, 1_000_000n);
  x402 = createStandardX402({ config, rpcUrl: ledger.rpcUrl, feePayer });
  otherMint = (await generateKeyPairSigner()).address;
});

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(ledger.rpcUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  return ((await response.json()) as { result: T }).result;
}

const ata = async (owner: string, mint: string) => (await findAssociatedTokenPda({ owner: address(owner), mint: address(mint), tokenProgram: TOKEN_PROGRAM_ADDRESS }))[0];

interface Knobs {
  amount?: bigint;
  payTo?: string;
  mint?: string;
  unitPrice?: bigint;
  extra?: (feePayer: Address) => Instruction[];
  /** whose USDC moves: the payer's (a stock client) or the fee payer's */
  authority?: "payer" | "fee-payer";
}

/** A stock client's transaction (compute limit, price, transferChecked), with one knob turned. */
async function paymentWith(knobs: Knobs): Promise<Request> {
  const mint = knobs.mint ?? config.usdcMint;
  const fromFeePayer = knobs.authority === "fee-payer";
  const transfer = getTransferCheckedInstruction({
    source: await ata(fromFeePayer ? feePayer.address : payer.address, mint),
    mint: address(mint),
    destination: await ata(knobs.payTo ?? config.payTo, mint),
    // the fee payer by address only: the payer cannot sign for it, the facilitator would
    authority: fromFeePayer ? feePayer.address : payer,
    amount: knobs.amount ?? PRICE,
    decimals: 6,
  });
  const { value: blockhash } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>("getLatestBlockhash", [{ commitment: "confirmed" }]);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(feePayer.address, m),
    (m) =>
      appendTransactionMessageInstructions(
        [
          getSetComputeUnitLimitInstruction({ units: 20_000 }),
          getSetComputeUnitPriceInstruction({ microLamports: knobs.unitPrice ?? 1n }),
          transfer,
          ...(knobs.extra?.(feePayer.address) ?? []),
        ],
        m,
      ),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash.blockhash as never, lastValidBlockHeight: BigInt(blockhash.lastValidBlockHeight) }, m),
  );
  const signed = await partiallySignTransactionMessageWithSigners(message);
  const header = encodePaymentSignatureHeader({
    x402Version: 2,
    resource: { url: "http://localhost/api/scan-cabal", description: "scan", mimeType: "application/json" },
    accepted: x402.requirements(PRICE),
    payload: { transaction: getBase64EncodedWireTransaction(signed) },
  });
  return new Request("http://localhost/api/scan-cabal?mintAddress=x", { headers: { "payment-signature": header } });
}

/** A System transfer of lamports from `from` (a signer by role: the facilitator would co-sign it). */
function solTransfer(from: Address, to: Address, lamports: bigint): Instruction {
  const data = new Uint8Array(12);
  const view = new DataView(data.buffer);
  view.setUint32(0, 2, true);
  view.setBigUint64(4, lamports, true);
  return {
    programAddress: address("11111111111111111111111111111111"),
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data,
  };
}

const balance = async (who: string) => BigInt((await rpc<{ value: number }>("getBalance", [who, { commitment: "confirmed" }])).value);

async function expectRefused(request: Request, reason: RegExp): Promise<void> {
  const before = await balance(feePayer.address);
  const error = await x402.settle(request, PRICE).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe("payment_invalid");
  expect(await balance(feePayer.address)).toBe(before);
  expect(String((error as ApiError).extra?.reason)).toMatch(reason);
}

describe("standard x402 verifier refuses", () => {
  it("a transaction that drains the fee payer (a SOL transfer from it)", async () => {
    const thief = (await generateKeyPairSigner()).address;
    await expectRefused(await paymentWith({ extra: (fp) => [solTransfer(fp, thief, 1_000_000_000n)] }), /fee_payer_in_instruction/);
  });

  it("a transfer whose authority is the fee payer (its own USDC)", async () => {
    ledger.controls.mintUsdc(feePayer.address, 5_000n);
    await expectRefused(await paymentWith({ authority: "fee-payer" }), /fee_payer_in_instruction/);
  });

  it("a wrong recipient", async () => {
    const stranger = (await generateKeyPairSigner()).address;
    ledger.controls.mintUsdc(stranger, 1n); // the account exists: only the recipient is wrong
    await expectRefused(await paymentWith({ payTo: stranger }), /recipient_mismatch/);
  });

  it("too small an amount", async () => {
    await expectRefused(await paymentWith({ amount: PRICE - 1n }), /amount_mismatch/);
  });

  it("a wrong mint", async () => {
    await expectRefused(await paymentWith({ mint: otherMint }), /mint_mismatch/);
  });

  it("an extra instruction (a SOL transfer of the payer's own)", async () => {
    const friend = (await generateKeyPairSigner()).address;
    await expectRefused(await paymentWith({ extra: () => [solTransfer(payer.address, friend, 1_000n)] }), /optional_instruction/);
  });

  it("an excessive compute unit price", async () => {
    await expectRefused(await paymentWith({ unitPrice: 50_000_000n }), /compute_price_too_high/);
  });

  it("but settles the same transaction with nothing wrong (the knobs are what is refused)", async () => {
    const settled = await x402.settle(await paymentWith({}), PRICE);
    expect(settled.settle.success).toBe(true);
  });
});

describe("standard x402 v1 (X-PAYMENT)", () => {
  it("a payload from the stock v1 client scheme settles once; the same header again is refused", async () => {
    const client = new ExactSvmSchemeV1(payer, { rpcUrl: ledger.rpcUrl });
    const offer = { ...x402.requirements(PRICE), network: config.network, maxAmountRequired: PRICE.toString(), resource: "http://localhost/api/scan-cabal", description: "scan", mimeType: "application/json" };
    const payload = await client.createPaymentPayload(1, offer as never);
    const header = Buffer.from(JSON.stringify(payload)).toString("base64");
    const request = () => new Request("http://localhost/api/scan-cabal?mintAddress=x", { headers: { "x-payment": header } });
    const settled = await x402.settle(request(), PRICE);
    expect(settled.settle.success).toBe(true);
    await expect(x402.settle(request(), PRICE)).rejects.toMatchObject({ code: "payment_already_used" });
  });
});
