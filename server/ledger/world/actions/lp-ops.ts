// What LP holders do with LP tokens besides withdrawing: burn them (SPL Burn,
// supply falls for good) or lock them in Streamflow until a date (the tokens
// move to the contract's escrow, a token account owned by the escrow PDA).
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { createAccountIx } from "@/server/ledger/world/ix/system";
import { burnIx, initializeAccount3Ix, transferIx as tokenTransferIx } from "@/server/ledger/world/ix/spl-token";
import { STREAMFLOW_METADATA_LEN, streamflowAddresses, streamflowContractData, streamflowCreateIx } from "@/server/ledger/world/ix/streamflow";
import { burnTokens, createAccount, createTokenAccount, moveTokens } from "@/server/ledger/world/mutations";
import type { TxRecord } from "@/server/ledger/world/types";
import { createAtaInner, openTx, resolveTokenAmount, tokenProgramOf, type ExecContext } from "@/server/ledger/world/actions/common";
import type { Action } from "@/server/ledger/world/actions/types";

export function execTokenBurn(ctx: ExecContext, a: Extract<Action, { kind: "tokenBurn" }>): TxRecord {
  const tx = openTx(ctx, a.owner, { computeUnitLimit: 40_000, microLamportsPerCu: 100_000, ...a });
  const program = tokenProgramOf(ctx.world, a.mint);
  const account = associatedTokenAddress(a.owner, a.mint, program);
  const amount = resolveTokenAmount(ctx.world, account, a.amount);
  tx.writable(account, a.mint);
  tx.instruction(burnIx(program, account, a.mint, a.owner, amount), ["Program log: Instruction: Burn"]);
  burnTokens(tx, account, a.mint, amount);
  return tx.commit();
}

export function execStreamflowLock(ctx: ExecContext, a: Extract<Action, { kind: "streamflowLock" }>): TxRecord {
  const { world } = ctx;
  const tx = openTx(ctx, a.owner, { computeUnitLimit: 200_000, microLamportsPerCu: 100_000, ...a });
  tx.signer(a.metadata);
  const tokenProgram = tokenProgramOf(world, a.mint);
  const senderTokens = associatedTokenAddress(a.owner, a.mint, tokenProgram);
  const amount = resolveTokenAmount(world, senderTokens, a.amount);
  const escrow = streamflowAddresses.escrow(a.metadata);
  const treasuryTokens = streamflowAddresses.treasuryTokens(a.mint, tokenProgram);
  const lock = { sender: a.owner, senderTokens, metadata: a.metadata, mint: a.mint, tokenProgram, amount, createdAt: tx.blockTime, unlockAt: a.unlockAt, name: a.name, recipient: a.recipient, vesting: a.vesting };
  tx.writable(senderTokens, escrow, treasuryTokens);
  const index = tx.instruction(streamflowCreateIx(lock), ["Program log: Instruction: Create"]);
  const metadataRent = createAccount(tx, a.owner, a.metadata, PROGRAMS.streamflow, STREAMFLOW_METADATA_LEN, { kind: "bytes", bytes: streamflowContractData(lock) });
  tx.innerInstruction(index, createAccountIx(a.owner, a.metadata, metadataRent, STREAMFLOW_METADATA_LEN, PROGRAMS.streamflow, 2));
  const { space, lamports } = createTokenAccount(tx, { payer: a.owner, address: escrow, mint: a.mint, owner: escrow, isAta: false });
  tx.innerInstruction(index, createAccountIx(a.owner, escrow, lamports, space, tokenProgram, 2));
  tx.innerInstruction(index, initializeAccount3Ix(tokenProgram, escrow, a.mint, escrow, 2));
  if (!world.getTokenAccount(treasuryTokens)) createAtaInner(tx, index, a.owner, ACCOUNTS.streamflowTreasury, a.mint, 2);
  tx.innerInstruction(index, tokenTransferIx(tokenProgram, senderTokens, escrow, a.owner, amount, 2), ["Program log: Instruction: Transfer"]);
  moveTokens(tx, senderTokens, escrow, amount);
  return tx.commit();
}
