// Test funding on the live ledger, recorded as real-looking transactions at
// the current slot: an airdrop is a System transfer from the faucet (what
// requestAirdrop does on devnet/test validators); minting USDC is Circle's
// mint authority creating the owner's ATA if needed, then MintTo.
import { ACCOUNTS, PROGRAMS } from "@/server/ledger/constants";
import { associatedTokenAddress } from "@/server/ledger/crypto/pda";
import { execMintTo } from "@/server/ledger/world/actions/token-ops";
import { execTransfer } from "@/server/ledger/world/actions/transfer";
import { FAUCET_ADDRESS } from "@/server/ledger/world/genesis-payments";
import type { TxRecord } from "@/server/ledger/world/types";
import type { LiveChain } from "@/server/ledger/live/live-chain";

/** u64 like the programs' amounts, and below 2^53 so JSON numbers stay exact. */
const MAX_AMOUNT = BigInt(Number.MAX_SAFE_INTEGER);

function checkAmount(amount: bigint, what: string): void {
  if (amount <= 0n || amount > MAX_AMOUNT) throw new RangeError(`${what} must be between 1 and ${MAX_AMOUNT}`);
}

function contextFor(chain: LiveChain, label: string) {
  const { slot, blockTime, submittedAtMs } = chain.stamp();
  return { world: chain.world, slot, label, live: { blockTime, submittedAtMs } };
}

export function airdrop(chain: LiveChain, address: string, lamports: bigint): TxRecord {
  checkAmount(lamports, "lamports");
  if (chain.world.lamportsOf(FAUCET_ADDRESS) < lamports) throw new RangeError("the faucet cannot pay that much");
  return execTransfer(contextFor(chain, `airdrop|${address}`), { kind: "transfer", from: FAUCET_ADDRESS, to: address, lamports });
}

export function mintUsdc(chain: LiveChain, owner: string, amount: bigint): { record: TxRecord; tokenAccount: string } {
  checkAmount(amount, "amount");
  const record = execMintTo(contextFor(chain, `mint-usdc|${owner}`), {
    kind: "mintTo",
    authority: ACCOUNTS.usdcMintAuthority,
    mint: ACCOUNTS.usdcMint,
    to: owner,
    amount,
  });
  return { record, tokenAccount: associatedTokenAddress(owner, ACCOUNTS.usdcMint, PROGRAMS.token) };
}
