// SPL Token / Token-2022 operations a trade decoder reads, top-level and
// inner, each with the program that invoked it: the pool program that moved a
// vault's tokens is the venue, whatever aggregator sits above it.
import type { Address } from "@/server/engine/snapshot";
import { KNOWN_PROGRAMS } from "@/server/chain/labels/known-programs";
import { type FlatInstruction, isParsedInstruction } from "@/server/chain/normalize/flatten-instructions";
import { parsedTypeInfoSchema } from "@/server/chain/normalize/instruction-info-schemas";
import type { TokenOp } from "@/server/chain/normalize/types";

const TOKEN_PROGRAMS = new Set<Address>([KNOWN_PROGRAMS.splToken, KNOWN_PROGRAMS.token2022]);

type Info = Record<string, unknown>;
const str = (value: unknown): Address | null => (typeof value === "string" ? value : null);
/** `amount` (transfer, mintTo, burn) or `tokenAmount.amount` (the *Checked forms). */
function readAmount(info: Info): bigint {
  const raw = info.amount ?? (info.tokenAmount as Info | undefined)?.amount;
  return typeof raw === "string" || typeof raw === "number" ? BigInt(raw) : 0n;
}

function readOp(type: string, info: Info): Omit<TokenOp, "programId" | "parentProgram" | "inner"> | null {
  const base = { amount: 0n, source: null, destination: null, account: null, mint: str(info.mint), owner: null, authority: str(info.authority ?? info.multisigAuthority ?? info.mintAuthority ?? info.multisigMintAuthority) };
  switch (type) {
    case "transfer":
    case "transferChecked":
    case "transferCheckedWithFee":
      return { ...base, kind: "transfer", amount: readAmount(info), source: str(info.source), destination: str(info.destination) };
    case "mintTo":
    case "mintToChecked":
      return { ...base, kind: "mintTo", amount: readAmount(info), account: str(info.account) };
    case "burn":
    case "burnChecked":
      return { ...base, kind: "burn", amount: readAmount(info), account: str(info.account) };
    case "closeAccount":
      return { ...base, kind: "closeAccount", account: str(info.account), destination: str(info.destination), owner: str(info.owner) };
    case "initializeAccount":
    case "initializeAccount2":
    case "initializeAccount3":
      return { ...base, kind: "initializeAccount", account: str(info.account), owner: str(info.owner) };
    case "syncNative":
      return { ...base, kind: "syncNative", account: str(info.account) };
    default:
      return null;
  }
}

/**
 * The invoking program is the nearest instruction one stack level up within
 * the same top-level group; answers without stackHeight (before 2023) only
 * tell the top-level program, which is then the best we know.
 */
export function extractTokenOps(flat: FlatInstruction[]): TokenOp[] {
  const ops: TokenOp[] = [];
  const stack: Address[] = [];
  for (const { instruction, inner } of flat) {
    const height = inner ? (instruction.stackHeight ?? 2) : 1;
    stack.length = height - 1;
    const parentProgram = height > 1 ? (stack[height - 2] ?? stack[0] ?? null) : null;
    stack[height - 1] = instruction.programId;
    if (!isParsedInstruction(instruction) || !TOKEN_PROGRAMS.has(instruction.programId)) continue;
    const parsed = parsedTypeInfoSchema.safeParse(instruction.parsed);
    if (!parsed.success || typeof parsed.data.info !== "object" || parsed.data.info === null) continue;
    const op = readOp(parsed.data.type, parsed.data.info as Info);
    if (op) ops.push({ ...op, programId: instruction.programId, parentProgram, inner });
  }
  return ops;
}
