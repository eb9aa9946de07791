// LP discovery: each venue's pool account read at its documented offsets,
// found by the token's mint on either side of the pair.
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { anchorDiscriminator } from "@/server/chain/locks/account-bytes";
import { POOL_LAYOUTS, poolQueries } from "@/server/chain/locks/pools/pool-layouts";

const key = (seed: number) => bs58.encode(Buffer.alloc(32, seed));
const put = (data: Buffer, offset: number, address: string) => Buffer.from(bs58.decode(address)).copy(data, offset);
const layout = (program: string) => POOL_LAYOUTS.find((l) => l.program === program)!;

describe("pool layouts", () => {
  it("Raydium AMM v4 (752 bytes, no discriminator): vaults at 336/368, mints at 400/432, LP mint at 464", () => {
    const data = Buffer.alloc(752);
    [key(1), key(2), key(3), key(4), key(5)].forEach((k, i) => put(data, 336 + i * 32, k));
    expect(layout("675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8").decode("amm", data)).toMatchObject({ pool: "amm", vaults: [key(1), key(2)], mints: [key(3), key(4)], lpMint: key(5) });
    expect(layout("675kPX9MHTjS2zt1qfr1NYHuzeLXfQM9H24wFSUt1Mp8").decode("amm", data.subarray(0, 700))).toBeNull();
  });

  it("PumpSwap Pool: base/quote mints at 43/75, LP mint at 107", () => {
    const data = Buffer.alloc(300);
    anchorDiscriminator("Pool").copy(data);
    [key(1), key(2), key(3), key(4), key(5)].forEach((k, i) => put(data, 43 + i * 32, k));
    expect(layout("pAMMBay6oceH9fJKBRHGP5D4bD4sWpmSwMn52FMfXEA").decode("pool", data)).toMatchObject({ venue: "pumpswap", mints: [key(1), key(2)], lpMint: key(3), vaults: [key(4), key(5)] });
  });

  it("Meteora DAMM v2: no LP token, the pool's liquidity and whether points are slots", () => {
    const data = Buffer.alloc(1112);
    anchorDiscriminator("Pool").copy(data);
    put(data, 168, key(1));
    put(data, 200, key(2));
    data.writeBigUInt64LE(5_000n, 360);
    data[480] = 1;
    expect(layout("cpamdpZCGKUy5JxQXB4dcpGPiikHawvSWAd6mEn1sGG").decode("pool", data)).toMatchObject({ lpMint: null, liquidity: 5_000n, pointsAreSlots: false, mints: [key(1), key(2)] });
  });

  it("Raydium CLMM PoolState: mints at 73/105, vaults at 137/169, in-range liquidity at 237", () => {
    const data = Buffer.alloc(1544);
    anchorDiscriminator("PoolState").copy(data);
    [key(1), key(2), key(3), key(4)].forEach((k, i) => put(data, 73 + i * 32, k));
    data.writeBigUInt64LE(9_000n, 237);
    expect(layout("CAMMCzo5YL8w4VFF8KVHrK22GGUsp5VTaW7grrKgrWqK").decode("pool", data)).toMatchObject({ venue: "raydium_clmm", mints: [key(1), key(2)], vaults: [key(3), key(4)], lpMint: null, liquidity: 9_000n });
  });

  it("asks every venue for the mint on both sides of its pairs", () => {
    const queries = poolQueries(key(9));
    expect(queries).toHaveLength(POOL_LAYOUTS.length * 2);
    for (const { layout: l, query } of queries) expect(query.filters.some((f) => "memcmp" in f && f.memcmp.bytes === key(9) && l.mintOffsets.includes(f.memcmp.offset))).toBe(true);
  });
});
