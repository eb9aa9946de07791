// Runs one scheduled action against the world.
import type { ExecContext } from "@/server/ledger/world/actions/common";
import { execPumpCreate } from "@/server/ledger/world/actions/pump-create";
import { execPumpBuy, execPumpSell } from "@/server/ledger/world/actions/pump-trade";
import { execTransfer, execTransferMany } from "@/server/ledger/world/actions/transfer";
import { execPumpMigrate } from "@/server/ledger/world/actions/pump-migrate";
import { execPoolCreate } from "@/server/ledger/world/actions/pool-create";
import { execPoolBuy, execPoolSell } from "@/server/ledger/world/actions/pool-swap";
import { execPoolWithdraw } from "@/server/ledger/world/actions/pool-withdraw";
import { execSplCreate } from "@/server/ledger/world/actions/spl-create";
import { execStreamflowLock, execTokenBurn } from "@/server/ledger/world/actions/lp-ops";
import { execFreeze, execMintTo, execThaw, execTokenTransfer } from "@/server/ledger/world/actions/token-ops";
import { execProgramCall } from "@/server/ledger/world/actions/program-call";
import type { Action } from "@/server/ledger/world/actions/types";
import type { TxRecord } from "@/server/ledger/world/types";

type Executor<K extends Action["kind"]> = (ctx: ExecContext, action: Extract<Action, { kind: K }>) => TxRecord;

const EXECUTORS: { [K in Action["kind"]]: Executor<K> } = {
  transfer: execTransfer,
  transferMany: execTransferMany,
  pumpCreate: execPumpCreate,
  pumpBuy: execPumpBuy,
  pumpSell: execPumpSell,
  pumpMigrate: execPumpMigrate,
  poolCreate: execPoolCreate,
  poolBuy: execPoolBuy,
  poolSell: execPoolSell,
  poolWithdraw: execPoolWithdraw,
  splCreate: execSplCreate,
  mintTo: execMintTo,
  tokenTransfer: execTokenTransfer,
  freeze: execFreeze,
  thaw: execThaw,
  tokenBurn: execTokenBurn,
  streamflowLock: execStreamflowLock,
  programCall: execProgramCall,
};

export function applyAction(ctx: ExecContext, action: Action): TxRecord {
  const run = EXECUTORS[action.kind] as (ctx: ExecContext, action: Action) => TxRecord;
  return run(ctx, action);
}
