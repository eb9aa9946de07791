// The { context, value } envelope of methods that report the slot they read at.
import type { World } from "@/server/ledger/world/world";
import { RpcError } from "@/server/ledger/rpc/rpc-error";
import { getLiveChain, normalizeCommitment } from "@/server/ledger/live/live-chain";

export const API_VERSION = "2.2.16";

/** With the request's config, the context slot is the newest slot at its commitment (no commitment means
 * finalized), as a node answers: a `confirmed` read never reports a slot `getSlot("confirmed")` has not reached. */
export function withContext<T>(world: World, value: T, config?: { commitment?: string }) {
  const slot = config ? getLiveChain(world).slotFor(normalizeCommitment(config.commitment)) : world.tipSlot;
  return { context: { apiVersion: API_VERSION, slot }, value };
}

/** minContextSlot beyond the tip: the node's -32016 answer. */
export function checkMinContextSlot(world: World, config: { minContextSlot?: number } | undefined): void {
  if (config?.minContextSlot !== undefined && config.minContextSlot > world.tipSlot) {
    throw new RpcError(-32016, "Minimum context slot has not been reached", { contextSlot: world.tipSlot });
  }
}

export type RpcMethod = (world: World, params: unknown[]) => unknown;
