// The runtime's account rules around execution: the fee payer must be a funded
// system account that stays rent-exempt (or empty) after the fee, invoked
// programs must exist and be executable, and after execution no writable
// account may be left holding some lamports but less than its rent-exempt
// minimum (InsufficientFundsForRent) unless it already was.
import { PROGRAMS, rentExempt } from "@/server/ledger/constants";
import { encodeAccountData } from "@/server/ledger/world/layouts/encode-account";
import type { Account, AccountKeyRecord, TransactionError } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import type { AccountSnapshot } from "@/server/ledger/live/account-snapshot";
import type { WireInstruction } from "@/server/ledger/live/wire/decode-transaction";

type RentState = "uninitialized" | "paying" | "exempt";

function rentState(lamports: bigint, size: number): RentState {
  if (lamports === 0n) return "uninitialized";
  return lamports >= rentExempt(size) ? "exempt" : "paying";
}

function dataSize(world: World, account: Account | undefined): number {
  return account ? encodeAccountData(world, account).length : 0;
}

function transitionAllowed(pre: { lamports: bigint; size: number }, post: { lamports: bigint; size: number }): boolean {
  const after = rentState(post.lamports, post.size);
  if (after !== "paying") return true;
  // an account that was already below the minimum may stay so if it neither grows nor gains lamports.
  return rentState(pre.lamports, pre.size) === "paying" && pre.size === post.size && post.lamports <= pre.lamports;
}

export function checkFeePayer(world: World, address: string, fee: bigint): TransactionError | null {
  const payer = world.getAccount(address);
  if (!payer || payer.lamports === 0n) return "AccountNotFound";
  if (payer.owner !== PROGRAMS.system || payer.data.kind !== "none") return "InvalidAccountForFee";
  if (payer.lamports < fee) return "InsufficientFundsForFee";
  if (!transitionAllowed({ lamports: payer.lamports, size: 0 }, { lamports: payer.lamports - fee, size: 0 })) {
    return { InsufficientFundsForRent: { account_index: 0 } };
  }
  return null;
}

export function checkPrograms(world: World, instructions: WireInstruction[]): TransactionError | null {
  for (const ix of instructions) {
    const program = world.getAccount(ix.programId);
    if (!program) return "ProgramAccountNotFound";
    if (!program.executable) return "InvalidProgramForExecution";
  }
  return null;
}

/** Index of the first writable account left rent-paying by the transaction, or null. */
export function findRentViolation(world: World, keys: AccountKeyRecord[], before: AccountSnapshot, fee: bigint): number | null {
  for (const [i, key] of keys.entries()) {
    if (!key.writable) continue;
    const charged = i === 0 ? fee : 0n;
    const saved = before.get(key.pubkey);
    const account = world.getAccount(key.pubkey);
    const pre = { lamports: (saved?.lamports ?? 0n) - charged, size: dataSize(world, saved) };
    const post = { lamports: (account?.lamports ?? 0n) - charged, size: dataSize(world, account) };
    if (!transitionAllowed(pre, post)) return i;
  }
  return null;
}

export function loadedDataSize(world: World, keys: AccountKeyRecord[]): number {
  return keys.reduce((sum, key) => sum + dataSize(world, world.getAccount(key.pubkey)), 0);
}
