// Program ids the chain adapters refer to by name. Every value comes from
// labels/programs-and-venues.csv (a test checks it) except Compute Budget,
// a native program the CSV does not list.
export const KNOWN_PROGRAMS = {
  system: "11111111111111111111111111111111",
  splToken: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  token2022: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  associatedToken: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  memo: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  computeBudget: "ComputeBudget111111111111111111111111111111",
  addressLookupTable: "AddressLookupTab1e1111111111111111111111111",
  tokenMetadata: "metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s",
  pumpfun: "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P",
  pumpswap: "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA",
  raydiumAmmV4: "675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8",
  raydiumCpmm: "CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C",
  raydiumClmm: "CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK",
  raydiumLaunchlab: "LanMV9sAd7wArD4vJFi2qDdfnVhFxYSUg6eADduJ3uj",
  meteoraDlmm: "LBUZKhRxPF3XUpBCjp4YzTKgLccjZhTSDM9YuVaPwxo",
  /** "Meteora Pools", the first dynamic AMM (DAMM v1). */
  meteoraDammV1: "Eo7WjKq67rjJQSZxS6z3YkapzY3eMj6Xy8X5EQVn5UaB",
  meteoraDammV2: "cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG",
  meteoraDbc: "dbcij3LWUppWqq96dh6gJWwBifmcGfLSB5D4DuSMaqN",
  orcaWhirlpool: "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc",
  moonshot: "MoonCVVNZFSYkqNXP6bxHLPL6QQJiMagDL3qcqUQTrG",
  jupiterV6: "JUP6LkbZbjS1jKKwapdHNy74zcZ3tLUZoi5QNyVTaV4",
} as const;

export type KnownProgram = keyof typeof KNOWN_PROGRAMS;

/** Well-known non-program accounts (from the same CSV unless noted). */
export const KNOWN_ACCOUNTS = {
  /** the mint of wrapped SOL; native, not in the CSV. */
  wrappedSolMint: "So11111111111111111111111111111111111111112",
  pumpfunFeeRecipient: "CebN5WGQ4jvEPvsVU4EoHEpgzq1VV7AbicfhtW4xC9iM",
  pumpfunMigrator: "39azUYFWPz3VHgKCf3VChUwbpURdCHRxjWVowf5jUJjg",
  /** mint authority of every pump.fun mint until create revokes it. */
  pumpfunMintAuthority: "TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM",
  /** PDA of the AMM v4 program that owns every v4 pool vault ("Raydium Authority"). */
  raydiumAmmV4Authority: "5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1",
  /**
   * PDA of the CPMM program that owns every CPMM pool vault and mints LP
   * tokens. Not in the CSV: read from raydium-cpmm-initialize.json (vault
   * owner and LP mintAuthority).
   */
  raydiumCpmmAuthority: "GpMZbSM2GgvTKHJirzeGfMFoaZ8UR2X7F4v8vHTvxFbL",
} as const;
