// Every locker and vesting program the scanner reads, with where its layout
// comes from (docs/locks.md is written from this list and a test keeps the two
// equal). Programs traders also use whose account layouts are not public
// (PinkLock, Team Finance, FluxBeam's locker) are not read: docs/locks.md says so.
import { BONFIDA_VESTING } from "@/server/chain/locks/layouts/bonfida-vesting";
import { JUPITER_LOCK } from "@/server/chain/locks/layouts/jupiter-lock";
import { METEORA_DAMM_V2 } from "@/server/chain/locks/layouts/meteora-damm-v2";
import { METEORA_LOCK_ESCROW } from "@/server/chain/locks/layouts/meteora-lock-escrow";
import { ORCA_POSITION_LOCK } from "@/server/chain/locks/layouts/orca-position-lock";
import { RAYDIUM_LAUNCHLAB } from "@/server/chain/locks/layouts/raydium-launchlab";
import { RAYDIUM_LP_LOCK } from "@/server/chain/locks/layouts/raydium-lp-lock";
import { STREAMFLOW } from "@/server/chain/locks/layouts/streamflow";
import { TRIBECA_LOCKED_VOTER } from "@/server/chain/locks/layouts/tribeca-locked-voter";
import { UNCX_LP_LOCKER } from "@/server/chain/locks/layouts/uncx-lp-locker";
import type { LockerProgram } from "@/server/chain/locks/types";

export const LOCKER_PROGRAMS: readonly LockerProgram[] = [
  STREAMFLOW,
  JUPITER_LOCK,
  RAYDIUM_LP_LOCK,
  METEORA_LOCK_ESCROW,
  METEORA_DAMM_V2,
  UNCX_LP_LOCKER,
  BONFIDA_VESTING,
  RAYDIUM_LAUNCHLAB,
  TRIBECA_LOCKED_VOTER,
  ORCA_POSITION_LOCK,
];
