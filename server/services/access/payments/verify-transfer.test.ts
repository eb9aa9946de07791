// verifyTransfer on the recorded mainnet USDC transfer, changed one thing at a
// time (security-reference §6 items 6-9 and 11-15).
import { describe, expect, it } from "vitest";
import { FIXTURE_PAY_TO, FIXTURE_PAY_TO_ATA, FIXTURE_PAYER, USDC, memoInstruction, paymentTx, randomSignature, setBalances, type FixtureTx } from "@/server/services/access/payments/testing/payment-fixtures";
import { MEMO_PROGRAM_V1 } from "@/server/services/access/payments/transfer-effects";
import { verifyTransfer, type TransferExpectation } from "@/server/services/access/payments/verify-transfer";

const NOW = 1_800_000_000;
const MEMO = "cabal-hunter:key:4Gk8aJtq3xZpYb5sVwQm1R";
const signature = randomSignature();

function expectation(overrides: Partial<TransferExpectation> = {}): TransferExpectation {
  return {
    signature,
    usdcMint: USDC,
    payTo: FIXTURE_PAY_TO,
    payToAta: FIXTURE_PAY_TO_ATA,
    tokenProgram: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
    memo: MEMO,
    minAmountMicros: 1_000_000n,
    notBefore: NOW - 600,
    notAfter: NOW + 300,
    now: NOW + 10,
    maxAgeSeconds: 86_400,
    ...overrides,
  };
}

const tx = (amountMicros = 3_800_000n, memo: string | null = MEMO, blockTime: number | null = NOW) => paymentTx({ signature, memo, amountMicros, blockTime });
const reasonOf = (answer: unknown, overrides: Partial<TransferExpectation> = {}) => {
  const verdict = verifyTransfer(answer, expectation(overrides));
  return verdict.ok ? "ok" : verdict.reason;
};

describe("verifyTransfer accepts", () => {
  it("the recorded legacy transfer with our memo: amount from the balance delta, payer from the largest decrease", () => {
    const verdict = verifyTransfer(tx(), expectation());
    expect(verdict).toEqual({ ok: true, amountMicros: 3_800_000n, payer: FIXTURE_PAYER, slot: 419685246, blockTime: NOW });
  });

  it("a v0 transaction whose service ATA is loaded through a lookup table (jsonParsed keys)", () => {
    const answer = tx();
    answer.version = 0;
    moveKeyToLookupTable(answer, 4);
    expect(reasonOf(answer)).toBe("ok");
  });

  it("a v0 transaction in json encoding, the ATA only in meta.loadedAddresses", () => {
    const answer = tx();
    answer.version = 0;
    const index = moveKeyToLookupTable(answer, 4);
    answer.transaction.message.accountKeys = answer.transaction.message.accountKeys.filter((k: FixtureTx) => k.source !== "lookupTable").map((k: FixtureTx) => k.pubkey);
    answer.meta.loadedAddresses = { writable: [FIXTURE_PAY_TO_ATA], readonly: [] };
    expect(index).toBe(answer.transaction.message.accountKeys.length);
    expect(reasonOf(answer)).toBe("ok");
  });

  it("a transfer made by a program through CPI (inner instruction): the balance effect counts", () => {
    const answer = tx();
    const ixs = answer.transaction.message.instructions;
    const transfer = ixs.splice(1, 1)[0];
    ixs.splice(1, 0, { accounts: [], data: "3Bxs4h24hBtQy9rw", programId: "JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4", stackHeight: null });
    answer.meta.innerInstructions = [{ index: 1, instructions: [{ ...transfer, stackHeight: 2 }] }];
    expect(reasonOf(answer)).toBe("ok");
  });

  it.each([
    [1_000_000n, 1_000_000n],
    [9_000_000n, 9_000_000n],
  ])("exactly the minimum: %s paid for %s", (paid, minimum) => {
    expect(reasonOf(tx(paid), { minAmountMicros: minimum })).toBe("ok");
  });
});

