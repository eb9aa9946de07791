// Issue 18, critical: the x402 fee payer cannot be drained. Each hostile
// payment is refused before the fee payer signs, and its SOL is measured
// before and after on the embedded ledger (printed: the cost per case). The
// stock-shaped payment still settles and costs exactly its fee.
import { AccountRole, generateKeyPairSigner } from "@solana/kit";
import { beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "@/server/platform/config/env";
import { ensureLedgerServer, type LedgerServer } from "@/server/ledger";
import { createRateLimiter } from "@/server/platform/rate-limiter";
import { resolvePaymentConfig, type EnabledPaymentConfig } from "@/server/services/access/payments/payment-config";
import { ensureDemoPayeeAccount } from "@/server/services/access/payments/x402/fee-payer";
import { openTestDatabase } from "@/server/platform/db/testing/test-databases";
import { createStandardX402, defaultSafety, type StandardX402 } from "@/server/services/access/payments/x402/standard-x402";
import { extraSigners, hostilePayment, lamportsOf, ledgerRpc, type HostileDeps, type HostileKnobs } from "@/server/services/access/payments/x402/testing/hostile-payment";

const PRICE = 1_000n;
let ledger: LedgerServer;
let config: EnabledPaymentConfig;

beforeAll(async () => {
  ledger = await ensureLedgerServer();
  const resolved = resolvePaymentConfig(parseEnv({}));
  if (!resolved.enabled) throw new Error("payments off on the embedded ledger");
  config = resolved;
  await ensureDemoPayeeAccount({ rpcUrl: ledger.rpcUrl, payTo: config.payTo, payToAta: config.payToAta });
});

/** A fresh fee payer, payer (with `usdc` micro-USDC) and facilitator, so balances are the test's own. */
async function setup(options: { usdc?: bigint; feePayerLamports?: bigint; build?: (deps: Omit<HostileDeps, "x402">) => StandardX402 } = {}): Promise<HostileDeps> {
  const feePayer = await generateKeyPairSigner();
  const payer = await generateKeyPairSigner();
  ledger.controls.airdrop(feePayer.address, options.feePayerLamports ?? 2_000_000_000n);
  ledger.controls.airdrop(payer.address, 1_000_000_000n);
  if ((options.usdc ?? 1_000_000n) > 0n) ledger.controls.mintUsdc(payer.address, options.usdc ?? 1_000_000n);
  const base = { rpcUrl: ledger.rpcUrl, usdcMint: config.usdcMint, payTo: config.payTo, price: PRICE, feePayer, payer };
  const x402 = options.build?.(base) ?? createStandardX402({ config, rpcUrl: ledger.rpcUrl, feePayer });
  return { ...base, x402 };
}

async function attempt(deps: HostileDeps, request: Request): Promise<{ code: string | null; reason: unknown; cost: bigint }> {
  const before = await lamportsOf(deps.rpcUrl, deps.feePayer.address);
  const outcome = await deps.x402.settle(request, PRICE, "10.66.0.1").then(
    () => ({ code: null, reason: null }),
    (error: { code?: string; extra?: { reason?: unknown }; details?: { reason?: unknown } }) => ({ code: error.code ?? "thrown", reason: error.extra?.reason ?? error.details?.reason }),
  );
  return { ...outcome, cost: before - (await lamportsOf(deps.rpcUrl, deps.feePayer.address)) };
}

async function expectRefused(name: string, knobs: HostileKnobs, reason: RegExp, deps?: HostileDeps): Promise<void> {
  const d = deps ?? (await setup());
  const result = await attempt(d, await hostilePayment(d, knobs));
  console.log(`[fee-payer-safety] ${name}: ${result.code ?? "SETTLED"} ${String(result.reason ?? "")}, fee payer cost ${result.cost} lamports`);
  expect(result.code).toBe("payment_invalid");
  expect(String(result.reason)).toMatch(reason);
  expect(result.cost).toBe(0n);
}

describe("x402 fee payer safety: hostile payments are refused before the fee payer signs", () => {
  it("a huge compute budget (1,400,000 units at 5,000,000 micro-lamports)", async () => {
    await expectRefused("huge compute budget", { computeUnits: 1_400_000, unitPrice: 5_000_000n }, /compute_limit_too_high/);
  });

  it("a compute price above the cap within the unit cap", async () => {
    await expectRefused("price over cap", { computeUnits: 60_000, unitPrice: 1_000_000n }, /compute_price_too_high/);
  });

  it("a memo naming three extra signers", async () => {
    const accounts = await extraSigners(3);
    await expectRefused("memo with 3 extra signers", { memoAccounts: () => accounts }, /unexpected_signers|optional_instruction/);
  });

  it("a memo naming the fee payer (read-only, not a signer role)", async () => {
    await expectRefused("fee payer named in a memo", { memoAccounts: (fp) => [{ address: fp, role: AccountRole.READONLY }] }, /fee_payer_in_instruction/);
  });

  it("an extra instruction after the memo (a second memo)", async () => {
    const { MEMO_PROGRAM } = await import("@/server/services/access/payments/x402/testing/hostile-payment");
    await expectRefused("extra instruction", { extra: () => [{ programAddress: MEMO_PROGRAM, accounts: [], data: new Uint8Array([104, 105]) }] }, /instruction_count/);
  });

  it("a payer without the USDC (the transfer would fail)", async () => {
    await expectRefused("insufficient USDC", {}, /insufficient_funds|simulation/, await setup({ usdc: 0n }));
  });

  it("six concurrent payments from a wallet funded for one: one settles, the fee payer pays one fee", async () => {
    const deps = await setup({ usdc: PRICE });
    const before = await lamportsOf(deps.rpcUrl, deps.feePayer.address);
    const requests = await Promise.all(Array.from({ length: 6 }, () => hostilePayment(deps)));
    const results = await Promise.allSettled(requests.map((request) => deps.x402.settle(request, PRICE, "10.66.0.2")));
    const settled = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
    const cost = before - (await lamportsOf(deps.rpcUrl, deps.feePayer.address));
    console.log(`[fee-payer-safety] 6 concurrent, funded for one: ${settled.length} settled, fee payer cost ${cost} lamports`);
    expect(settled).toHaveLength(1);
    const tx = await ledgerRpc<{ meta: { fee: number } }>(deps.rpcUrl, "getTransaction", [settled[0].signature, { commitment: "confirmed", maxSupportedTransactionVersion: 0, encoding: "json" }]);
    expect(cost).toBe(BigInt(tx.meta.fee));
    expect(cost).toBeLessThanOrEqual(13_000n);
  });

  it("the stock shape still settles; its fee is within the worst case", async () => {
    const deps = await setup();
    const result = await attempt(deps, await hostilePayment(deps));
    expect(result.code).toBeNull();
    expect(result.cost).toBeGreaterThan(0n);
    expect(result.cost).toBeLessThanOrEqual(13_000n);
  });
});

describe("x402 settlement limits and the fee payer floor", () => {
  it("below X402_FEE_PAYER_MIN_LAMPORTS settlement stops: 503 payments_paused, nothing signed", async () => {
    const deps = await setup({ feePayerLamports: 5_000_000n });
    const result = await attempt(deps, await hostilePayment(deps));
    expect(result.code).toBe("payments_paused");
    expect(result.cost).toBe(0n);
  });

  it("per-IP and per-payer settlement limits answer 429", async () => {
    const { db, close } = await openTestDatabase("pglite");
    // one frozen minute: a window that rolls over between two attempts would let the second pass
    const minute = Date.now();
    const limiter = (limit: number, name: string) => createRateLimiter(async () => db, { limit, name, nowMs: () => minute });
    const build = (limits: { ip: number; payer: number }) => (d: Omit<HostileDeps, "x402">) =>
      createStandardX402({
        config,
        rpcUrl: ledger.rpcUrl,
        feePayer: d.feePayer,
        safety: defaultSafety({ guard: { ipLimiter: limiter(limits.ip, `ip-${limits.ip}`), payerLimiter: limiter(limits.payer, `payer-${limits.payer}`) } }),
      });
    const byIp = await setup({ build: build({ ip: 1, payer: 10 }) });
    expect((await attempt(byIp, await hostilePayment(byIp))).code).toBeNull();
    expect((await attempt(byIp, await hostilePayment(byIp))).code).toBe("rate_limited");
    const byPayer = await setup({ build: build({ ip: 10, payer: 1 }) });
    expect((await attempt(byPayer, await hostilePayment(byPayer))).code).toBeNull();
    expect((await attempt(byPayer, await hostilePayment(byPayer))).code).toBe("rate_limited");
    await close();
    // an in-memory PGlite migrated from scratch and two hostile set-ups: slow on two busy cores
  }, 90_000);
});
