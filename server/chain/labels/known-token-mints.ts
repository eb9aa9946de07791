// Token mints that public exchange-label lists carry as if they were exchange
// wallets (the Dune spellbook lists Backpack's listed assets under
// "Backpack"). A mint is not a wallet: it never sends SOL, so an exchange
// label on it is dropped by generate-label-data.ts and refused by the test.
// Source for each: where the address is used as that token's mint.
export const KNOWN_TOKEN_MINTS: ReadonlyMap<string, { symbol: string; source: string }> = new Map([
  ["EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm", { symbol: "WIF", source: "quoteToken $WIF of a recorded DexScreener pair (server/chain/testing/recorded/market/dexscreener-token-bonk.json)" }],
  ["JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN", { symbol: "JUP", source: "mint of real token balances in the corpus (MetaMask swap-usdc-to-jup)" }],
  ["jtojtomepa8beP8AuQc6eXt5FriJwfFMwQx2v2f9mCL", { symbol: "JTO", source: "quoteToken JTO of a recorded DexScreener pair (server/chain/testing/recorded/market/dexscreener-token-bonk.json)" }],
  ["HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3", { symbol: "PYTH", source: "PYTH token mint in public token tables (e.g. a Pyth vesting CLI's PYTH_TOKEN_ADDRESS)" }],
  ["hntyVP6YFm1Hg25TN9WGLqM12b8TQmcknKrdu1oxWux", { symbol: "HNT", source: "HNT_MINT in public Helium constants files" }],
  ["mb1eu7TzEc71KxDpsmsKoucSSuuoGLv1drys1oP2jh6", { symbol: "MOBILE", source: "MOBILE_MINT in public Helium constants files; dnt_mint in Helium's treasury program" }],
  ["rndrizKT3MK1iimdxRdWabcF7Zg7AR5T4nud4EkHBof", { symbol: "RENDER", source: "RENDER token mint in public token tables" }],
  ["So11111111111111111111111111111111111111112", { symbol: "WSOL", source: "native mint" }],
  ["EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v", { symbol: "USDC", source: "USDC mint (Circle)" }],
  ["Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB", { symbol: "USDT", source: "USDT mint (Tether)" }],
]);
