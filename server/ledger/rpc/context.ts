// The { context, value } envelope of methods that report the slot they read at.
import type { World } from "@/server/ledger/world/world";
import { RpcError } from "@/server/ledger/rpc/rpc-error";

export const API_VERSION = "2.2.16";

export function withContext<T>(world: World, value: T) {
  return { context: { apiVersion: API_VERSION, slot: world.tipSlot }, value };
}

/** minContextSlot beyond the tip: the node's -32016 answer. */
export function checkMinContextSlot(world: World, config: { minContextSlot?: number } | undefined): void {
  if (config?.minContextSlot !== undefined && config.minContextSlot > world.tipSlot) {
    throw new RpcError(-32016, "Minimum context slot has not been reached", { contextSlot: world.tipSlot });
  }
}

export type RpcMethod = (world: World, params: unknown[]) => unknown;
