// Steps that find locks of the token itself (its supply): Streamflow and
// Jupiter Lock contracts and Bonfida vesting accounts name the mint; LaunchLab
// vesting records name their pool, and Tribeca escrows their locker, so those
// take a second round.
import { bonfidaVestingQuery, decodeBonfidaVesting } from "@/server/chain/locks/layouts/bonfida-vesting";
import { decodeJupiterLock, jupiterLockQuery } from "@/server/chain/locks/layouts/jupiter-lock";
import { decodeLaunchlabPool, decodeLaunchlabRecord, launchlabPoolsQuery, launchlabRecordsQuery, type LaunchlabSchedule } from "@/server/chain/locks/layouts/raydium-launchlab";
import { decodeStreamflow, streamflowQuery } from "@/server/chain/locks/layouts/streamflow";
import { decodeTribecaEscrow, decodeTribecaLocker, tribecaEscrowsQuery, tribecaLockersQuery } from "@/server/chain/locks/layouts/tribeca-locked-voter";
import type { DecodeContext } from "@/server/chain/locks/types";
import { decodeAll, programStep, type Step } from "@/server/services/scan/gather/locks/lock-steps";

/** Second-round fan-out caps: a mint has one LaunchLab pool and rarely more than one governance locker. */
const MAX_LAUNCHLAB_POOLS = 2;
const MAX_TRIBECA_LOCKERS = 2;

/** Locks keyed by a token mint (the scanned token, or an LP token). */
export function mintKeyedSteps(mint: string, clock: () => DecodeContext): Step[] {
  return [
    decodeAll("streamflow", streamflowQuery(mint), (a) => decodeStreamflow(a.pubkey, a.data, clock())),
    decodeAll("jupiter_lock", jupiterLockQuery(mint), (a) => decodeJupiterLock(a.pubkey, a.data, clock())),
  ];
}

export function supplySteps(mint: string, clock: () => DecodeContext): Step[] {
  return [
    ...mintKeyedSteps(mint, clock),
    decodeAll("bonfida_vesting", bonfidaVestingQuery(mint), (a) => decodeBonfidaVesting(a.pubkey, a.data, clock())),
    programStep({
      locker: "raydium_launchlab",
      query: launchlabPoolsQuery(mint),
      take(accounts) {
        const schedules = accounts.map((a) => decodeLaunchlabPool(a.pubkey, a.data)).filter((s): s is LaunchlabSchedule => s !== null && s.mint === mint);
        return schedules
          .slice(0, MAX_LAUNCHLAB_POOLS)
          .map((schedule) => decodeAll("raydium_launchlab", launchlabRecordsQuery(schedule.pool), (a) => decodeLaunchlabRecord(a.pubkey, a.data, schedule, clock())));
      },
    }),
    programStep({
      locker: "tribeca_locked_voter",
      query: tribecaLockersQuery(mint),
      take(accounts) {
        const lockers = accounts.filter((a) => decodeTribecaLocker(a.data) === mint).slice(0, MAX_TRIBECA_LOCKERS);
        return lockers.map((locker) => decodeAll("tribeca_locked_voter", tribecaEscrowsQuery(locker.pubkey), (a) => decodeTribecaEscrow(a.pubkey, a.data, mint)));
      },
    }),
  ];
}
