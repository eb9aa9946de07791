// Raydium AMM v4 PDAs (seeded by the OpenBook market, as the program derives
// them) and instructions (Initialize2, SwapBaseInV2, Withdraw); data is the
// one-byte instruction tag + little-endian u64s. Rendered unparsed.
import { ACCOUNTS, PROGRAMS, SYSVARS } from "@/server/ledger/constants";
import { addressBytes, pda } from "@/server/ledger/crypto/pda";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

const RAY = PROGRAMS.raydiumV4;

function seeded(market: string, seed: string): string {
  return pda([addressBytes(RAY), addressBytes(market), seed], RAY);
}

export const raydiumAddresses = {
  amm: (market: string) => seeded(market, "amm_associated_seed"),
  coinVault: (market: string) => seeded(market, "coin_vault_associated_seed"),
  pcVault: (market: string) => seeded(market, "pc_vault_associated_seed"),
  lpMint: (market: string) => seeded(market, "lp_mint_associated_seed"),
  openOrders: (market: string) => seeded(market, "open_order_associated_seed"),
  targetOrders: (market: string) => seeded(market, "target_associated_seed"),
  withdrawQueue: (market: string) => seeded(market, "withdraw_associated_seed"),
  lpVault: (market: string) => seeded(market, "temp_lp_token_associated_seed"),
};

export interface RaydiumInitKeys {
  market: string;
  coinMint: string;
  user: string;
  userCoin: string;
  userPc: string;
  userLp: string;
}

export function raydiumInitializeIx(k: RaydiumInitKeys, openTime: bigint, pcAmount: bigint, coinAmount: bigint): InstructionRecord {
  const a = raydiumAddresses;
  return {
    programId: RAY,
    accounts: [
      PROGRAMS.token, PROGRAMS.associatedToken, PROGRAMS.system, SYSVARS.rent, a.amm(k.market), ACCOUNTS.raydiumAuthority, a.openOrders(k.market),
      a.lpMint(k.market), k.coinMint, ACCOUNTS.wrappedSol, a.coinVault(k.market), a.pcVault(k.market), a.withdrawQueue(k.market),
      a.targetOrders(k.market), a.lpVault(k.market), PROGRAMS.openbook, k.market, k.user, k.userCoin, k.userPc, k.userLp,
    ],
    data: bytes().u8(1).u8(254).u64(openTime).u64(pcAmount).u64(coinAmount).build(),
    stackHeight: null,
  };
}

export function raydiumSwapIx(market: string, source: string, destination: string, owner: string, amountIn: bigint, minOut: bigint): InstructionRecord {
  const a = raydiumAddresses;
  return {
    programId: RAY,
    accounts: [PROGRAMS.token, a.amm(market), ACCOUNTS.raydiumAuthority, a.coinVault(market), a.pcVault(market), source, destination, owner],
    data: bytes().u8(16).u64(amountIn).u64(minOut).build(),
    stackHeight: null,
  };
}

export function raydiumWithdrawIx(market: string, userLp: string, userCoin: string, userPc: string, owner: string, lpAmount: bigint): InstructionRecord {
  const a = raydiumAddresses;
  return {
    programId: RAY,
    accounts: [
      PROGRAMS.token, a.amm(market), ACCOUNTS.raydiumAuthority, a.openOrders(market), a.targetOrders(market), a.lpMint(market),
      a.coinVault(market), a.pcVault(market), a.withdrawQueue(market), a.lpVault(market), PROGRAMS.openbook, market,
      userLp, userCoin, userPc, owner,
    ],
    data: bytes().u8(4).u64(lpAmount).build(),
    stackHeight: null,
  };
}
