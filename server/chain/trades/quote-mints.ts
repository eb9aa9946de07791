// The quotes a token is priced in, and the accounts whose SOL is never a price.
// Stablecoin mints: Circle's USDC and Tether's USDT on Solana (their issuers'
// published addresses). Tip accounts: the 8 public Jito tip accounts
// (labels/programs-and-venues.csv, "Jito Tip 1..8", from solana-dex-parser).
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import type { Address } from "@/server/engine/snapshot";

export const WSOL_MINT: Address = KNOWN_ACCOUNTS.wrappedSolMint;
export const USDC_MINT: Address = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
export const USDT_MINT: Address = "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB";

/** 1 unit = 1 USD, 6 decimals for both. */
export const STABLECOIN_MINTS: ReadonlySet<Address> = new Set([USDC_MINT, USDT_MINT]);
export const STABLECOIN_DECIMALS = 6;

export const TIP_ACCOUNTS: ReadonlySet<Address> = new Set([
  "96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5",
  "HFqU5x63VTqvQss8hp11i4wVV8bD44PvwucfZ2bU7gRe",
  "Cw8CFyM9FkoMi7K7Crf6HNQqf4uEMzpKw6QNghXLvLkY",
  "ADaUMid9yfUytqMBgopwjb2DTLSokTSzL1zt6iGPaS49",
  "DfXygSm4jCyNCybVYYK6DwvWqjKee8pbDmJGcLWNDXjh",
  "ADuUkR4vqLUMWXxW9gh6D6L8pMSawimctcNZ5pGwDcEt",
  "DttWaMuVvTiduZRnguLF7jNxTgiMBZ1hyAumKUiL2KRL",
  "3AVi9Tg9Uo68tJfuvoKvqKNWKkC5wPdSSdeBnizKZ6jT",
]);

/**
 * Trading bots' fee accounts (labels/programs-and-venues.csv: "Photon Fee
 * Vault" from solana-dex-parser FEE_ACCOUNTS, "Maestro Fee" from
 * photon-explorer): what a bot charges around a swap, kept apart from the
 * price like a tip. A venue's own fee accounts (pump.fun, PumpSwap, Meteora)
 * are part of the price and are not listed here.
 */
export const BOT_FEE_ACCOUNTS: ReadonlySet<Address> = new Set([
  "AVUCZyuT35YSuj4RH7fwiyPu82Djn2Hfg7y2ND2XcnZH",
  "FRxAnZgkW58zbYcE7Bxqsg99VWpJh6sMP5xLzAWNabN",
]);

/** Programs that invoke token transfers without holding any pool: never a venue. */
export const INFRASTRUCTURE_PROGRAMS: ReadonlySet<Address> = new Set([
  KNOWN_PROGRAMS.system,
  KNOWN_PROGRAMS.splToken,
  KNOWN_PROGRAMS.token2022,
  KNOWN_PROGRAMS.associatedToken,
  KNOWN_PROGRAMS.computeBudget,
  KNOWN_PROGRAMS.memo,
  "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
]);
