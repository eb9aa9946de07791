// The quotes a token is priced in, and the accounts whose SOL is never a price.
// Stablecoin mints: Circle's USDC and Tether's USDT on Solana (their issuers'
// published addresses). Tip accounts: the 8 public Jito tip accounts,
// one list with the fingerprint reader (chain/fingerprint/tip-accounts.ts).
import { JITO_TIP_ACCOUNTS } from "@/server/chain/fingerprint/tip-accounts";
import { KNOWN_ACCOUNTS, KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import type { Address } from "@/server/engine/snapshot";

export const WSOL_MINT: Address = KNOWN_ACCOUNTS.wrappedSolMint;
export const USDC_MINT: Address = "EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v";
export const USDT_MINT: Address = "Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB";

/** 1 unit = 1 USD, 6 decimals for both. */
export const STABLECOIN_MINTS: ReadonlySet<Address> = new Set([USDC_MINT, USDT_MINT]);
export const STABLECOIN_DECIMALS = 6;

export const TIP_ACCOUNTS: ReadonlySet<Address> = JITO_TIP_ACCOUNTS;

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

/**
 * Other tip services and trading-bot fee wallets (bloXroute, Temporal/Nozomi,
 * NextBlock, 0slot, Astralane, Trojan, GMGN, BullX, Axiom, ...): the same
 * list the corpus labels use (server/chain/testing/corpus/tools/
 * propose_labels.py: a public copy-trade script's feeWallets table,
 * cross-checked against bloXroute SDK examples), so decoder and labels
 * share one definition of "kept apart from the price".
 */
export const OTHER_TIP_ACCOUNTS: ReadonlySet<Address> = new Set([
  "9yMwSPk9mrXSN7yDHUuZurAh1sjbJsfpUqjZ7SvVtdco",
  "AaG6of1gbj1pbDumvbSiTuJhRCRkkUNaWVxijSbWvTJW",
  "97VmzkjX9w8gMFS2RnHTSjtMEDbifGXBq9pgosFdFnM",
  "BB5dnY55FXS1e1NXqZDwCzgdYJdMCj3B92PU6Q5Fb6DT",
  "28KqHiudrpzfVkVWQ1jztQ2Aarf4W3CvTitjWEqTCkpA",
  "HWEoBxYs7ssKuudEjzjmpfJVX7Dvi7wescFsVx2L5yoY",
  "7ks326H4LbMVaUC8nW5FpC5EoAf5eK5pf4Dsx4HDQLpq",
  "95cfoy472fcQHaw4tPGBTKpn6ZQnfEPfBgDQx6gcRmRg",
  "TEMPaMeCRFAS9EKF53Jd6KpHxgL47uWLcpFArU1Fanq",
  "noz3jAjPiHuBPqiSPkkugaJDkJscPuRhYnSpbi8UvC4",
  "noz3str9KXfpKknefHji8L1mPgimezaiUyCHYMDv1GE",
  "noz6uoYCDijhu1V7cutCpwxNiSovEwLdRHPwmgCGDNo",
  "noz9EPNcT7WH6Sou3sr3GGjHQYVkN3DNirpbvDkv9YJ",
  "nozc5yT15LazbLTFVZzoNZCwjh3yUtW86LoUyqsBu4L",
  "nozFrhfnNGoyqwVuwPAW4aaGqempx4PU6g6D9CJMv7Z",
  "nozievPk7HyK1Rqy1MPJwVQ7qQg2QoJGyP71oeDwbsu",
  "noznbgwYnBLDHu8wcQVCEw6kDrXkPdKkydGJGNXGvL7",
  "nozNVWs5N8mgzuD3qigrCG2UoKxZttxzZ85pvAQVrbP",
  "nozpEGbwx4BcGp6pvEdAh1JoC2CQGZdU6HbNP1v2p6P",
  "nozrhjhkCr3zXT3BiT4WCodYCUFeQvcdUkM7MqhKqge",
  "nozrwQtWhEdrA6W8dkbt9gnUaMs52PdAv5byipnadq3",
  "nozUacTVWub3cL4mJmGCYjKZTnE9RbdY5AP46iQgbPJ",
  "nozWCyTPppJjRuw2fpzDhhWbW355fzosWSzrrMYB1Qk",
  "nozWNju6dY353eMkMqURqwQEoM3SFgEKC6psLCSfUne",
  "nozxNBgWohjR75vdspfxR5H9ceC7XXH99xpxhVGt3Bb",
  "NexTbLoCkWykbLuB1NkjXgFWkX9oAtcoagQegygXXA2",
  "nextBLoCkPMgmG8ZgJtABeScP35qLa2AMCNKntAP7Xc",
  "NextbLoCkVtMGcV47JzewQdvBpLqT9TxQFozQkN98pE",
  "NEXTbLoCkB51HpLBLojQfpyVAMorm3zzKg7w9NFdqid",
  "NeXTBLoCKs9F1y5PJS9CKrFNNLU1keHW71rfh7KgA1X",
  "neXtBLock1LeC67jYd1QdAa32kbVeubsfPNTJC1V5At",
  "nEXTBLockYgngeRmRrjDV31mGSekVPqZoMGhQEZtPVG",
  "6fQaVhYZA4w3MBSXjJ81Vf6W1EDYeUPXpgVQ6UQyU1Av",
  "4HiwLEP2Bzqj3hM2ENxJuzhcPCdsafwiet3oGkMkuQY4",
  "7toBU3inhmrARGngC7z6SjyP85HgGMmCTEwGNRAcYnEK",
  "8mR3wB1nh4D6J9RUCugxUpc6ya8w38LPxZ3ZjcBhgzws",
  "6SiVU5WEwqfFapRuYCndomztEwDjvS5xgtEof3PLEGm9",
  "TpdxgNJBWZRL8UXF5mrEsyWxDWx9HQexA9P1eTWQ42p",
  "D8f3WkQu6dCF33cZxuAsrKHrGsqGP2yvAHf8mX6RXnwf",
  "GQPFicsy3P3NXxB5piJohoxACqTvWE9fKpLgdsMduoHE",
  "Ey2JEr8hDkgN8qKJGrLf2yFjRhW7rab99HVxwi5rcvJE",
  "4iUgjMT8q2hNZnLuhpqZ1QtiV8deFPy2ajvvjEpKKgsS",
  "3Rz8uD83QsU8wKvZbgWAPvCNDU6Fy8TSZTMcPm3RB6zt",
  "FCjUJZ1qozm1e8romw216qyfQMaaWKxWsuySnumVCCNe",
  "Cix2bHfqPcKcM233mzxbLk14kSggUUiz2A87fJtGivXr",
  "ENxTEjSQ1YabmUpXAdCgevnHQ9MHdLv8tzFiuiYJqa13",
  "J9BMEWFbCBEjtQ1fG5Lo9kouX1HfrKQxeUxetwXrifBw",
  "6rYLG55Q9RpsPGvqdPNJs4z5WTxJVatMB8zV3WJhs5EK",
  "Dz8rMcdokTLfbnNz2ZdYocZixgaA1TMqbA31xtwPgcxb",
  "astra4uejePWneqNaJKuFFA8oonqCE1sqF6b45kDMZm",
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

/**
 * Lending programs hold no pools: a debt repaid with collateral withdrawn (or
 * a deposit with a borrow) moves two assets the opposite ways in one
 * instruction, which is no swap. A token only these moved for its owner is
 * never a trade.
 */
export const LENDING_PROGRAMS: ReadonlySet<Address> = new Set([
  "jupr81YtYssSyPt8jbnGuiWon5f6x9TcDEFxYe3Bdzi", // Jupiter Lend vaults (borrow, repay, collateral)
  "jup3YeL8QhtSx1e253b2FDvsMNC87fDrgQZivbrndc9", // Jupiter Lend earn
  "jupeiUmn818Jg1ekPURTpr4mFo29p46vygyykFJ3wZC", // Jupiter Lend liquidity layer (moves the tokens for both)
  "KLend2g3cP87fffoy8q1mQqGKjrxjC8boSyAYavgmjD", // Kamino Lending
  "MFv2hWf31Z9kbCa1snEPYctwafyhdvnV7FZnsebVacA", // marginfi v2
  "So1endDq2YkqhipRh3WViPa8hdiSpxWy6z3Z6tMCpAo", // Solend
]);
