// The other lockers' decoders on accounts written at their documented offsets
// (each layout file names its source), and on odd accounts: a wrong
// discriminator or a short account is skipped, never thrown on.
import bs58 from "bs58";
import { describe, expect, it } from "vitest";
import { anchorDiscriminator } from "@/server/chain/locks/account-bytes";
import { decodeBonfidaVesting } from "@/server/chain/locks/layouts/bonfida-vesting";
import { decodeDammV2Position, decodeDammV2Vesting, permanentLock, vestingLock } from "@/server/chain/locks/layouts/meteora-damm-v2";
import { decodeMeteoraLockEscrow } from "@/server/chain/locks/layouts/meteora-lock-escrow";
import { decodeOrcaLockConfig, orcaPositionLock } from "@/server/chain/locks/layouts/orca-position-lock";
import { decodeLaunchlabPool, decodeLaunchlabRecord } from "@/server/chain/locks/layouts/raydium-launchlab";
import { decodeRaydiumClmmLock, decodeRaydiumLpLock, raydiumClmmPositionLock } from "@/server/chain/locks/layouts/raydium-lp-lock";
import { decodeTribecaEscrow } from "@/server/chain/locks/layouts/tribeca-locked-voter";
import { decodeUncxLpLocker } from "@/server/chain/locks/layouts/uncx-lp-locker";

const key = (seed: number) => bs58.encode(Buffer.alloc(32, seed));
const context = { now: 1_700_000_000, slot: null };

/** An account of `size` bytes with `name`'s discriminator and the given fields. */
function account(size: number, name: string | null, fields: [number, "key" | "u8" | "u16" | "u64" | "i64" | "u128", string | number | bigint][]): Buffer {
  const data = Buffer.alloc(size);
  if (name) anchorDiscriminator(name).copy(data, 0);
  for (const [offset, type, value] of fields) {
    if (type === "key") Buffer.from(bs58.decode(String(value))).copy(data, offset);
    if (type === "u8") data[offset] = Number(value);
    if (type === "u16") data.writeUInt16LE(Number(value), offset);
    if (type === "u64") data.writeBigUInt64LE(BigInt(value), offset);
    if (type === "i64") data.writeBigInt64LE(BigInt(value), offset);
    if (type === "u128") {
      data.writeBigUInt64LE(BigInt(value) & ((1n << 64n) - 1n), offset);
      data.writeBigUInt64LE(BigInt(value) >> 64n, offset + 8);
    }
  }
  return data;
}

