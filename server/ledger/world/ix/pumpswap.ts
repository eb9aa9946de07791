// PumpSwap (pump AMM) PDAs and instructions. Account order and
// discriminators from venue-instruction-discriminators.csv; no jsonParsed
// parser exists for the program, so these render unparsed.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, pda } from "@/server/ledger/crypto/pda";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

const AMM = PROGRAMS.pumpswap;

export const pumpswapAddresses = {
  pool: (creator: string, baseMint: string) =>
    pda(["pool", Buffer.from([0, 0]), addressBytes(creator), addressBytes(baseMint), addressBytes(ACCOUNTS.wrappedSol)], AMM),
  lpMint: (pool: string) => pda(["pool_lp_mint", addressBytes(pool)], AMM),
  creatorVaultAuthority: (creator: string) => pda(["creator_vault", addressBytes(creator)], AMM),
  globalVolume: () => pda(["global_volume_accumulator"], AMM),
  userVolume: (user: string) => pda(["user_volume_accumulator", addressBytes(user)], AMM),
  feeConfig: () => pda(["fee_config", addressBytes(AMM)], PROGRAMS.pumpFees),
  protocolFeeAta: () => associatedTokenAddress(ACCOUNTS.pumpswapProtocolFeeRecipient, ACCOUNTS.wrappedSol, PROGRAMS.token),
};

export interface PumpswapSwapKeys {
  pool: string;
  user: string;
  baseMint: string;
  userBase: string;
  userQuote: string;
  baseVault: string;
  quoteVault: string;
  baseProgram: string;
  coinCreator: string;
}

function swapAccounts(k: PumpswapSwapKeys, side: "buy" | "sell"): string[] {
  const creatorAuthority = pumpswapAddresses.creatorVaultAuthority(k.coinCreator);
  const head = [
    k.pool, k.user, ACCOUNTS.pumpswapGlobalConfig, k.baseMint, ACCOUNTS.wrappedSol, k.userBase, k.userQuote, k.baseVault, k.quoteVault,
    ACCOUNTS.pumpswapProtocolFeeRecipient, pumpswapAddresses.protocolFeeAta(), k.baseProgram, PROGRAMS.token, PROGRAMS.system,
    PROGRAMS.associatedToken, ACCOUNTS.pumpswapEventAuthority, AMM,
    associatedTokenAddress(creatorAuthority, ACCOUNTS.wrappedSol, PROGRAMS.token), creatorAuthority,
  ];
  const volume = side === "buy" ? [pumpswapAddresses.globalVolume(), pumpswapAddresses.userVolume(k.user)] : [];
  return [...head, ...volume, pumpswapAddresses.feeConfig(), PROGRAMS.pumpFees];
}

export function pumpswapBuyIx(k: PumpswapSwapKeys, baseOut: bigint, maxQuoteIn: bigint): InstructionRecord {
  return { programId: AMM, accounts: swapAccounts(k, "buy"), data: bytes().hex("66063d1201daebea").u64(baseOut).u64(maxQuoteIn).build(), stackHeight: null };
}

export function pumpswapSellIx(k: PumpswapSwapKeys, baseIn: bigint, minQuoteOut: bigint): InstructionRecord {
  return { programId: AMM, accounts: swapAccounts(k, "sell"), data: bytes().hex("33e685a4017f83ad").u64(baseIn).u64(minQuoteOut).build(), stackHeight: null };
}

export function pumpswapCreatePoolIx(
  k: { pool: string; creator: string; baseMint: string; lpMint: string; userBase: string; userQuote: string; userLp: string; baseVault: string; quoteVault: string; baseProgram: string },
  baseIn: bigint,
  quoteIn: bigint,
  stackHeight: number | null = null,
): InstructionRecord {
  return {
    programId: AMM,
    accounts: [
      k.pool, ACCOUNTS.pumpswapGlobalConfig, k.creator, k.baseMint, ACCOUNTS.wrappedSol, k.lpMint, k.userBase, k.userQuote, k.userLp,
      k.baseVault, k.quoteVault, PROGRAMS.system, PROGRAMS.token2022, k.baseProgram, PROGRAMS.token, PROGRAMS.associatedToken,
      ACCOUNTS.pumpswapEventAuthority, AMM,
    ],
    data: bytes().hex("e992d18ecf6840bc").u16(0).u64(baseIn).u64(quoteIn).pubkey(k.creator).build(),
    stackHeight,
  };
}

export interface PumpswapLiquidityKeys {
  pool: string;
  user: string;
  baseMint: string;
  lpMint: string;
  userBase: string;
  userQuote: string;
  userLp: string;
  baseVault: string;
  quoteVault: string;
}

/** Withdraw (remove liquidity): lp_token_amount_in, min_base_amount_out, min_quote_amount_out. */
export function pumpswapWithdrawIx(k: PumpswapLiquidityKeys, lpIn: bigint, minBaseOut: bigint, minQuoteOut: bigint): InstructionRecord {
  return {
    programId: AMM,
    accounts: [
      k.pool, ACCOUNTS.pumpswapGlobalConfig, k.user, k.baseMint, ACCOUNTS.wrappedSol, k.lpMint, k.userBase, k.userQuote, k.userLp,
      k.baseVault, k.quoteVault, PROGRAMS.token, PROGRAMS.token2022, ACCOUNTS.pumpswapEventAuthority, AMM,
    ],
    data: bytes().hex("b712469c946da122").u64(lpIn).u64(minBaseOut).u64(minQuoteOut).build(),
    stackHeight: null,
  };
}
