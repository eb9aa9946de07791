// Runs one scheduled action against the world.
import type { ExecContext } from "./actions/common";
import { execPumpCreate } from "./actions/pump-create";
import { execPumpBuy, execPumpSell } from "./actions/pump-trade";
import { execTransfer, execTransferMany } from "./actions/transfer";
import { execPumpMigrate } from "./actions/pump-migrate";
import { execPoolCreate } from "./actions/pool-create";
import { execPoolBuy, execPoolSell } from "./actions/pool-swap";
import { execPoolWithdraw } from "./actions/pool-withdraw";
import { execSplCreate } from "./actions/spl-create";
import { execStreamflowLock, execTokenBurn } from "./actions/lp-ops";
import { execFreeze, execMintTo, execThaw, execTokenTransfer } from "./actions/token-ops";
import type { Action } from "./actions/types";
import type { TxRecord } from "./types";

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
};

export function applyAction(ctx: ExecContext, action: Action): TxRecord {
  const run = EXECUTORS[action.kind] as (ctx: ExecContext, action: Action) => TxRecord;
  return run(ctx, action);
}