describe("locker layouts", () => {
  it("UNCX TokenLock: the LP mint at 41, everything withdrawable at unlock_date", () => {
    const data = account(146, "TokenLock", [[9, "key", key(1)], [41, "key", key(2)], [89, "i64", 2_000_000_000], [98, "u64", 1_000], [106, "u64", 800], [114, "key", key(3)]]);
    expect(decodeUncxLpLocker("lock", data, context)).toMatchObject({ mint: key(2), pool: key(1), amount: 800n, claimed: 200n, beneficiary: key(3), releases: [{ kind: "at", at: 2_000_000_000, amount: 1_000n }] });
    expect(decodeUncxLpLocker("lock", account(146, "Escrow", []), context)).toBeNull();
  });

  it("Bonfida: a release per schedule still holding tokens; no discriminator, a 65-byte header", () => {
    const data = account(65 + 3 * 16, null, [[0, "key", key(4)], [32, "key", key(5)], [64, "u8", 1], [65, "u64", 100], [73, "u64", 0], [81, "u64", 200], [89, "u64", 30], [97, "u64", 300], [105, "u64", 40]]);
    expect(decodeBonfidaVesting("v", data, context)).toMatchObject({ mint: key(5), beneficiary: key(4), amount: 70n, releases: [{ kind: "at", at: 200, amount: 30n }, { kind: "at", at: 300, amount: 40n }] });
    expect(decodeBonfidaVesting("v", data.subarray(0, 70), context)).toBeNull();
    expect(decodeBonfidaVesting("v", account(65 + 16, null, [[64, "u8", 0]]), context)).toBeNull();
  });

  it("Raydium Burn & Earn and Meteora's lock escrow: LP locked for good", () => {
    const cp = account(256, "LockedCpLiquidityState", [[8, "u64", 5_000], [64, "key", key(6)], [128, "key", key(7)], [160, "key", key(8)]]);
    expect(decodeRaydiumLpLock("l", cp, context)).toMatchObject({ mint: key(8), pool: key(6), beneficiary: key(7), amount: 5_000n, releases: [{ kind: "never", amount: 5_000n }] });
    const escrow = account(160, "LockEscrow", [[8, "key", key(6)], [40, "key", key(7)], [105, "u64", 900]]);
    expect(decodeMeteoraLockEscrow(key(8))("e", escrow, context)).toMatchObject({ mint: key(8), pool: key(6), amount: 900n, releases: [{ kind: "never", amount: 900n }] });
    expect(decodeMeteoraLockEscrow(key(8))("e", escrow.subarray(0, 100), context)).toBeNull();
  });

  it("Raydium Burn & Earn of a CLMM position: the lock names pool and position, the position its liquidity", () => {
    const locked = decodeRaydiumClmmLock("l", account(241, "LockedClmmPositionState", [[9, "key", key(7)], [41, "key", key(6)], [73, "key", key(5)]]))!;
    expect(locked).toEqual({ account: "l", owner: key(7), pool: key(6), position: key(5) });
    const position = account(281, "PersonalPositionState", [[41, "key", key(6)], [81, "u128", 10n ** 20n]]);
    expect(raydiumClmmPositionLock(locked, position)).toMatchObject({ locker: "raydium_lp_lock", pool: key(6), amount: 10n ** 20n, beneficiary: key(7), releases: [{ kind: "never", amount: 10n ** 20n }] });
    expect(raydiumClmmPositionLock(locked, account(281, "PersonalPositionState", [[41, "key", key(9)], [81, "u128", 5n]]))).toBeNull();
    expect(decodeRaydiumClmmLock("l", account(241, "LockedCpLiquidityState", []))).toBeNull();
  });

  it("DAMM v2: the permanent part of a position, and a Vesting account's cliff and periods", () => {
    const position = decodeDammV2Position("p", account(408, "Position", [[8, "key", key(1)], [168, "u128", 600n], [184, "u128", 400n]]))!;
    expect(permanentLock(position)).toMatchObject({ pool: key(1), amount: 400n, releases: [{ kind: "never", amount: 400n }] });
    const vesting = decodeDammV2Vesting(account(184, "Vesting", [[8, "key", "11111111111111111111111111111111"], [40, "u64", 1_000], [48, "u64", 100], [56, "u128", 200n], [72, "u128", 100n], [88, "u128", 50n], [104, "u16", 4]]))!;
    const lock = vestingLock(position, "v", vesting.inner, (point) => Number(point) * 2);
    expect(lock).toMatchObject({ amount: 550n, claimed: 50n, releases: [{ kind: "at", at: 2_000, amount: 200n }, { kind: "periodic", firstAt: 2_200, every: 200, count: 4, amountEach: 100n }] });
    expect(decodeDammV2Position("p", account(408, "Vesting", []))).toBeNull();
  });

  it("LaunchLab: the record's share vests linearly after the pool's cliff", () => {
    const schedule = decodeLaunchlabPool(key(1), account(429, "PoolState", [[101, "u64", 1_000], [109, "u64", 30], [117, "u64", 90], [125, "u64", 5_000], [205, "key", key(2)]]))!;
    const record = account(160, "VestingRecord", [[16, "key", key(1)], [48, "key", key(3)], [80, "u64", 10], [88, "u64", 600]]);
    expect(decodeLaunchlabRecord("r", account(160, "VestingRecord", [[16, "key", key(9)], [88, "u64", 600]]), schedule, context)).toBeNull();
    expect(decodeLaunchlabRecord("r", record, schedule, context)).toMatchObject({
      mint: key(2),
      beneficiary: key(3),
      amount: 590n,
      claimed: 10n,
      releases: [{ kind: "linear", from: 5_030, to: 5_120, amount: 600n }],
    });
  });

  it("Tribeca escrow: everything at escrow_ends_at; Orca: a locked position's liquidity, for good", () => {
    const escrow = account(161, "Escrow", [[40, "key", key(4)], [105, "u64", 77], [121, "i64", 1_900_000_000]]);
    expect(decodeTribecaEscrow("e", escrow, key(5))).toMatchObject({ mint: key(5), beneficiary: key(4), amount: 77n, releases: [{ kind: "at", at: 1_900_000_000, amount: 77n }] });
    const config = decodeOrcaLockConfig("c", account(241, "LockConfig", [[8, "key", key(6)], [40, "key", key(7)], [72, "key", key(8)]]))!;
    expect(orcaPositionLock(config, account(216, "Position", [[8, "key", key(8)], [72, "u128", 123n]]))).toMatchObject({ pool: key(8), amount: 123n, beneficiary: key(7), releases: [{ kind: "never", amount: 123n }] });
    // a position of another pool is not this lock's
    expect(orcaPositionLock(config, account(216, "Position", [[8, "key", key(9)], [72, "u128", 123n]]))).toBeNull();
  });
});
