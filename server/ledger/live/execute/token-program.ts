// SPL Token (classic): Transfer and TransferChecked, checked in the program's
// order with its error codes and log lines: frozen 0x11, insufficient funds
// 0x1, mint mismatch 0x3, decimals mismatch 0x12, owner mismatch 0x4.
import { PROGRAMS } from "@/server/ledger/constants";
import { moveTokens } from "@/server/ledger/world/mutations";
import type { TokenAccountState } from "@/server/ledger/world/types";
import { fail, readU64, requireAccounts, unsupported, type InstructionContext, type InstructionOutcome } from "@/server/ledger/live/execute/types";

interface TransferArgs {
  source: string;
  mint: string | null;
  destination: string;
  authority: string;
  amount: bigint;
  decimals: number | null;
}

function tokenAccountOrFail(ctx: InstructionContext, address: string, lines: string[]): TokenAccountState {
  const account = ctx.world.getAccount(address);
  const token = ctx.world.getTokenAccount(address);
  if (!account || account.owner !== PROGRAMS.token || !token) fail("InvalidAccountData", lines);
  return token;
}

/** The owner signs, or a delegate signs for at most its delegated amount. */
function checkAuthority(ctx: InstructionContext, source: TokenAccountState, a: TransferArgs, lines: string[]): boolean {
  const isDelegate = source.delegate === a.authority && source.owner !== a.authority;
  if (isDelegate && source.delegatedAmount < a.amount) fail({ Custom: 1 }, [...lines, "Program log: Error: insufficient funds"]);
  if (!isDelegate && source.owner !== a.authority) fail({ Custom: 4 }, [...lines, "Program log: Error: owner does not match"]);
  if (!ctx.isSigner(a.authority)) fail("MissingRequiredSignature", [...lines, "Program log: Error: MissingRequiredSignature"]);
  return isDelegate;
}

function transfer(ctx: InstructionContext, a: TransferArgs): InstructionOutcome {
  const lines = [`Program log: Instruction: ${a.decimals === null ? "Transfer" : "TransferChecked"}`];
  const source = tokenAccountOrFail(ctx, a.source, lines);
  const destination = tokenAccountOrFail(ctx, a.destination, lines);
  if (source.state === "frozen" || destination.state === "frozen") fail({ Custom: 17 }, [...lines, "Program log: Error: Account is frozen"]);
  if (source.amount < a.amount) fail({ Custom: 1 }, [...lines, "Program log: Error: insufficient funds"]);
  if (source.mint !== destination.mint) fail({ Custom: 3 }, [...lines, "Program log: Error: Account not associated with this Mint"]);
  if (a.mint !== null) {
    if (a.mint !== source.mint) fail({ Custom: 3 }, [...lines, "Program log: Error: Account not associated with this Mint"]);
    if (a.decimals !== ctx.world.getMint(a.mint)?.decimals) {
      fail({ Custom: 18 }, [...lines, "Program log: Error: The provided decimals value different from the Mint decimals"]);
    }
  }
  const isDelegate = checkAuthority(ctx, source, a, lines);
  if (!ctx.isWritable(a.source) || !ctx.isWritable(a.destination)) fail("ReadonlyDataModified", lines);
  moveTokens(ctx.draft, a.source, a.destination, a.amount);
  if (isDelegate) {
    source.delegatedAmount -= a.amount;
    if (source.delegatedAmount === 0n) source.delegate = null;
  }
  return { lines };
}

export function runTokenInstruction(ctx: InstructionContext): InstructionOutcome {
  const data = ctx.ix.data;
  if (data.length < 1) fail("InvalidInstructionData");
  if (data[0] === 3) {
    const [source, destination, authority] = requireAccounts(ctx, 3);
    return transfer(ctx, { source, mint: null, destination, authority, amount: readU64(data, 1), decimals: null });
  }
  if (data[0] === 12) {
    const [source, mint, destination, authority] = requireAccounts(ctx, 4);
    if (data.length < 10) fail("InvalidInstructionData");
    return transfer(ctx, { source, mint, destination, authority, amount: readU64(data, 1), decimals: data[9] });
  }
  unsupported(`SPL Token instruction ${data[0]}`);
}
