// Creating an AMM pool with initial liquidity: PumpSwap CreatePool (vaults are
// ATAs of the pool PDA; Token-2022 LP mint) or Raydium AMM v4 Initialize2
// (vaults are PDAs owned by the shared Raydium authority; 0.4 SOL create fee).
import { ACCOUNTS, MINT_RENT, PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { deriveAddress } from "@/server/ledger/keys";
import { isqrt } from "@/server/ledger/world/amm-math";
import { RAYDIUM_AMM_SPACE, PUMPSWAP_POOL_SPACE } from "@/server/ledger/world/layouts/pool-layout";
import { ataCreateInner } from "@/server/ledger/world/ix/ata";
import { pumpswapAddresses, pumpswapCreatePoolIx } from "@/server/ledger/world/ix/pumpswap";
import { raydiumAddresses, raydiumInitializeIx } from "@/server/ledger/world/ix/raydium";
import { initializeAccount3Ix, initializeMint2Ix, mintToIx, thawAccountIx, transferCheckedIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { createAccountIx, transferIx } from "@/server/ledger/world/ix/system";
import { createAccount, createTokenAccount, mintTokens, moveLamports, moveTokens } from "@/server/ledger/world/mutations";
import type { TxDraft } from "@/server/ledger/world/tx-draft";
import type { Address, PoolState, TxRecord } from "@/server/ledger/world/types";
import { createAtaInner, openTx, resolveTokenAmount, tokenProgramOf, type ExecContext } from "@/server/ledger/world/actions/common";
import { unwrapSol, wrapSol } from "@/server/ledger/world/actions/pool-common";
import type { Action } from "@/server/ledger/world/actions/types";

type CreateAction = Extract<Action, { kind: "poolCreate" }>;

/** Creates the LP mint and pays out LP tokens to the user's ATA (CPIs under `index`). */
function mintLp(tx: TxDraft, index: number, payer: Address, owner: Address, lpMint: Address, lpProgram: Address, authority: Address, decimals: number, amount: bigint, h: number): Address {
  createAccount(tx, payer, lpMint, lpProgram, 82, {
    kind: "mint",
    mint: { programId: lpProgram, decimals, supply: 0n, mintAuthority: authority, freezeAuthority: null, extensions: [] },
  });
  tx.innerInstruction(index, createAccountIx(payer, lpMint, MINT_RENT, 82, lpProgram, h));
  tx.innerInstruction(index, initializeMint2Ix(lpProgram, lpMint, decimals, authority, null, h));
  const userLp = createAtaInner(tx, index, payer, owner, lpMint, h);
  tx.writable(userLp);
  mintTokens(tx, lpMint, userLp, amount);
  tx.innerInstruction(index, mintToIx(lpProgram, lpMint, userLp, authority, amount, h));
  return userLp;
}

/** Frozen-by-default mints: the issuer (freeze authority, a signer here) thaws the pool's vault. */
function thawIfFrozen(tx: TxDraft, index: number, vault: Address, h: number): void {
  const token = tx.world.getTokenAccount(vault);
  if (!token || token.state !== "frozen") return;
  const authority = tx.world.getMint(token.mint)?.freezeAuthority;
  if (!authority) throw new Error(`pool vault ${vault} frozen with no freeze authority`);
  tx.signer(authority, false);
  tx.innerInstruction(index, thawAccountIx(token.programId, vault, token.mint, authority, h));
  token.state = "initialized";
}

export interface PoolFunding {
  creator: Address;
  /** pays rent (the migrator in a migration, else the creator). */
  payer: Address;
  /** signs for the source token accounts. */
  sourceAuthority: Address;
  base: Address;
  quote: Address;
}

export function createPumpswapPool(tx: TxDraft, f: PoolFunding, mint: Address, baseIn: bigint, quoteIn: bigint, h: number, index?: number): Address {
  const { creator, payer } = f;
  const source = { base: f.base, quote: f.quote };
  const { world } = tx;
  const baseProgram = tokenProgramOf(world, mint);
  const pool = pumpswapAddresses.pool(creator, mint);
  const lpMint = pumpswapAddresses.lpMint(pool);
  const baseVault = associatedTokenAddress(pool, mint, baseProgram);
  const quoteVault = associatedTokenAddress(pool, ACCOUNTS.wrappedSol, PROGRAMS.token);
  const userLp = associatedTokenAddress(creator, lpMint, PROGRAMS.token2022);
  tx.writable(pool, lpMint, baseVault, quoteVault, userLp, source.base, source.quote);
  const ix = pumpswapCreatePoolIx({ pool, creator, baseMint: mint, lpMint, userBase: source.base, userQuote: source.quote, userLp, baseVault, quoteVault, baseProgram }, baseIn, quoteIn, index === undefined ? null : h - 1);
  const at = index ?? tx.instruction(ix, ["Program log: Instruction: CreatePool"]);
  if (index !== undefined) tx.innerInstruction(index, ix, ["Program log: Instruction: CreatePool"]);
  const state: PoolState = {
    venue: "pumpswap", baseMint: mint, quoteMint: ACCOUNTS.wrappedSol, baseVault, quoteVault, lpMint, creator, feeBps: 25,
    openSlot: tx.slot, lpSupply: isqrt(baseIn * quoteIn), market: null, raydium: null,
  };
  createAccount(tx, payer, pool, PROGRAMS.pumpswap, PUMPSWAP_POOL_SPACE, { kind: "pool", pool: state });
  tx.innerInstruction(at, createAccountIx(payer, pool, rentExempt(PUMPSWAP_POOL_SPACE), PUMPSWAP_POOL_SPACE, PROGRAMS.pumpswap, h));
  for (const [vault, vaultMint, program] of [[baseVault, mint, baseProgram], [quoteVault, ACCOUNTS.wrappedSol, PROGRAMS.token]] as const) {
    const { space, lamports } = createTokenAccount(tx, { payer, address: vault, mint: vaultMint, owner: pool, isAta: true });
    for (const inner of ataCreateInner(payer, vault, pool, vaultMint, program, space, lamports, h)) tx.innerInstruction(at, inner);
    thawIfFrozen(tx, at, vault, h);
  }
  const decimals = world.getMint(mint)?.decimals ?? 6;
  tx.innerInstruction(at, transferCheckedIx(baseProgram, source.base, mint, baseVault, f.sourceAuthority, baseIn, decimals, h));
  tx.innerInstruction(at, transferCheckedIx(PROGRAMS.token, source.quote, ACCOUNTS.wrappedSol, quoteVault, f.sourceAuthority, quoteIn, 9, h));
  moveTokens(tx, source.base, baseVault, baseIn);
  moveTokens(tx, source.quote, quoteVault, quoteIn);
  mintLp(tx, at, payer, creator, lpMint, PROGRAMS.token2022, pool, 9, state.lpSupply, h);
  world.addVenue(mint, pool);
  return pool;
}

function createRaydiumPool(tx: TxDraft, a: CreateAction, userBase: Address, wsol: Address, baseIn: bigint): Address {
  const { world } = tx;
  const market = deriveAddress("openbook-market", a.mint);
  const r = raydiumAddresses;
  const amm = r.amm(market);
  const lpMint = r.lpMint(market);
  const userLp = associatedTokenAddress(a.creator, lpMint, PROGRAMS.token);
  tx.writable(amm, r.coinVault(market), r.pcVault(market), lpMint, userLp, r.openOrders(market), r.targetOrders(market), market, ACCOUNTS.raydiumCreateFeeDestination);
  const ix = raydiumInitializeIx({ market, coinMint: a.mint, user: a.creator, userCoin: userBase, userPc: wsol, userLp }, 0n, a.lamports, baseIn);
  const index = tx.instruction(ix, [`Program log: initialize2: InitializeInstruction2 { nonce: 254, open_time: 0, init_pc_amount: ${a.lamports}, init_coin_amount: ${baseIn} }`]);
  const fee = 400_000_000n;
  tx.innerInstruction(index, transferIx(a.creator, ACCOUNTS.raydiumCreateFeeDestination, fee, 2));
  moveLamports(tx, a.creator, ACCOUNTS.raydiumCreateFeeDestination, fee);
  const decimals = world.getMint(a.mint)?.decimals ?? 6;
  const state: PoolState = {
    venue: "raydium_v4", baseMint: a.mint, quoteMint: ACCOUNTS.wrappedSol, baseVault: r.coinVault(market), quoteVault: r.pcVault(market), lpMint,
    creator: a.creator, feeBps: 25, openSlot: tx.slot, lpSupply: isqrt(baseIn * a.lamports), market,
    raydium: { openOrders: r.openOrders(market), targetOrders: r.targetOrders(market), withdrawQueue: r.withdrawQueue(market), lpVault: r.lpVault(market) },
  };
  createAccount(tx, a.creator, amm, PROGRAMS.raydiumV4, RAYDIUM_AMM_SPACE, { kind: "pool", pool: state });
  tx.innerInstruction(index, createAccountIx(a.creator, amm, rentExempt(RAYDIUM_AMM_SPACE), RAYDIUM_AMM_SPACE, PROGRAMS.raydiumV4, 2));
  for (const [vault, vaultMint] of [[state.baseVault, a.mint], [state.quoteVault, ACCOUNTS.wrappedSol]] as const) {
    const { space, lamports } = createTokenAccount(tx, { payer: a.creator, address: vault, mint: vaultMint, owner: ACCOUNTS.raydiumAuthority, isAta: false });
    tx.innerInstruction(index, createAccountIx(a.creator, vault, lamports, space, PROGRAMS.token, 2));
    tx.innerInstruction(index, initializeAccount3Ix(PROGRAMS.token, vault, vaultMint, ACCOUNTS.raydiumAuthority, 2));
  }
  tx.innerInstruction(index, tokenTransferIx(PROGRAMS.token, userBase, state.baseVault, a.creator, baseIn, 2));
  tx.innerInstruction(index, tokenTransferIx(PROGRAMS.token, wsol, state.quoteVault, a.creator, a.lamports, 2));
  moveTokens(tx, userBase, state.baseVault, baseIn);
  moveTokens(tx, wsol, state.quoteVault, a.lamports);
  mintLp(tx, index, a.creator, a.creator, lpMint, PROGRAMS.token, ACCOUNTS.raydiumAuthority, decimals, state.lpSupply, 2);
  world.addVenue(a.mint, amm);
  return amm;
}

export function execPoolCreate(ctx: ExecContext, a: CreateAction): TxRecord {
  const tx = openTx(ctx, a.creator, { computeUnitLimit: 400_000, microLamportsPerCu: 100_000, ...a });
  const program = tokenProgramOf(ctx.world, a.mint);
  const userBase = associatedTokenAddress(a.creator, a.mint, program);
  const baseIn = resolveTokenAmount(ctx.world, userBase, a.tokenAmount);
  const wsol = wrapSol(tx, a.creator, a.lamports);
  tx.writable(userBase);
  const funding = { creator: a.creator, payer: a.creator, sourceAuthority: a.creator, base: userBase, quote: wsol };
  if (a.venue === "pumpswap") createPumpswapPool(tx, funding, a.mint, baseIn, a.lamports, 2);
  else createRaydiumPool(tx, a, userBase, wsol, baseIn);
  unwrapSol(tx, a.creator, wsol);
  return tx.commit();
}
