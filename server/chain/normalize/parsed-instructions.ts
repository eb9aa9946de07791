// Picks the parsed {type, info} instructions of given programs out of the
// flattened list, so each extractor only sees what it understands.
import type { Address } from "@/server/engine/snapshot";
import { type FlatInstruction, isParsedInstruction } from "@/server/chain/normalize/flatten-instructions";
import { parsedTypeInfoSchema } from "@/server/chain/normalize/instruction-info-schemas";

export interface ParsedCall {
  programId: Address;
  type: string;
  info: unknown;
  inner: boolean;
}

/** Parsed instructions of `programIds` whose type is one of `types` (Memo's string form never matches). */
export function selectParsedCalls(
  flat: FlatInstruction[],
  programIds: ReadonlySet<Address>,
  types: ReadonlySet<string>,
): ParsedCall[] {
  const calls: ParsedCall[] = [];
  for (const { instruction, inner } of flat) {
    if (!isParsedInstruction(instruction) || !programIds.has(instruction.programId)) continue;
    const parsed = parsedTypeInfoSchema.safeParse(instruction.parsed);
    if (!parsed.success || !types.has(parsed.data.type)) continue;
    calls.push({ programId: instruction.programId, type: parsed.data.type, info: parsed.data.info, inner });
  }
  return calls;
}
