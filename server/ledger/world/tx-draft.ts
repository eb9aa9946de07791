// A transaction under construction. Executors register the accounts a
// transaction touches, add its instructions (top-level and inner), and change
// state only through the draft, which snapshots every account when it is first
// registered: pre/post SOL and token balances are then exact by construction.
// A failed draft keeps its instructions but applies nothing except the fee.
// The live ledger also drafts the transactions it receives (`wire`): their
// keys, signatures, blockhash and fee come from the signed message.
import { BASE_FEE_LAMPORTS, PROGRAMS } from "@/server/ledger/constants";
import { blockTimeOf } from "@/server/ledger/clock";
import { deriveBlockhash, deriveSignature } from "@/server/ledger/keys";
import { buildFailureLogs, buildInstructionLogs, unitsOf, type LoggedInstruction } from "@/server/ledger/world/program-logs";
import type { World } from "@/server/ledger/world/world";
import type { Address, InstructionRecord, TokenBalanceRecord, TransactionError, TxRecord } from "@/server/ledger/world/types";
import { computeBudgetIxs } from "@/server/ledger/world/ix/compute-budget";

export interface DraftOptions {
  slot: number;
  feePayer: Address;
  /** a label that makes the signature unique (scenario + action). */
  label: string;
  version?: 0 | "legacy";
  computeUnitLimit?: number;
  microLamportsPerCu?: number;
  memo?: string;
  /** live transactions: wall-clock block time and processing time (see TxRecord.submittedAtMs). */
  blockTime?: number;
  submittedAtMs?: number;
  /** a received transaction: its compute budget instructions are in the message, not added here. */
  wire?: { signatures: string[]; recentBlockhash: string; fee: bigint };
}

/** Where and why a transaction failed; `index` null for a failure after all instructions ran (rent). */
export interface DraftFailure {
  index: number | null;
  err: TransactionError;
  lines: string[];
  reason: string;
}

interface KeyEntry {
  signer: boolean;
  writable: boolean;
  order: number;
  preLamports: bigint;
  preToken: Omit<TokenBalanceRecord, "accountIndex"> | null;
}

export class TxDraft {
  readonly slot: number;
  failed = false;
  private readonly keys = new Map<Address, KeyEntry>();
  private readonly top: LoggedInstruction[] = [];
  private readonly inner = new Map<number, LoggedInstruction[]>();
  private failure: DraftFailure | null = null;
  private readonly budget: number;
  private sealed = false;

  constructor(
    readonly world: World,
    private readonly opts: DraftOptions,
  ) {
    this.slot = opts.slot;
    this.budget = opts.computeUnitLimit ?? 200_000;
    this.key(opts.feePayer, true, true);
    if (!opts.wire && (opts.computeUnitLimit !== undefined || opts.microLamportsPerCu !== undefined)) {
      for (const ix of computeBudgetIxs(opts.computeUnitLimit, opts.microLamportsPerCu)) this.instruction(ix);
    }
  }

  /** unix seconds of the block: wall-clock for live transactions, the fixed timeline otherwise. */
  get blockTime(): number {
    return this.opts.blockTime ?? blockTimeOf(this.slot);
  }

  get feePayer(): Address {
    return this.opts.feePayer;
  }

  private key(address: Address, writable: boolean, signer: boolean): void {
    const entry = this.keys.get(address);
    if (entry) {
      entry.writable ||= writable;
      entry.signer ||= signer;
      return;
    }
    if (this.sealed) throw new Error(`${this.opts.label}: ${address} is not an account key of the message`);
    const token = this.world.getTokenAccount(address);
    const mint = token ? this.world.getMint(token.mint) : undefined;
    this.keys.set(address, {
      signer,
      writable,
      order: this.keys.size,
      preLamports: this.world.lamportsOf(address),
      preToken: token ? { mint: token.mint, owner: token.owner, programId: token.programId, amount: token.amount, decimals: mint?.decimals ?? 0 } : null,
    });
  }

  signer(address: Address, writable = true): this {
    this.key(address, writable, true);
    return this;
  }

  writable(...addresses: Address[]): this {
    for (const a of addresses) this.key(a, true, false);
    return this;
  }

  readonly(...addresses: Address[]): this {
    for (const a of addresses) this.key(a, false, false);
    return this;
  }

  /** No key can be added any more: a received message's account list is fixed. */
  seal(): void {
    this.sealed = true;
  }

  isWritable(address: Address): boolean {
    return this.keys.get(address)?.writable ?? false;
  }

  /** Adds a top-level instruction; its accounts are registered read-only unless already known. */
  instruction(ix: InstructionRecord, lines: string[] = [], tail: string[] = []): number {
    this.readonly(ix.programId, ...ix.accounts);
    this.top.push({ ix: { ...ix, stackHeight: null }, lines, tail });
    return this.top.length - 1;
  }

  /** Adds an inner (CPI) instruction under top-level instruction `index`. */
  innerInstruction(index: number, ix: InstructionRecord, lines: string[] = []): void {
    this.readonly(ix.programId, ...ix.accounts);
    const list = this.inner.get(index) ?? [];
    list.push({ ix: { ...ix, stackHeight: ix.stackHeight ?? 2 }, lines });
    this.inner.set(index, list);
  }

  /** Declares up front that the transaction will fail: state changes become no-ops. */
  willFail(): void {
    this.failed = true;
  }

  /** Where a failing transaction fails: top-level instruction `index`, custom program error `code`. */
  fail(index: number, code: number, lines: string[]): void {
    if (!this.failed) throw new Error(`${this.opts.label}: fail() without willFail()`);
    this.failure = { index, err: { InstructionError: [index, { Custom: code }] }, lines, reason: `custom program error: 0x${code.toString(16)}` };
  }

