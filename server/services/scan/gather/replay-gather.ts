// Time travel: one trace of the mint as it is now, then its holders' balances
// replayed back to a past slot, through one memoized view of the RPC (a
// transaction the trace already read is not read again) under the scan's
// deadline. Round trips: the scan's own, then two for the replay (account
// histories, then the one transaction per account that holds its balance),
// with the two block times read beside them.
import { z } from "zod";
import type { SolanaRpc } from "@/server/chain/solana-rpc/client";
import type { Address, TokenSnapshot } from "@/server/engine/snapshot";
import { ApiError } from "@/server/http/api-error";
import { createCoverageRecorder } from "@/server/services/scan/gather/coverage";
import { scanDeadline, withDeadline } from "@/server/services/scan/gather/deadline";
import { createScanReads, gatherSnapshot, type ScanSources } from "@/server/services/scan/gather/gather-snapshot";
import type { GatherOptions } from "@/server/services/scan/gather/options";
import { DEFAULT_REPLAY_CAPS, replayBalancesAt, type ReplayCaps } from "@/server/services/scan/gather/replay-balances";
import { replayTargets, snapshotAtSlot } from "@/server/services/scan/gather/replay-snapshot";

export interface SlotTrace {
  /** the mint as it is now (its report names the clusters the timeline marks). */
  today: TokenSnapshot;
  /** the same mint cut back to the asked slot, balances replayed. */
  atSlot: TokenSnapshot;
  /** unix seconds of the asked slot and of the mint's creation, when the chain answers them. */
  slotTime: number | null;
  createdTime: number | null;
  /** the chain's slot when the trace started. */
  currentSlot: number;
}

/** The chain's current slot: a slot beyond it is in the future. */
export async function readCurrentSlot(rpc: SolanaRpc): Promise<number> {
  try {
    return await rpc.getSlot();
  } catch {
    throw new ApiError("upstream_error", "The chain's current slot could not be read; try again.");
  }
}

export function assertNotFuture(slot: number, currentSlot: number): void {
  if (slot > currentSlot) throw new ApiError("bad_request", `slot ${slot} is in the future: the chain is at slot ${currentSlot}.`, { details: { slot, current_slot: currentSlot } });
}

export function assertNotBeforeCreation(slot: number, createdSlot: number | null): void {
  if (createdSlot !== null && slot < createdSlot) {
    throw new ApiError("bad_request", `slot ${slot} is before the mint existed: it was created in slot ${createdSlot}.`, { details: { slot, created_slot: createdSlot } });
  }
}

/** The mint's creation slot, when the trace found its creation. */
export function createdSlotOf(snapshot: TokenSnapshot): number | null {
  return snapshot.deployer.status === "ok" ? snapshot.deployer.creationSlot : null;
}

const blockTimeSchema = z.number().int().nullable();

async function blockTimes(rpc: SolanaRpc, slots: number[]): Promise<(number | null)[]> {
  const answers = await rpc.batch(slots.map((slot) => ({ method: "getBlockTime", params: [slot], schema: blockTimeSchema })));
  // a skipped slot has no block (and no time): the slider then shows its estimate
  return answers.map((a) => (a.ok ? (a.value as number | null) : null));
}

export async function gatherSnapshotAtSlot(
  mint: Address,
  slot: number,
  sources: ScanSources,
  options: GatherOptions,
  caps: ReplayCaps = DEFAULT_REPLAY_CAPS,
): Promise<SlotTrace> {
  const currentSlot = await readCurrentSlot(sources.rpc);
  assertNotFuture(slot, currentSlot);
  const deadline = scanDeadline(options);
  const bounded = deadline ? withDeadline(sources, deadline) : sources;
  const coverage = createCoverageRecorder();
  const scan = await createScanReads(bounded, coverage);
  const { deadlineMs: _ms, deadline: _signal, ...rest } = options;
  const today = await gatherSnapshot(mint, bounded, rest, undefined, { scan, coverage });
  if (today.mintInfo.status === "not_a_mint") throw new ApiError("not_found", `${mint} is not a token mint on this network.`);
  const createdSlot = createdSlotOf(today);
  assertNotBeforeCreation(slot, createdSlot);
  const [balances, [slotTime, createdTime]] = await Promise.all([
    replayBalancesAt(replayTargets(today), slot, scan, coverage, caps),
    blockTimes(bounded.rpc, [slot, createdSlot ?? slot]),
  ]);
  const atSlot = snapshotAtSlot(today, slot, balances);
  // the replay's caps and failures come after the trace's own: the slot's map says it is partial
  atSlot.coverage = { ...atSlot.coverage, capsHit: coverage.capsHit, failures: coverage.failures };
  return { today, atSlot, slotTime, createdTime: createdSlot === null ? null : createdTime, currentSlot };
}
