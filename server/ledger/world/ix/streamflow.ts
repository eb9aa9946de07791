// Streamflow protocol (strmRq...): the `create` instruction of a token lock
// and its 1104-byte Contract metadata account, laid out as
// streamflow-finance/rust-sdk programs/streamflow-sdk/src/state.rs (borsh, no
// Anchor discriminator on the account). A lock is a contract whose whole
// amount unlocks at the cliff: cliff = end_time = unlock time.
import { ACCOUNTS, PROGRAMS, SYSVARS } from "@/server/ledger/constants";
import { addressBytes, associatedTokenAddress, pda } from "@/server/ledger/crypto/pda";
import type { InstructionRecord } from "@/server/ledger/world/types";
import { bytes } from "@/server/ledger/world/ix/bytes";

export const STREAMFLOW_METADATA_LEN = 1104;
/** Anchor discriminator of `create`: sha256("global:create")[0..8]. */
const CREATE_DISCRIMINATOR = "181ec828051c0777";

export const streamflowAddresses = {
  escrow: (metadata: string) => pda(["strm", addressBytes(metadata)], PROGRAMS.streamflow),
  treasuryTokens: (mint: string, tokenProgram: string) => associatedTokenAddress(ACCOUNTS.streamflowTreasury, mint, tokenProgram),
};

export interface StreamflowLock {
  sender: string;
  senderTokens: string;
  metadata: string;
  mint: string;
  tokenProgram: string;
  amount: bigint;
  /** unix seconds. */
  createdAt: number;
  unlockAt: number;
  name: string;
  /** who receives it (default: the sender). */
  recipient?: string;
  /** a vesting schedule instead of everything at `unlockAt` (then the last release, end_time). */
  vesting?: StreamflowVesting;
}

export interface StreamflowVesting {
  start: number;
  cliff: number;
  cliffAmount: bigint;
  period: number;
  perPeriod: bigint;
}

function recipientOf(l: StreamflowLock) {
  const recipient = l.recipient ?? l.sender;
  return { recipient, recipientTokens: l.recipient ? associatedTokenAddress(l.recipient, l.mint, l.tokenProgram) : l.senderTokens };
}

function nameBytes(name: string): Buffer {
  const out = Buffer.alloc(64);
  Buffer.from(name, "utf8").copy(out, 0, 0, 64);
  return out;
}

/** The lock's CreateParams in instruction order (period 1 s, everything at the cliff, nothing cancelable). */
function params(l: StreamflowLock) {
  const unlock = BigInt(l.unlockAt);
  const v = l.vesting;
  return bytes()
    .u64(v ? BigInt(v.start) : unlock) // start_time
    .u64(l.amount) // net_amount_deposited
    .u64(v ? BigInt(v.period) : 1n) // period
    .u64(v ? v.perPeriod : l.amount) // amount_per_period
    .u64(v ? BigInt(v.cliff) : unlock) // cliff
    .u64(v ? v.cliffAmount : l.amount) // cliff_amount
    .bool(false).bool(false).bool(false).bool(false).bool(false).bool(false) // cancelable x2, automatic_withdrawal, transferable x2, can_topup
    .raw(nameBytes(l.name))
    .u64(0n); // withdraw_frequency
}

export function streamflowCreateIx(l: StreamflowLock): InstructionRecord {
  const escrow = streamflowAddresses.escrow(l.metadata);
  const treasuryTokens = streamflowAddresses.treasuryTokens(l.mint, l.tokenProgram);
  return {
    programId: PROGRAMS.streamflow,
    accounts: [
      l.sender, l.senderTokens, recipientOf(l).recipient, recipientOf(l).recipientTokens, l.metadata, escrow, ACCOUNTS.streamflowTreasury, treasuryTokens, ACCOUNTS.streamflowWithdrawor,
      ACCOUNTS.streamflowTreasury, treasuryTokens, l.mint, ACCOUNTS.streamflowFeeOracle, SYSVARS.rent, PROGRAMS.streamflow, l.tokenProgram,
      PROGRAMS.associatedToken, PROGRAMS.system,
    ],
    // then pausable: Option<bool>, can_update_rate: Option<bool> (Some(false) each).
    data: bytes().hex(CREATE_DISCRIMINATOR).raw(params(l).build()).u8(1).bool(false).u8(1).bool(false).build(),
    stackHeight: null,
  };
}

/**
 * The Contract account. Offsets: 9 created_at, 17 amount_withdrawn, 33 end_time, 49 sender,
 * 113 recipient, 145 recipient_tokens, 177 mint, 209 escrow_tokens, 409 start_time,
 * 417 net_amount_deposited, 441 cliff, 449 cliff_amount, 463 stream_name, 671 closed.
 */
export function streamflowContractData(l: StreamflowLock): Buffer {
  const treasuryTokens = streamflowAddresses.treasuryTokens(l.mint, l.tokenProgram);
  const body = bytes()
    .u64(0n) // magic
    .u8(0) // version
    .u64(BigInt(l.createdAt))
    .u64(0n) // amount_withdrawn
    .u64(0n) // canceled_at
    .u64(BigInt(l.unlockAt)) // end_time
    .u64(0n) // last_withdrawn_at
    .pubkey(l.sender).pubkey(l.senderTokens).pubkey(recipientOf(l).recipient).pubkey(recipientOf(l).recipientTokens)
    .pubkey(l.mint).pubkey(streamflowAddresses.escrow(l.metadata))
    .pubkey(ACCOUNTS.streamflowTreasury).pubkey(treasuryTokens)
    .u64(0n).u64(0n).u32(0) // streamflow fee total, withdrawn, percent (f32 0.0)
    .pubkey(ACCOUNTS.streamflowTreasury).pubkey(treasuryTokens)
    .u64(0n).u64(0n).u32(0) // partner fee total, withdrawn, percent
    .raw(params(l).build())
    .u32(0) // ghost
    .bool(false).bool(false) // pausable, can_update_rate
    .u32(126).raw(Buffer.alloc(126)) // ix_padding
    .bool(false) // closed
    .u64(0n).u64(0n).u64(0n).u64(0n) // pause start, pause cumulative, last rate change, funds unlocked at it
    .build();
  const out = Buffer.alloc(STREAMFLOW_METADATA_LEN);
  body.copy(out);
  return out;
}
