// Top-level and inner (CPI) instructions in execution order: each top-level
// instruction followed by the inner ones meta.innerInstructions lists for it.
import type { RpcInstruction, RpcParsedInstruction, RpcTransaction } from "@/server/chain/normalize/transaction-schema";

export interface FlatInstruction {
  instruction: RpcInstruction;
  /** index of the top-level instruction this one belongs to. */
  topIndex: number;
  inner: boolean;
}

export function flattenInstructions(tx: RpcTransaction): FlatInstruction[] {
  const innerByIndex = new Map<number, RpcInstruction[]>();
  for (const group of tx.meta?.innerInstructions ?? []) {
    // A node may split one top-level index into several groups; keep them all, in order.
    innerByIndex.set(group.index, [...(innerByIndex.get(group.index) ?? []), ...group.instructions]);
  }
  const flat: FlatInstruction[] = [];
  tx.transaction.message.instructions.forEach((instruction, topIndex) => {
    flat.push({ instruction, topIndex, inner: false });
    for (const innerInstruction of innerByIndex.get(topIndex) ?? []) {
      flat.push({ instruction: innerInstruction, topIndex, inner: true });
    }
  });
  return flat;
}

export function isParsedInstruction(instruction: RpcInstruction): instruction is RpcParsedInstruction {
  return "parsed" in instruction && "program" in instruction;
}
