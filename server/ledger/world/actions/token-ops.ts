// Token operations outside any venue: minting more supply of an existing mint,
// wallet-to-wallet transfers (creating the recipient's ATA when needed, like
// wallets do), and freezing a holder's account.
import { PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { freezeAccountIx, mintToIx, thawAccountIx, transferCheckedIx, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { mintTokens, moveTokens } from "@/server/ledger/world/mutations";
import type { TxRecord } from "@/server/ledger/world/types";
import { ensureAtaTop, openTx, resolveTokenAmount, tokenProgramOf, type ExecContext } from "@/server/ledger/world/actions/common";
import type { Action } from "@/server/ledger/world/actions/types";

export function execMintTo(ctx: ExecContext, a: Extract<Action, { kind: "mintTo" }>): TxRecord {
  const tx = openTx(ctx, a.authority, a);
  const program = tokenProgramOf(ctx.world, a.mint);
  const ata = ensureAtaTop(tx, a.authority, a.to, a.mint);
  tx.writable(a.mint, ata);
  tx.instruction(mintToIx(program, a.mint, ata, a.authority, a.amount), ["Program log: Instruction: MintTo"]);
  if (!tx.failed && ctx.world.getMint(a.mint)?.mintAuthority !== a.authority) throw new Error(`${a.authority} is not the mint authority of ${a.mint}`);
  mintTokens(tx, a.mint, ata, a.amount);
  return tx.commit();
}

export function execTokenTransfer(ctx: ExecContext, a: Extract<Action, { kind: "tokenTransfer" }>): TxRecord {
  const tx = openTx(ctx, a.from, a);
  const program = tokenProgramOf(ctx.world, a.mint);
  const source = associatedTokenAddress(a.from, a.mint, program);
  const amount = resolveTokenAmount(ctx.world, source, a.amount);
  const destination = ensureAtaTop(tx, a.from, a.to, a.mint);
  tx.writable(source, destination);
  const decimals = ctx.world.getMint(a.mint)!.decimals;
  const checked = a.checked ?? program === PROGRAMS.token2022;
  tx.instruction(
    checked ? transferCheckedIx(program, source, a.mint, destination, a.from, amount, decimals) : tokenTransferIx(program, source, destination, a.from, amount),
    [`Program log: Instruction: ${checked ? "TransferChecked" : "Transfer"}`],
  );
  moveTokens(tx, source, destination, amount);
  return tx.commit();
}

export function execFreeze(ctx: ExecContext, a: Extract<Action, { kind: "freeze" }>): TxRecord {
  const tx = openTx(ctx, a.authority, a);
  const program = tokenProgramOf(ctx.world, a.mint);
  const account = associatedTokenAddress(a.owner, a.mint, program);
  tx.writable(account);
  tx.instruction(freezeAccountIx(program, account, a.mint, a.authority), ["Program log: Instruction: FreezeAccount"]);
  const token = ctx.world.getTokenAccount(account);
  if (!token) throw new Error(`no token account ${account}`);
  if (!tx.failed) token.state = "frozen";
  return tx.commit();
}

export function execThaw(ctx: ExecContext, a: Extract<Action, { kind: "thaw" }>): TxRecord {
  const tx = openTx(ctx, a.authority, a);
  const program = tokenProgramOf(ctx.world, a.mint);
  const account = ensureAtaTop(tx, a.authority, a.owner, a.mint);
  tx.instruction(thawAccountIx(program, account, a.mint, a.authority), ["Program log: Instruction: ThawAccount"]);
  const token = ctx.world.getTokenAccount(account);
  if (token && !tx.failed) token.state = "initialized";
  return tx.commit();
}
