// System program: Transfer and CreateAccount, with the runtime's checks and
// log lines ("Transfer: insufficient lamports 5000, need 1000000" is custom
// error 1, ResultWithNegativeLamports; an account in use is custom error 0).
import bs58 from "bs58";
import { PROGRAMS } from "@/server/ledger/constants";
import { moveLamports } from "@/server/ledger/world/mutations";
import { fail, readU64, requireAccounts, unsupported, type InstructionContext, type InstructionOutcome } from "@/server/ledger/live/execute/types";

/** System accounts may hold at most 10 MiB of data. */
const MAX_PERMITTED_DATA_LENGTH = 10 * 1024 * 1024;

function debit(ctx: InstructionContext, from: string, to: string, lamports: bigint): void {
  if (!ctx.isSigner(from)) fail("MissingRequiredSignature", [`Transfer: \`from\` account ${from} must sign`]);
  const source = ctx.world.getAccount(from);
  if (source && source.data.kind !== "none") fail("InvalidArgument", ["Transfer: `from` must not carry data"]);
  if (source && source.owner !== PROGRAMS.system) fail("ExternalAccountLamportSpend");
  const available = ctx.spendable(from);
  if (available < lamports) fail({ Custom: 1 }, [`Transfer: insufficient lamports ${available}, need ${lamports}`]);
  if (lamports > 0n && (!ctx.isWritable(from) || !ctx.isWritable(to))) fail("ReadonlyLamportChange");
}

function transfer(ctx: InstructionContext): InstructionOutcome {
  const [from, to] = requireAccounts(ctx, 2);
  const lamports = readU64(ctx.ix.data, 4);
  debit(ctx, from, to, lamports);
  moveLamports(ctx.draft, from, to, lamports);
  return { lines: [] };
}

function createAccount(ctx: InstructionContext): InstructionOutcome {
  const [from, to] = requireAccounts(ctx, 2);
  const data = ctx.ix.data;
  if (data.length < 52) fail("InvalidInstructionData");
  const lamports = readU64(data, 4);
  const space = readU64(data, 12);
  const owner = bs58.encode(data.subarray(20, 52));
  const existing = ctx.world.getAccount(to);
  const inUse = `Address { address: ${to}, base: None }`;
  if (existing && existing.lamports > 0n) fail({ Custom: 0 }, [`Create Account: account ${inUse} already in use`]);
  if (existing && (existing.data.kind !== "none" || existing.owner !== PROGRAMS.system)) fail({ Custom: 0 }, [`Allocate: account ${inUse} already in use`]);
  if (space > BigInt(MAX_PERMITTED_DATA_LENGTH)) fail({ Custom: 3 }, [`Allocate: requested ${space}, max allowed ${MAX_PERMITTED_DATA_LENGTH}`]);
  if (!ctx.isSigner(to)) fail("MissingRequiredSignature", [`Allocate: 'to' account ${inUse} must sign`]);
  if (!ctx.isWritable(to)) fail("ReadonlyDataModified");
  debit(ctx, from, to, lamports);
  moveLamports(ctx.draft, from, to, lamports);
  const account = ctx.world.getAccount(to) ?? ctx.world.putAccount(to, { lamports: 0n, owner: PROGRAMS.system });
  account.owner = owner;
  // zeroed bytes: the owner program initialises them (only the programs above run here).
  account.data = space > 0n ? { kind: "bytes", bytes: Buffer.alloc(Number(space)) } : { kind: "none" };
  return { lines: [] };
}

export function runSystemInstruction(ctx: InstructionContext): InstructionOutcome {
  if (ctx.ix.data.length < 4) fail("InvalidInstructionData");
  const tag = ctx.ix.data.readUInt32LE(0);
  if (tag === 2) return transfer(ctx);
  if (tag === 0) return createAccount(ctx);
  unsupported(`System instruction ${tag}`);
}
