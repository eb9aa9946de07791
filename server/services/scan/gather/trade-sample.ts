// Bundles and coordinated exits happen in one slot. Rather than read every
// transaction of a busy mint, we read the signature lists of the mint and its
// pools (cheap: slots are listed) and fetch only transactions that share a slot
// with another one: the crowded slots, most crowded first, up to a cap.
import type { SignatureInfo } from "@/server/chain/solana-rpc/schemas";
import type { CoverageRecorder } from "@/server/services/scan/gather/coverage";

export function pickCrowdedSlotSignatures(
  signatures: SignatureInfo[],
  cap: number,
  coverage: CoverageRecorder,
  notBeforeUnix?: number,
): string[] {
  const bySlot = new Map<number, string[]>();
  for (const s of signatures) {
    if (s.err !== null && s.err !== undefined) continue;
    if (notBeforeUnix !== undefined && s.blockTime && s.blockTime < notBeforeUnix) continue;
    const list = bySlot.get(s.slot) ?? [];
    if (!list.includes(s.signature)) list.push(s.signature);
    bySlot.set(s.slot, list);
  }
  const crowded = [...bySlot.entries()].filter(([, list]) => list.length >= 2).sort((a, b) => b[1].length - a[1].length || b[0] - a[0]);
  const picked: string[] = [];
  for (const [, list] of crowded) {
    if (picked.length + list.length > cap) {
      coverage.cap("trade_sample");
      break;
    }
    picked.push(...list);
  }
  return picked;
}
