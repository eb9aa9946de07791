// Graduation: once a curve is complete the pump.fun migrator calls Migrate,
// which moves the curve's remaining tokens and SOL (less a 0.015 SOL fee)
// into a new PumpSwap pool owned by the mint's pool-authority PDA.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { syncNativeIx } from "@/server/ledger/world/ix/spl-token";
import { pumpAddresses } from "@/server/ledger/world/ix/pump";
import { pumpswapAddresses } from "@/server/ledger/world/ix/pumpswap";
import { bytes } from "@/server/ledger/world/ix/bytes";
import { moveLamports } from "@/server/ledger/world/mutations";
import type { TxRecord } from "@/server/ledger/world/types";
import { createAtaInner, openTx, type ExecContext } from "@/server/ledger/world/actions/common";
import { createPumpswapPool } from "@/server/ledger/world/actions/pool-create";
import { curveOf } from "@/server/ledger/world/actions/pump-trade";
import type { Action } from "@/server/ledger/world/actions/types";

const MIGRATION_FEE = 15_000_000n;

export function execPumpMigrate(ctx: ExecContext, a: Extract<Action, { kind: "pumpMigrate" }>): TxRecord {
  const { world } = ctx;
  const migrator = ACCOUNTS.pumpMigrator;
  const tx = openTx(ctx, migrator, { computeUnitLimit: 400_000, microLamportsPerCu: 50_000, ...a });
  const curve = curveOf(tx, a.mint);
  if (!curve.complete) throw new Error(`curve of ${a.mint} is not complete`);
  const curveAddress = pumpAddresses.curve(a.mint);
  const curveVault = pumpAddresses.curveVault(a.mint);
  const authority = pumpAddresses.poolAuthority(a.mint);
  const pool = pumpswapAddresses.pool(authority, a.mint);
  const lpMint = pumpswapAddresses.lpMint(pool);
  const authorityMint = associatedTokenAddress(authority, a.mint, PROGRAMS.token);
  const authorityWsol = associatedTokenAddress(authority, ACCOUNTS.wrappedSol, PROGRAMS.token);
  const accounts = [
    ACCOUNTS.pumpGlobal, migrator, a.mint, curveAddress, curveVault, migrator, PROGRAMS.system, PROGRAMS.token, PROGRAMS.pumpswap, pool, authority,
    authorityMint, authorityWsol, ACCOUNTS.pumpswapGlobalConfig, ACCOUNTS.wrappedSol, lpMint, associatedTokenAddress(authority, lpMint, PROGRAMS.token2022),
    associatedTokenAddress(pool, a.mint, PROGRAMS.token), associatedTokenAddress(pool, ACCOUNTS.wrappedSol, PROGRAMS.token), PROGRAMS.token2022,
    PROGRAMS.associatedToken, ACCOUNTS.pumpswapEventAuthority, ACCOUNTS.pumpEventAuthority, PROGRAMS.pumpfun,
  ];
  tx.writable(curveAddress, curveVault, authority, authorityMint, authorityWsol, ACCOUNTS.pumpFeeRecipient);
  const index = tx.instruction({ programId: PROGRAMS.pumpfun, accounts, data: bytes().hex("9beae792ec9ea21e").build(), stackHeight: null }, ["Program log: Instruction: Migrate"]);
  const tokens = world.getTokenAccount(curveVault)!.amount;
  const solIn = curve.realSolReserves - MIGRATION_FEE;
  // the pool authority's WSOL account receives the curve's SOL, then seeds the pool.
  createAtaInner(tx, index, migrator, authority, ACCOUNTS.wrappedSol, 2);
  moveLamports(tx, curveAddress, authorityWsol, solIn);
  moveLamports(tx, curveAddress, ACCOUNTS.pumpFeeRecipient, MIGRATION_FEE);
  tx.innerInstruction(index, syncNativeIx(PROGRAMS.token, authorityWsol, 2));
  createPumpswapPool(tx, { creator: authority, payer: migrator, sourceAuthority: curveAddress, base: curveVault, quote: authorityWsol }, a.mint, tokens, solIn, 3, index);
  if (!tx.failed) {
    curve.realSolReserves = 0n;
    curve.realTokenReserves = 0n;
  }
  return tx.commit();
}