describe("verifyTransfer rejects", () => {
  it.each([
    [999_999n, 1_000_000n],
    [8_999_999n, 9_000_000n],
    [999n, 1_000n],
  ])("underpayment by 1 micro-USDC: %s paid for %s", (paid, minimum) => {
    expect(reasonOf(tx(paid), { minAmountMicros: minimum })).toBe("underpaid");
  });

  it.each([
    ["a fake 6-decimal 'USDC'", "FakeUSDCxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    ["devnet USDC on a mainnet configuration", "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU"],
  ])("the wrong mint: %s", (_name, mint) => {
    const answer = tx();
    for (const b of [...answer.meta.preTokenBalances, ...answer.meta.postTokenBalances]) b.mint = mint;
    expect(reasonOf(answer)).toBe("no_usdc_received");
  });

  it("USDC with other decimals (a token that lies about its mint is still caught)", () => {
    const answer = tx();
    for (const b of [...answer.meta.preTokenBalances, ...answer.meta.postTokenBalances]) b.uiTokenAmount.decimals = 9;
    expect(reasonOf(answer)).toBe("wrong_decimals");
  });

  it("USDC paid to another owner", () => {
    expect(reasonOf(tx(), { payTo: FIXTURE_PAYER, payToAta: "2e3Eb9tkT8252WhFR26Xz6SKoiatJScuMW1BHgGqPvvc" })).toBe("no_usdc_received");
  });

  it("USDC paid to a token account of ours that is not the associated one", () => {
    const answer = tx();
    answer.transaction.message.accountKeys[4].pubkey = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
    expect(reasonOf(answer)).toBe("no_usdc_received");
  });

  it("a self-transfer (no balance change)", () => {
    expect(reasonOf(tx(0n))).toBe("no_usdc_received");
  });

  it("a decoy transferChecked instruction that moved nothing", () => {
    const answer = tx();
    setBalances(answer, 0n);
    answer.transaction.message.instructions[1].parsed.info.tokenAmount.amount = "5000000";
    expect(reasonOf(answer)).toBe("no_usdc_received");
  });

  it.each([
    ["InsufficientFunds", { InstructionError: [1, "InsufficientFunds"] }],
    ["a custom program error", { InstructionError: [1, { Custom: 1 }] }],
  ])("a failed transaction (%s) that still has a confirmation", (_name, err) => {
    const answer = tx();
    answer.meta.err = err;
    answer.meta.status = { Err: err };
    expect(reasonOf(answer)).toBe("transaction_failed");
  });

  it("missing meta", () => {
    const answer = tx();
    answer.meta = null;
    expect(reasonOf(answer)).toBe("missing_meta");
  });

  it.each([
    ["before the payment request", NOW - 601, "before_request"],
    ["after the request expired", NOW + 301, "after_request_expired"],
    ["with no block time", null, "block_time_missing"],
  ])("a transfer made %s", (_name, blockTime, reason) => {
    expect(reasonOf(tx(3_800_000n, MEMO, blockTime))).toBe(reason);
  });

  it("a transfer older than the maximum age", () => {
    expect(reasonOf(tx(), { now: NOW + 86_401 })).toBe("too_old");
  });

  it.each([
    ["no memo", () => tx(3_800_000n, null), "memo_missing"],
    ["another memo", () => tx(3_800_000n, "cabal-hunter:key:someoneElse"), "memo_mismatch"],
    ["two memos", () => withExtraMemo(tx(), memoInstruction(MEMO)), "memo_count"],
    ["the memo on Memo v1", () => withV1Memo(tx(3_800_000n, null)), "memo_wrong_program"],
  ])("%s", (_name, build, reason) => {
    expect(reasonOf(build())).toBe(reason);
  });

  it("an RPC answer for another signature", () => {
    expect(reasonOf(tx(), { signature: randomSignature() })).toBe("signature_mismatch");
  });

  it("an unsupported transaction version, without throwing", () => {
    const answer = tx();
    answer.version = 1;
    expect(reasonOf(answer)).toBe("unsupported_version");
  });

  it.each([["a string", "nope"], ["an empty object", {}], ["balances as floats", floatBalances()]])("a malformed answer: %s", (_name, answer) => {
    expect(reasonOf(answer)).toBe("malformed");
  });
});

/** jsonParsed lists lookup-table keys after the static ones, with source "lookupTable"; answers the new index. */
function moveKeyToLookupTable(answer: FixtureTx, index: number): number {
  const keys = answer.transaction.message.accountKeys;
  const [key] = keys.splice(index, 1);
  keys.push({ ...key, source: "lookupTable" });
  const moved = keys.length - 1;
  const remap = (i: number) => (i === index ? moved : i > index ? i - 1 : i);
  for (const b of [...answer.meta.preTokenBalances, ...answer.meta.postTokenBalances]) b.accountIndex = remap(b.accountIndex);
  return moved;
}

function withExtraMemo(answer: FixtureTx, memo: FixtureTx): FixtureTx {
  answer.transaction.message.instructions.push(memo);
  return answer;
}

function withV1Memo(answer: FixtureTx): FixtureTx {
  return withExtraMemo(answer, memoInstruction(MEMO, MEMO_PROGRAM_V1));
}

function floatBalances(): FixtureTx {
  const answer = tx();
  answer.meta.postTokenBalances[1].uiTokenAmount.amount = "15.0";
  return answer;
}
