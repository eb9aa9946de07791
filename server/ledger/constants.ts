// Program ids and well-known accounts the ledger writes into transactions.
// Values are the real mainnet ones (labels/programs-and-venues.csv and the
// recorded transactions); a small local list so the ledger does not depend on
// the chain adapters it is used to test.
export const PROGRAMS = {
  system: "11111111111111111111111111111111",
  token: "TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA",
  token2022: "TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb",
  associatedToken: "ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL",
  computeBudget: "ComputeBudget111111111111111111111111111111",
  metaplex: "metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s",
  pumpfun: "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P",
  pumpFees: "pfeeUxB6jkeY1Hxd7CsFCAjcbHA9rWtchMGdZ6VojVZ",
  pumpswap: "pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA",
  raydiumV4: "675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8",
  openbook: "srmqPvymJeFKQ4zGQed1GFppgkRHL9kaELCbyksJtPX",
  bpfLoaderUpgradeable: "BPFLoaderUpgradeab1e11111111111111111111111",
  nativeLoader: "NativeLoader1111111111111111111111111111111",
  memo: "MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr",
  /** the first Memo program; still accepted and parsed by the node. */
  memoV1: "Memo1UhkJRfHyvLMcVucJwxXeuD728EqVDDwQDxFMNo",
  /** Streamflow protocol (vesting and token locks), mainnet id from streamflow-finance/rust-sdk state.rs. */
  streamflow: "strmRqUCoQUgGUan5YhzUZa6KqdzwX5L6FpUxfmKg5m",
} as const;

export const SYSVARS = {
  rent: "SysvarRent111111111111111111111111111111111",
} as const;

export const ACCOUNTS = {
  wrappedSol: "So11111111111111111111111111111111111111112",
  pumpGlobal: "4wTV1YmiEkRvAtNtsSGPtUrqRYQMe5SKy2uB4Jjaxnjf",
  pumpFeeRecipient: "CebN5WGQ4jvEPvsVU4EoHEpgzq1VV7AbicfhtW4xC9iM",
  pumpMintAuthority: "TSLvdd1pWpHVjahSpsvCXUbgwsL3JAcvokwaKt1eokM",
  pumpEventAuthority: "Ce6TQqeHC9p8KetsN6JsjHK7UTZk7nasjjnr7XxXp9F1",
  /** signs every pump.fun curve -> PumpSwap migration. */
  pumpMigrator: "39azUYFWPz3VHgKCf3VChUwbpURdCHRxjWVowf5jUJjg",
  pumpswapGlobalConfig: "ADyA8hdefvWN2dbGGWFotbzWxrAvLW83WG6QCVXvJKqw",
  pumpswapEventAuthority: "GS4CU59F31iL7aR2Q8zVS8DRrcRnXX1yjQ66TqNVQnaR",
  /** "PumpfunAMM Fee7" in the labels CSV. */
  pumpswapProtocolFeeRecipient: "62qc2CNXwrYqQScmEdiZFFAnJR262PxWEuNQtxfafNgV",
  /** shared PDA that owns every Raydium AMM v4 vault. */
  raydiumAuthority: "5Q544fKrFoe6tsEbD7S8EmxGTJYAKtTVhAW5Q5pge4j1",
  raydiumCreateFeeDestination: "7YttLkHDoNj9wyDur5pM1ejNaAvT9X4eqaYcHQqtj2G5",
  jitoTip: "96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5",
  /** Circle's devnet USDC (classic SPL Token, 6 decimals): the ledger answers devnet's genesis hash, so
   * its payments are in the asset x402 clients expect on that network (@x402/svm default assets; issue 28).
   * The authorities are the ledger's own stand-ins. */
  usdcMint: "4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU",
  usdcMintAuthority: "BJE5MMbqXjVwjAF7oxwPYXnTXDyspzZyt4vwenNw5ruG",
  usdcFreezeAuthority: "7dGbd2QZcCKcTndnHcTL8q7SMVXAkp688NTQYwrRCrar",
  /** Streamflow's treasury, withdrawor and fee oracle (streamflow-finance/rust-sdk state.rs). */
  streamflowTreasury: "5SEpbdjFK5FxwTvfsGMXVQTD2v4M2c5tyRTxhdsPkgDw",
  streamflowWithdrawor: "wdrwhnCv4pzW8beKsbPa4S2UDZrXenjg16KJdKSpb5u",
  streamflowFeeOracle: "B743wFVk2pCYhV91cn287e1xY7f1vt4gdY48hhNiuQmT",
  /** the burn address wallets and tools send tokens to ("incinerator"). */
  incinerator: "1nc1nerator11111111111111111111111111111111",
} as const;

/** USD per SOL used for every market answer (DexScreener and Jupiter). */
export const SOL_PRICE_USD = 150;

export const LAMPORTS_PER_SOL = 1_000_000_000n;
export const BASE_FEE_LAMPORTS = 5_000n;

/** Rent-exempt minimum: (space + 128 bytes of account overhead) * 6960 lamports. */
export function rentExempt(space: number): bigint {
  return BigInt(space + 128) * 6960n;
}

export const TOKEN_ACCOUNT_RENT = rentExempt(165); // 2_039_280
export const MINT_RENT = rentExempt(82); // 1_461_600
