import { describe, expect, it } from "vitest";
import { extractMint } from "@/components/scan/extract-mint";

const BONK = "DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263";
const PUMP = "7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr";

describe("extractMint", () => {
  it("keeps a bare mint, trimmed", () => {
    expect(extractMint(`  ${BONK}\n`)).toBe(BONK);
  });

  it.each([
    ["DexScreener", `https://dexscreener.com/solana/${BONK}`],
    ["DexScreener without scheme", `dexscreener.com/solana/${BONK}?maker=abc`],
    ["Solscan", `https://solscan.io/token/${BONK}#holders`],
    ["Solscan on devnet", `https://solscan.io/token/${BONK}?cluster=devnet`],
    ["Birdeye path", `https://birdeye.so/token/${BONK}?chain=solana`],
    ["Birdeye query", `https://birdeye.so/find-trades?address=${BONK}&chain=solana`],
    ["pump.fun", `https://pump.fun/coin/${BONK}`],
    ["Jupiter swap, SOL to the token", `https://jup.ag/swap?inputMint=So11111111111111111111111111111111111111112&outputMint=${BONK}`],
    ["a post with the contract address", `CA: ${BONK} 🚀`],
  ])("finds the mint in a %s link", (_source, text) => {
    expect(extractMint(text)).toBe(BONK);
  });

  it("reads a pump-suffixed mint from a link", () => {
    expect(extractMint(`https://dexscreener.com/solana/${PUMP}`)).toBe(PUMP);
  });

  it("answers null when there is no address, or more than one and no link says which", () => {
    expect(extractMint("https://dexscreener.com/solana")).toBeNull();
    expect(extractMint("not a mint")).toBeNull();
    expect(extractMint(`${BONK} or ${PUMP}`)).toBeNull();
    expect(extractMint("0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl")).toBeNull();
  });
});
