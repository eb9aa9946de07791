// The facilitator's refusals: transactions a hostile payer could send with
// PAYMENT-SIGNATURE, each built by hand (the shape a stock client builds, one
// thing wrong: testing/hostile-payment.ts) and signed by the payer only. Each
// is 422 payment_invalid and the fee payer's SOL is untouched. Embedded ledger
// over real HTTP; no database.
import { AccountRole, address, generateKeyPairSigner, type Address, type Instruction, type KeyPairSigner } from "@solana/kit";
import { ExactSvmSchemeV1 } from "@x402/svm/exact/v1/client";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureLedgerServer, type LedgerServer } from "@/server/ledger";
import { resolvePaymentConfig, type EnabledPaymentConfig } from "@/server/services/access/payments/payment-config";
import { ensureDemoPayeeAccount } from "@/server/services/access/payments/x402/fee-payer";
import { createStandardX402, type StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import { hostilePayment, lamportsOf, type HostileKnobs } from "@/server/services/access/payments/x402/testing/hostile-payment";
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

/** A stock client's transaction (compute limit, price, transferChecked, memo nonce), with one knob turned. */
const paymentWith = (knobs: HostileKnobs) =>
  hostilePayment({ rpcUrl: ledger.rpcUrl, usdcMint: config.usdcMint, payTo: config.payTo, price: PRICE, feePayer, payer, x402 }, knobs);

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

const balance = (who: string) => lamportsOf(ledger.rpcUrl, who);

async function expectRefused(request: Request, reason: RegExp): Promise<void> {
  const before = await balance(feePayer.address);
  const error = await x402.settle(request, PRICE).then(
    () => null,
    (e: unknown) => e,
  );
  // by its code, as a caller reads it (not instanceof: a module loaded twice has two classes)
  expect(error).toMatchObject({ code: "payment_invalid" });
  expect(await balance(feePayer.address)).toBe(before);
  expect(String((error as { extra?: { reason?: unknown } }).extra?.reason)).toMatch(reason);
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

  it("an extra instruction in the memo's place (a SOL transfer of the payer's own)", async () => {
    const friend = (await generateKeyPairSigner()).address;
    await expectRefused(await paymentWith({ memo: false, extra: () => [solTransfer(payer.address, friend, 1_000n)] }), /optional_instruction/);
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
