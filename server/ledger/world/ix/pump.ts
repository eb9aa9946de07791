// pump.fun program: PDAs, instruction data and Anchor events. Discriminators
// and account order come from labels/venue-instruction-discriminators.csv;
// the node has no parser for the program, so these render unparsed.
import { ACCOUNTS, PROGRAMS, SYSVARS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, pda } from "@/server/ledger/crypto/pda";
import type { CurveState, InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

const PUMP = PROGRAMS.pumpfun;
/** prefix of every Anchor self-CPI event instruction. */
export const EVENT_IX_TAG = "e445a52e51cb9a1d";

export const pumpAddresses = {
  curve: (mint: string) => pda(["bonding-curve", addressBytes(mint)], PUMP),
  curveVault: (mint: string) => associatedTokenAddress(pumpAddresses.curve(mint), mint, PROGRAMS.token),
  metadata: (mint: string) => pda(["metadata", addressBytes(PROGRAMS.metaplex), addressBytes(mint)], PROGRAMS.metaplex),
  creatorVault: (creator: string) => pda(["creator-vault", addressBytes(creator)], PUMP),
  globalVolume: () => pda(["global_volume_accumulator"], PUMP),
  userVolume: (user: string) => pda(["user_volume_accumulator", addressBytes(user)], PUMP),
  feeConfig: () => pda(["fee_config", addressBytes(PUMP)], PROGRAMS.pumpFees),
  poolAuthority: (mint: string) => pda(["pool-authority", addressBytes(mint)], PUMP),
};

export function pumpCreateIx(mint: string, user: string, meta: { name: string; symbol: string; uri: string }): InstructionRecord {
  const curve = pumpAddresses.curve(mint);
  return {
    programId: PUMP,
    accounts: [
      mint, ACCOUNTS.pumpMintAuthority, curve, pumpAddresses.curveVault(mint), ACCOUNTS.pumpGlobal, PROGRAMS.metaplex,
      pumpAddresses.metadata(mint), user, PROGRAMS.system, PROGRAMS.token, PROGRAMS.associatedToken, SYSVARS.rent,
      ACCOUNTS.pumpEventAuthority, PUMP,
    ],
    data: bytes().hex("181ec828051c0777").string(meta.name).string(meta.symbol).string(meta.uri).pubkey(user).build(),
    stackHeight: null,
  };
}

function tradeAccounts(mint: string, user: string, creator: string, side: "buy" | "sell"): string[] {
  const head = [ACCOUNTS.pumpGlobal, ACCOUNTS.pumpFeeRecipient, mint, pumpAddresses.curve(mint), pumpAddresses.curveVault(mint),
    associatedTokenAddress(user, mint, PROGRAMS.token), user, PROGRAMS.system];
  const tail = [ACCOUNTS.pumpEventAuthority, PUMP];
  if (side === "buy") {
    return [...head, PROGRAMS.token, pumpAddresses.creatorVault(creator), ...tail, pumpAddresses.globalVolume(),
      pumpAddresses.userVolume(user), pumpAddresses.feeConfig(), PROGRAMS.pumpFees];
  }
  return [...head, pumpAddresses.creatorVault(creator), PROGRAMS.token, ...tail, pumpAddresses.feeConfig(), PROGRAMS.pumpFees];
}

export function pumpBuyIx(mint: string, user: string, creator: string, tokens: bigint, maxSolCost: bigint): InstructionRecord {
  const data = bytes().hex("66063d1201daebea").u64(tokens).u64(maxSolCost).build();
  return { programId: PUMP, accounts: tradeAccounts(mint, user, creator, "buy"), data, stackHeight: null };
}

export function pumpSellIx(mint: string, user: string, creator: string, tokens: bigint, minSolOutput: bigint): InstructionRecord {
  const data = bytes().hex("33e685a4017f83ad").u64(tokens).u64(minSolOutput).build();
  return { programId: PUMP, accounts: tradeAccounts(mint, user, creator, "sell"), data, stackHeight: null };
}

export interface TradeEventFields {
  mint: string;
  sol: bigint;
  tokens: bigint;
  isBuy: boolean;
  user: string;
  timestamp: number;
  curve: CurveState;
  protocolFee: bigint;
  creatorFee: bigint;
}

/** TradeEvent body (event discriminator + borsh fields), as logged in "Program data:". */
export function tradeEventData(e: TradeEventFields): Buffer {
  return bytes()
    .hex("bddb7fd34ee661ee")
    .pubkey(e.mint).u64(e.sol).u64(e.tokens).bool(e.isBuy).pubkey(e.user).i64(BigInt(e.timestamp))
    .u64(e.curve.virtualSolReserves).u64(e.curve.virtualTokenReserves).u64(e.curve.realSolReserves).u64(e.curve.realTokenReserves)
    .pubkey(ACCOUNTS.pumpFeeRecipient).u64(95n).u64(e.protocolFee).pubkey(e.curve.creator).u64(5n).u64(e.creatorFee)
    .build();
}

export function createEventData(mint: string, user: string, meta: { name: string; symbol: string; uri: string }, timestamp: number, curve: CurveState): Buffer {
  return bytes()
    .hex("1b72a94ddeeb6376")
    .string(meta.name).string(meta.symbol).string(meta.uri)
    .pubkey(mint).pubkey(pumpAddresses.curve(mint)).pubkey(user).pubkey(user).i64(BigInt(timestamp))
    .u64(curve.virtualTokenReserves).u64(curve.virtualSolReserves).u64(curve.realTokenReserves).u64(curve.tokenTotalSupply)
    .build();
}

/** The self-CPI that carries an Anchor event, as it appears in innerInstructions. */
export function eventCpiIx(programId: string, eventAuthority: string, eventData: Buffer): InstructionRecord {
  return { programId, accounts: [eventAuthority], data: Buffer.concat([Buffer.from(EVENT_IX_TAG, "hex"), eventData]), stackHeight: 2 };
}
