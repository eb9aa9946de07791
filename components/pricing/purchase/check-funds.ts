// Before asking the wallet to sign: does it hold the USDC and the SOL the
// payment needs? A person told "add 0.5 USDC" up front beats a wallet's
// simulation error (which classify-send-error still maps, for races).
import { getAssociatedTokenAddressSync, unpackAccount } from "@solana/spl-token";
import { PublicKey, type AccountInfo, type Connection } from "@solana/web3.js";
import type { BuyKeyQuote } from "@/server/contracts/access";
import { failure, type PurchaseError } from "@/components/pricing/purchase/purchase-failure";

/** Solana's base fee: lamports per signature (the payment has one signer, no priority fee). */
export const LAMPORTS_PER_SIGNATURE = 5_000n;
/** Size of a classic SPL Token account, bytes: its rent-exempt deposit opens the service's account. */
const TOKEN_ACCOUNT_SIZE = 165;

export type FundsReader = Pick<Connection, "getBalance" | "getMultipleAccountsInfo" | "getMinimumBalanceForRentExemption">;

type FundsQuote = Pick<BuyKeyQuote, "asset" | "amount" | "pay_to_token_account">;

function usdcBalance(address: PublicKey, info: AccountInfo<Buffer> | null): bigint {
  if (!info) return 0n;
  try {
    return unpackAccount(address, info, info.owner).amount;
  } catch {
    return 0n; // not a token account: nothing spendable
  }
}

/** null when the wallet can pay; otherwise the shortfall as a PurchaseError to throw. */
export async function findShortfall(reader: FundsReader, payer: PublicKey, quote: FundsQuote): Promise<PurchaseError | null> {
  const source = getAssociatedTokenAddressSync(new PublicKey(quote.asset), payer);
  const [lamports, [sourceInfo, destinationInfo]] = await Promise.all([
    reader.getBalance(payer, "confirmed"),
    reader.getMultipleAccountsInfo([source, new PublicKey(quote.pay_to_token_account)], "confirmed"),
  ]);
  const need = BigInt(quote.amount);
  const have = usdcBalance(source, sourceInfo);
  if (have < need) return failure("underfunded_usdc", undefined, { have, need });
  // the first payment ever also pays the deposit that opens the service's USDC account
  const deposit = destinationInfo ? 0n : BigInt(await reader.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE));
  const needSol = LAMPORTS_PER_SIGNATURE + deposit;
  if (BigInt(lamports) < needSol) return failure("underfunded_sol", undefined, { have: BigInt(lamports), need: needSol, includesDeposit: deposit > 0n });
  return null;
}
