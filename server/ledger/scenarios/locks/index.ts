// The lock worlds, one per locker program (two for Raydium Burn & Earn: CPMM LP
// and a CLMM position; docs/locks.md): each plants a token
// whose LP or supply is locked with that program's real account layout, and
// exports the facts a test checks the scan against.
import { lockBonfidaVesting, LOCK_BONFIDA_VESTING } from "@/server/ledger/scenarios/locks/lock-bonfida-vesting";
import { lockJupiterLp, LOCK_JUPITER_LP } from "@/server/ledger/scenarios/locks/lock-jupiter-lp";
import { lockLaunchlabVesting, LOCK_LAUNCHLAB_VESTING } from "@/server/ledger/scenarios/locks/lock-launchlab-vesting";
import { lockMeteoraDammV2, LOCK_METEORA_DAMM_V2 } from "@/server/ledger/scenarios/locks/lock-meteora-damm-v2";
import { lockMeteoraEscrow, LOCK_METEORA_ESCROW } from "@/server/ledger/scenarios/locks/lock-meteora-escrow";
import { lockOrcaPosition, LOCK_ORCA_POSITION } from "@/server/ledger/scenarios/locks/lock-orca-position";
import { lockRaydiumBurn, LOCK_RAYDIUM_BURN } from "@/server/ledger/scenarios/locks/lock-raydium-burn";
import { lockRaydiumClmm, LOCK_RAYDIUM_CLMM } from "@/server/ledger/scenarios/locks/lock-raydium-clmm";
import { lockStreamflowVesting, LOCK_STREAMFLOW_VESTING } from "@/server/ledger/scenarios/locks/lock-streamflow-vesting";
import { lockTribecaEscrow, LOCK_TRIBECA_ESCROW } from "@/server/ledger/scenarios/locks/lock-tribeca-escrow";
import { lockUncxLp, LOCK_UNCX_LP } from "@/server/ledger/scenarios/locks/lock-uncx-lp";
import type { LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
import type { ScenarioDefinition } from "@/server/ledger/scenarios/types";

export const LOCK_SCENARIOS: readonly ScenarioDefinition[] = [
  lockStreamflowVesting,
  lockJupiterLp,
  lockUncxLp,
  lockBonfidaVesting,
  lockRaydiumBurn,
  lockRaydiumClmm,
  lockMeteoraEscrow,
  lockMeteoraDammV2,
  lockLaunchlabVesting,
  lockTribecaEscrow,
  lockOrcaPosition,
];

/** Scenario id -> the facts of its lock. */
export const LOCK_FACTS: Readonly<Record<string, LockFacts>> = {
  "lock-streamflow-vesting": LOCK_STREAMFLOW_VESTING,
  "lock-jupiter-lp": LOCK_JUPITER_LP,
  "lock-uncx-lp": LOCK_UNCX_LP,
  "lock-bonfida-vesting": LOCK_BONFIDA_VESTING,
  "lock-raydium-burn": LOCK_RAYDIUM_BURN,
  "lock-raydium-clmm": LOCK_RAYDIUM_CLMM,
  "lock-meteora-escrow": LOCK_METEORA_ESCROW,
  "lock-meteora-damm-v2": LOCK_METEORA_DAMM_V2,
  "lock-launchlab-vesting": LOCK_LAUNCHLAB_VESTING,
  "lock-tribeca-escrow": LOCK_TRIBECA_ESCROW,
  "lock-orca-position": LOCK_ORCA_POSITION,
};

export { withdrawableAt, type LockFacts } from "@/server/ledger/scenarios/locks/lock-world";
