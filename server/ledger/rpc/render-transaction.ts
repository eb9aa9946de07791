// getTransaction answers in "json" and "jsonParsed" encodings, shaped like the
// recorded mainnet transactions: v0 transactions as the 2024-25 pump.fun
// records (top-level stackHeight null), legacy transfers like
// sol-transfer.json (stackHeight 1, costUnits, transactionIndex). Transactions
// the live ledger processed are rendered like today's node, in any version.
import bs58 from "bs58";
import { uiTokenAmount } from "@/server/ledger/format";
import type { InstructionRecord, TokenBalanceRecord, TxRecord } from "@/server/ledger/world/types";

function tokenBalance(b: TokenBalanceRecord) {
  return { accountIndex: b.accountIndex, mint: b.mint, owner: b.owner, programId: b.programId, uiTokenAmount: uiTokenAmount(b.amount, b.decimals, true) };
}

function modern(tx: TxRecord): boolean {
  return tx.version === "legacy" || tx.submittedAtMs !== undefined;
}

function parsedIx(ix: InstructionRecord, top: boolean, tx: TxRecord) {
  const stackHeight = top ? (modern(tx) ? 1 : null) : ix.stackHeight;
  if (ix.parsed && "text" in ix.parsed) return { parsed: ix.parsed.text, program: ix.parsed.program, programId: ix.programId, stackHeight };
  if (ix.parsed) return { parsed: { info: ix.parsed.info, type: ix.parsed.type }, program: ix.parsed.program, programId: ix.programId, stackHeight };
  return { accounts: ix.accounts, data: bs58.encode(ix.data), programId: ix.programId, stackHeight };
}

function meta(tx: TxRecord, inner: unknown[], extra: Record<string, unknown>) {
  const m: Record<string, unknown> = {
    computeUnitsConsumed: tx.computeUnitsConsumed,
    ...(modern(tx) ? { costUnits: 1481 + tx.accountKeys.length * 300 } : {}),
    err: tx.err,
    fee: Number(tx.fee),
    innerInstructions: inner,
    ...extra,
    logMessages: tx.logMessages,
    postBalances: tx.postBalances.map(Number),
    postTokenBalances: tx.postTokenBalances.map(tokenBalance),
    preBalances: tx.preBalances.map(Number),
    preTokenBalances: tx.preTokenBalances.map(tokenBalance),
    rewards: [],
    status: tx.err ? { Err: tx.err } : { Ok: null },
  };
  return m;
}

function envelope(tx: TxRecord, transaction: unknown, txMeta: unknown, withVersion: boolean) {
  return {
    blockTime: tx.blockTime,
    meta: txMeta,
    slot: tx.slot,
    transaction,
    ...(modern(tx) ? { transactionIndex: tx.indexInSlot } : {}),
    ...(withVersion ? { version: tx.version } : {}),
  };
}

export function renderParsedTransaction(tx: TxRecord, withVersion: boolean) {
  const message: Record<string, unknown> = {
    accountKeys: tx.accountKeys.map((k) => ({ pubkey: k.pubkey, signer: k.signer, source: "transaction", writable: k.writable })),
    ...(tx.version === 0 ? { addressTableLookups: [] } : {}),
    instructions: tx.instructions.map((ix) => parsedIx(ix, true, tx)),
    recentBlockhash: tx.recentBlockhash,
  };
  const inner = tx.innerInstructions.map((g) => ({ index: g.index, instructions: g.instructions.map((ix) => parsedIx(ix, false, tx)) }));
  return envelope(tx, { message, signatures: tx.signatures }, meta(tx, inner, {}), withVersion);
}

export function messageHeader(tx: TxRecord) {
  const signers = tx.accountKeys.filter((k) => k.signer);
  return {
    numReadonlySignedAccounts: signers.filter((k) => !k.writable).length,
    numReadonlyUnsignedAccounts: tx.accountKeys.filter((k) => !k.signer && !k.writable).length,
    numRequiredSignatures: signers.length,
  };
}

export function compileIx(tx: TxRecord, ix: InstructionRecord, index: Map<string, number>, top: boolean) {
  return {
    accounts: ix.accounts.map((a) => index.get(a)!),
    data: bs58.encode(ix.data),
    programIdIndex: index.get(ix.programId)!,
    stackHeight: top ? (modern(tx) ? 1 : null) : ix.stackHeight,
  };
}

export function renderJsonTransaction(tx: TxRecord, withVersion: boolean) {
  const index = new Map(tx.accountKeys.map((k, i) => [k.pubkey, i]));
  const message: Record<string, unknown> = {
    accountKeys: tx.accountKeys.map((k) => k.pubkey),
    ...(tx.version === 0 ? { addressTableLookups: [] } : {}),
    header: messageHeader(tx),
    instructions: tx.instructions.map((ix) => compileIx(tx, ix, index, true)),
    recentBlockhash: tx.recentBlockhash,
  };
  const inner = tx.innerInstructions.map((g) => ({ index: g.index, instructions: g.instructions.map((ix) => compileIx(tx, ix, index, false)) }));
  const extra = { loadedAddresses: { readonly: [], writable: [] } };
  return envelope(tx, { message, signatures: tx.signatures }, meta(tx, inner, extra), withVersion);
}
