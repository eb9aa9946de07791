// Orca Whirlpools position locks (whirLbM...): a LockConfig makes a position
// permanent (orca-so/whirlpools, programs/whirlpool/src/state/lock_config.rs,
// LEN 8 + 32 + 32 + 32 + 8 + 1 + 128): 8 position, 40 position_owner,
// 72 whirlpool, 104 locked_timestamp, 112 lock_type (0 = Permanent, the only
// type). The locked liquidity is the Position's (state/position.rs, LEN 216):
// 8 whirlpool, 72 liquidity u128. It is a share of the pool's in-range
// liquidity (Whirlpool @49).
import { anchorDiscriminator, discriminatorFilter, hasDiscriminator, memcmp, readPubkey, readU128 } from "@/server/chain/locks/account-bytes";
import type { LockerProgram, ProgramQuery } from "@/server/chain/locks/types";
import { LOCKER_NAMES, type DecodedLock } from "@/server/engine/locks/lock-types";

export const ORCA_POSITION_LOCK: LockerProgram = {
  id: "orca_position_lock",
  name: LOCKER_NAMES.orca_position_lock,
  programId: "whirLbMiicVdio4qvUfM5KAg6Ct8VwpYzGff3uctyCc",
  locks: ["pool_liquidity"],
  source: { repo: "orca-so/whirlpools", path: "programs/whirlpool/src/state/lock_config.rs, position.rs", commit: "630c0e01b74ad88eab69f8ed4cc2d3dc9a3d0bd5", read: "2026-11-28" },
};

const LOCK_CONFIG = anchorDiscriminator("LockConfig");
const POSITION = anchorDiscriminator("Position");
/** 8 + 32 + 32 + 32 + 8 + 1 + 128 on mainnet; matched by discriminator, read up to lock_type. */
const LOCK_CONFIG_READ_END = 113;

export function orcaLockConfigsQuery(whirlpool: string): ProgramQuery {
  return { program: ORCA_POSITION_LOCK.programId, filters: [discriminatorFilter(LOCK_CONFIG), memcmp(72, whirlpool)] };
}

export interface OrcaLockConfig {
  account: string;
  position: string;
  owner: string | null;
  whirlpool: string;
}

export function decodeOrcaLockConfig(account: string, data: Buffer): OrcaLockConfig | null {
  if (data.length < LOCK_CONFIG_READ_END || !hasDiscriminator(data, LOCK_CONFIG)) return null;
  const position = readPubkey(data, 8);
  const whirlpool = readPubkey(data, 72);
  return position && whirlpool ? { account, position, owner: readPubkey(data, 40), whirlpool } : null;
}

/** The locked position's liquidity, locked for good. */
export function orcaPositionLock(config: OrcaLockConfig, positionData: Buffer): DecodedLock | null {
  if (positionData.length < 88 || !hasDiscriminator(positionData, POSITION) || readPubkey(positionData, 8) !== config.whirlpool) return null;
  const liquidity = readU128(positionData, 72);
  if (!liquidity) return null;
  return {
    locker: "orca_position_lock",
    program: ORCA_POSITION_LOCK.programId,
    account: config.account,
    mint: null,
    pool: config.whirlpool,
    amount: liquidity,
    claimed: 0n,
    releases: [{ kind: "never", amount: liquidity }],
    beneficiary: config.owner,
    revocable: false,
  };
}
