import { ACCOUNT_SIZE, AccountLayout, AccountState, getAssociatedTokenAddressSync, TOKEN_PROGRAM_ID } from "@solana/spl-token";
import { Keypair, PublicKey, type AccountInfo } from "@solana/web3.js";
import { describe, expect, it } from "vitest";
import { findShortfall, type FundsReader } from "@/components/pricing/purchase/check-funds";

const USDC = new PublicKey("EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v");
const payer = Keypair.generate().publicKey;
const serviceAta = getAssociatedTokenAddressSync(USDC, Keypair.generate().publicKey, true);
const quote = { asset: USDC.toBase58(), amount: "1000000", pay_to_token_account: serviceAta.toBase58() };
const RENT = 2_039_280;

function tokenAccount(owner: PublicKey, amount: bigint): AccountInfo<Buffer> {
  const data = Buffer.alloc(ACCOUNT_SIZE);
  AccountLayout.encode(
    { mint: USDC, owner, amount, delegateOption: 0, delegate: PublicKey.default, state: AccountState.Initialized, isNativeOption: 0, isNative: 0n, delegatedAmount: 0n, closeAuthorityOption: 0, closeAuthority: PublicKey.default },
    data,
  );
  return { data, owner: TOKEN_PROGRAM_ID, lamports: RENT, executable: false, rentEpoch: 0 };
}

/** A chain with these balances; records which accounts were read. */
function chain(lamports: number, usdc: bigint | null, serviceAccountExists: boolean): FundsReader & { read: string[] } {
  const read: string[] = [];
  return {
    read,
    getBalance: async () => lamports,
    getMultipleAccountsInfo: async (keys: PublicKey[]) => {
      read.push(...keys.map((k) => k.toBase58()));
      return [usdc === null ? null : tokenAccount(payer, usdc), serviceAccountExists ? tokenAccount(serviceAta, 5n) : null];
    },
    getMinimumBalanceForRentExemption: async (size: number) => (size === ACCOUNT_SIZE ? RENT : 0),
  } as unknown as FundsReader & { read: string[] };
}

describe("findShortfall", () => {
  it("passes a wallet holding the USDC and the fee", async () => {
    const reader = chain(10_000, 1_000_000n, true);
    expect(await findShortfall(reader, payer, quote)).toBeNull();
    expect(reader.read[0]).toBe(getAssociatedTokenAddressSync(USDC, payer).toBase58());
  });

  it("reports how much USDC is held and needed when short", async () => {
    const error = await findShortfall(chain(10_000_000, 400_000n, true), payer, quote);
    expect(error?.failure).toMatchObject({ kind: "underfunded_usdc", have: 400_000n, need: 1_000_000n, charged: false });
  });

  it("counts a wallet with no USDC account as holding none", async () => {
    expect((await findShortfall(chain(10_000_000, null, true), payer, quote))?.failure).toMatchObject({ kind: "underfunded_usdc", have: 0n });
  });

  it("asks for the account deposit on top of the fee when the service's USDC account does not exist yet", async () => {
    const error = await findShortfall(chain(1_000_000, 1_000_000n, false), payer, quote);
    expect(error?.failure).toMatchObject({ kind: "underfunded_sol", have: 1_000_000n, need: 2_044_280n, includesDeposit: true });
    expect(await findShortfall(chain(2_044_280, 1_000_000n, false), payer, quote)).toBeNull();
  });

  it("asks for the fee alone when the account exists", async () => {
    expect((await findShortfall(chain(4_999, 1_000_000n, true), payer, quote))?.failure).toMatchObject({ kind: "underfunded_sol", need: 5_000n, includesDeposit: false });
  });
});
