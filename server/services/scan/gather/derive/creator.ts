// Who created a mint. For pump.fun the creator is the `user` account of the
// Create instruction (a relayer may pay the fee); elsewhere it is the signer of
// the creation transaction that is neither the mint keypair nor a relaying fee
// payer. Instruction account order: labels/venue-instruction-discriminators.csv.
import bs58 from "bs58";
import type { NormalizedTransaction } from "@/server/chain/normalize/types";
import type { Address } from "@/server/engine/snapshot";

const PUMPFUN_PROGRAM = "6EF8rrecthR5Dkzon8Nwu78hRvfCKubJ14M5uBEwF6P";
/** discriminator hex -> index of the creator account in the instruction. */
const PUMPFUN_CREATE_USER_INDEX: Record<string, number> = {
  "181ec828051c0777": 7, // Create: mint mint_authority bonding_curve associated_bonding_curve global mpl_token_metadata metadata user
  d6904cec5f8b31b4: 5, // CreateV2: mint mint_authority bonding_curve associated_bonding_curve global user
};

interface RawInstruction {
  programId?: string;
  accounts?: string[];
  data?: string;
}

/** The creator of `mint` in its creation transaction, or null when it is not one. */
export function resolveCreator(tx: NormalizedTransaction, rawTx: unknown, mint: Address): Address | null {
  if (!tx.mintCreations.some((c) => c.mint === mint)) return null;
  const fromPumpfun = findPumpfunUser(rawTx, mint);
  if (fromPumpfun) return fromPumpfun;
  const signers = tx.signers.filter((s) => s !== mint);
  const nonPayer = signers.filter((s) => s !== tx.feePayer);
  return nonPayer[0] ?? signers[0] ?? null;
}

function findPumpfunUser(rawTx: unknown, mint: Address): Address | null {
  for (const ix of listInstructions(rawTx)) {
    if (ix.programId !== PUMPFUN_PROGRAM || !ix.accounts || !ix.data) continue;
    let data: Uint8Array;
    try {
      data = bs58.decode(ix.data);
    } catch {
      continue;
    }
    const index = PUMPFUN_CREATE_USER_INDEX[Buffer.from(data.subarray(0, 8)).toString("hex")];
    if (index !== undefined && ix.accounts[0] === mint && ix.accounts[index]) return ix.accounts[index];
  }
  return null;
}

function listInstructions(rawTx: unknown): RawInstruction[] {
  const tx = rawTx as { transaction?: { message?: { instructions?: RawInstruction[] } }; meta?: { innerInstructions?: { instructions?: RawInstruction[] }[] } };
  const top = tx?.transaction?.message?.instructions ?? [];
  const inner = (tx?.meta?.innerInstructions ?? []).flatMap((group) => group.instructions ?? []);
  return [...top, ...inner];
}