  /** Marks a failure found while executing; the caller has already undone the state changes. */
  failWith(failure: DraftFailure): void {
    this.failed = true;
    this.failure = failure;
  }

  /** The logs and compute units the transaction would be recorded with (a simulation's answer). */
  preview(): { logs: string[]; unitsConsumed: number; err: TransactionError | null } {
    return { logs: this.logs(), unitsConsumed: this.unitsConsumed(), err: this.failure?.err ?? null };
  }

  assertWritable(address: Address): void {
    if (!this.keys.get(address)?.writable) throw new Error(`${this.opts.label}: ${address} changed but not a writable key`);
  }

  commit(): TxRecord {
    const world = this.world;
    if (this.failed && !this.failure) throw new Error(`${this.opts.label}: failing transaction never called fail()`);
    const signerCount = [...this.keys.values()].filter((k) => k.signer).length;
    const priority = this.opts.microLamportsPerCu ? (BigInt(this.opts.microLamportsPerCu) * BigInt(this.budget)) / 1_000_000n : 0n;
    const fee = this.opts.wire?.fee ?? BASE_FEE_LAMPORTS * BigInt(signerCount) + priority;
    const payer = world.getAccount(this.opts.feePayer);
    if (!payer || payer.lamports < fee) throw new Error(`${this.opts.label}: fee payer ${this.opts.feePayer} cannot pay the fee`);
    payer.lamports -= fee;
    const ordered = this.orderedKeys();
    const preTokenBalances: TokenBalanceRecord[] = [];
    const postTokenBalances: TokenBalanceRecord[] = [];
    ordered.forEach(([address, entry], i) => {
      if (entry.preToken) preTokenBalances.push({ accountIndex: i, ...entry.preToken });
      const token = world.getTokenAccount(address);
      if (token) {
        const decimals = world.getMint(token.mint)?.decimals ?? 0;
        postTokenBalances.push({ accountIndex: i, mint: token.mint, owner: token.owner, programId: token.programId, amount: token.amount, decimals });
      }
    });
    this.checkConservation(ordered, fee);
    const signatures = this.opts.wire?.signatures ?? this.signatures(ordered);
    const record: TxRecord = {
      signature: signatures[0],
      signatures,
      slot: this.slot,
      blockTime: this.blockTime,
      indexInSlot: world.nextIndexInSlot(this.slot),
      version: this.opts.version ?? 0,
      accountKeys: ordered.map(([pubkey, e]) => ({ pubkey, signer: e.signer, writable: e.writable })),
      instructions: this.top.map((t) => t.ix),
      innerInstructions: this.failed ? [] : this.innerRecords(),
      logMessages: this.logs(),
      fee,
      err: this.failure?.err ?? null,
      preBalances: ordered.map(([, e]) => e.preLamports),
      postBalances: ordered.map(([address]) => world.lamportsOf(address)),
      preTokenBalances,
      postTokenBalances,
      computeUnitsConsumed: this.unitsConsumed(),
      recentBlockhash: this.opts.wire?.recentBlockhash ?? deriveBlockhash(this.slot - 2),
      memo: this.opts.memo ?? null,
      ...(this.opts.submittedAtMs !== undefined ? { submittedAtMs: this.opts.submittedAtMs } : {}),
    };
    world.recordTransaction(record);
    return record;
  }

  /** Fee payer first, then writable signers, read-only signers, writable, read-only (message order). */
  private orderedKeys(): [Address, KeyEntry][] {
    const rank = (address: Address, e: KeyEntry) =>
      address === this.opts.feePayer ? 0 : e.signer ? (e.writable ? 1 : 2) : e.writable ? 3 : 4;
    return [...this.keys.entries()].sort((a, b) => rank(a[0], a[1]) - rank(b[0], b[1]) || a[1].order - b[1].order);
  }

  private checkConservation(ordered: [Address, KeyEntry][], fee: bigint): void {
    let delta = 0n;
    for (const [address, e] of ordered) delta += this.world.lamportsOf(address) - e.preLamports;
    if (delta !== -fee) throw new Error(`${this.opts.label}: lamports not conserved (delta ${delta}, fee ${fee})`);
  }

  private signatures(ordered: [Address, KeyEntry][]): string[] {
    const base = `${this.opts.label}|${this.slot}|${this.world.history.length}`;
    return ordered.filter(([, e]) => e.signer).map(([address], i) => deriveSignature(i === 0 ? base : `${base}|${address}`));
  }

  private innerRecords(): { index: number; instructions: InstructionRecord[] }[] {
    return [...this.inner.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([index, list]) => ({ index, instructions: list.map((l) => l.ix) }));
  }

  private logs(): string[] {
    const out: string[] = [];
    for (let i = 0; i < this.top.length; i++) {
      if (this.failure && i === this.failure.index) {
        out.push(...buildFailureLogs(this.top[i], this.failure.lines, this.failure.reason, this.budget));
        break;
      }
      out.push(...buildInstructionLogs(this.top[i], this.inner.get(i) ?? [], this.budget));
    }
    return out;
  }

  private unitsConsumed(): number {
    let total = 0;
    for (let i = 0; i < this.top.length; i++) {
      total += unitsOf(this.top[i].ix.programId);
      for (const inner of this.inner.get(i) ?? []) if (inner.ix.programId !== PROGRAMS.system) total += Math.round(unitsOf(inner.ix.programId) / 4);
      if (this.failure && i === this.failure.index) break;
    }
    return Math.min(total, this.budget);
  }
}
