// Associated Token Account program: Create and CreateIdempotent. The address
// must be the (wallet, token program, mint) derivation; a new account is made
// through the CPIs the real program makes (shown as inner instructions).
import { PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { ataCreateInner } from "@/server/ledger/world/ix/ata";
import { createTokenAccount } from "@/server/ledger/world/mutations";
import { accountExtensionsFor, tokenAccountSpace } from "@/server/ledger/world/token-space";
import { fail, requireAccounts, unsupported, type InstructionContext, type InstructionOutcome } from "@/server/ledger/live/execute/types";

/** Log lines of the token program CPIs, in ataCreateInner's order. */
const INNER_LINES: Record<string, string[]> = {
  getAccountDataSize: ["Program log: Instruction: GetAccountDataSize"],
  createAccount: [],
  initializeImmutableOwner: ["Program log: Instruction: InitializeImmutableOwner", "Program log: Please upgrade to SPL Token 2022 for immutable owner support"],
  initializeAccount3: ["Program log: Instruction: InitializeAccount3"],
};

function innerLines(type: string, tokenProgram: string): string[] {
  const lines = INNER_LINES[type] ?? [];
  // only the classic program prints the upgrade hint; Token-2022 supports immutable owners.
  return tokenProgram === PROGRAMS.token2022 ? lines.slice(0, 1) : lines;
}

function checkExisting(ctx: InstructionContext, ata: string, wallet: string, mint: string, idempotent: boolean, lines: string[]): boolean {
  const existing = ctx.world.getAccount(ata);
  if (!existing || existing.data.kind === "none") return false;
  const token = ctx.world.getTokenAccount(ata);
  if (idempotent && token && token.owner === wallet && token.mint === mint) return true;
  if (idempotent && token) fail({ Custom: 0 }, [...lines, "Program log: Error: Associated token account owner does not match address derivation"]);
  const inUse = `Address { address: ${ata}, base: None }`;
  fail({ Custom: 0 }, [...lines, `Program ${PROGRAMS.system} invoke [2]`, `Allocate: account ${inUse} already in use`, `Program ${PROGRAMS.system} failed: custom program error: 0x0`]);
}

function create(ctx: InstructionContext, idempotent: boolean): InstructionOutcome {
  const lines = [idempotent ? "Program log: CreateIdempotent" : "Program log: Create"];
  const [payer, ata, wallet, mint, system, tokenProgram] = requireAccounts(ctx, 6, lines);
  if (system !== PROGRAMS.system || (tokenProgram !== PROGRAMS.token && tokenProgram !== PROGRAMS.token2022)) fail("IncorrectProgramId", lines);
  if (associatedTokenAddress(wallet, mint, tokenProgram) !== ata) fail("InvalidSeeds", [...lines, "Program log: Error: Associated address does not match seed derivation"]);
  const mintAccount = ctx.world.getAccount(mint);
  const mintState = ctx.world.getMint(mint);
  if (!mintAccount || mintAccount.owner !== tokenProgram || !mintState) fail("IncorrectProgramId", lines);
  if (checkExisting(ctx, ata, wallet, mint, idempotent, lines)) return { lines };
  if (!ctx.isSigner(payer) || !ctx.isWritable(payer) || !ctx.isWritable(ata)) fail("PrivilegeEscalation", lines);
  const rent = rentExempt(tokenAccountSpace(tokenProgram, accountExtensionsFor(mintState, true)));
  const available = ctx.spendable(payer);
  if (available < rent) {
    fail({ Custom: 1 }, [...lines, `Program ${PROGRAMS.system} invoke [2]`, `Transfer: insufficient lamports ${available}, need ${rent}`, `Program ${PROGRAMS.system} failed: custom program error: 0x1`]);
  }
  const { space, lamports } = createTokenAccount(ctx.draft, { payer, address: ata, mint, owner: wallet, isAta: true });
  // a top-level create runs at stack height 1, so its CPIs are at 2 (as mainnet records them).
  const inner = ataCreateInner(payer, ata, wallet, mint, tokenProgram, space, lamports, 1).map((ix) => ({
    ix,
    lines: innerLines(ix.parsed && "type" in ix.parsed ? ix.parsed.type : "", tokenProgram),
  }));
  return { lines, inner };
}

export function runAtaInstruction(ctx: InstructionContext): InstructionOutcome {
  const data = ctx.ix.data;
  if (data.length === 0 || data[0] === 0) return create(ctx, false);
  if (data[0] === 1) return create(ctx, true);
  unsupported(`Associated Token Account instruction ${data[0]}`);
}
