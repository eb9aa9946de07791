// How a transaction was sent, read from a node's getTransaction (jsonParsed)
// answer: who paid the fee (account key 0), the compute budget it asked for,
// tips to the public Jito tip accounts, and the address lookup tables it used.
// ComputeBudget instructions are NOT parsed by a node: their base58 `data`
// starts with a tag byte (1 RequestHeapFrame u32, 2 SetComputeUnitLimit u32 LE,
// 3 SetComputeUnitPrice u64 LE micro-lamports, 4 SetLoadedAccountsDataSizeLimit
// u32). Pure: no I/O. Bot fee transfers are deliberately not read: many
// independent users of one bot share them, so they prove nothing.
import bs58 from "bs58";
import { isTipAccount } from "@/server/chain/fingerprint/tip-accounts";

export const COMPUTE_BUDGET_PROGRAM = "ComputeBudget111111111111111111111111111111";
const SYSTEM_PROGRAM = "11111111111111111111111111111111";

export interface TipTransfer {
  account: string;
  lamports: bigint;
}

export interface TxFingerprint {
  feePayer: string;
  /** SetComputeUnitLimit units; null when the transaction runs at the default limit. */
  cuLimit: number | null;
  /** SetComputeUnitPrice, micro-lamports per unit; null when not set (price 0). */
  cuPrice: number | null;
  tips: TipTransfer[];
  /** addressTableLookups[].accountKey of a v0 message. */
  lookupTables: string[];
}

interface RawIx {
  programId?: string;
  data?: string;
  parsed?: { type?: string; info?: { destination?: string; lamports?: number | string } };
}

interface RawTx {
  transaction?: {
    message?: {
      accountKeys?: (string | { pubkey?: string })[];
      instructions?: RawIx[];
      addressTableLookups?: { accountKey?: string }[] | null;
    };
  };
  meta?: { innerInstructions?: { instructions?: RawIx[] }[] | null } | null;
}

/** Reads a compute budget instruction's data; unknown or malformed data reads as nothing. */
export function decodeComputeBudget(data: string): { limit?: number; price?: number } {
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(data);
  } catch {
    return {};
  }
  // a DataView, not a Buffer: the /verify page decodes fingerprints in the browser too
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] === 2 && bytes.length >= 5) return { limit: view.getUint32(1, true) };
  if (bytes[0] === 3 && bytes.length >= 9) return { price: Number(view.getBigUint64(1, true)) };
  return {};
}

function keyOf(key: string | { pubkey?: string } | undefined): string | null {
  if (typeof key === "string") return key;
  return key?.pubkey ?? null;
}

/** The fingerprint of one getTransaction answer, or null when it has no readable message. */
export function extractFingerprint(raw: unknown): TxFingerprint | null {
  const tx = raw as RawTx | null;
  const message = tx?.transaction?.message;
  const feePayer = keyOf(message?.accountKeys?.[0]);
  if (!message || !feePayer) return null;
  const top = message.instructions ?? [];
  const inner = (tx?.meta?.innerInstructions ?? []).flatMap((group) => group.instructions ?? []);
  let cuLimit: number | null = null;
  let cuPrice: number | null = null;
  for (const ix of top) {
    if (ix.programId !== COMPUTE_BUDGET_PROGRAM || typeof ix.data !== "string") continue;
    const decoded = decodeComputeBudget(ix.data);
    if (decoded.limit !== undefined) cuLimit = decoded.limit;
    if (decoded.price !== undefined) cuPrice = decoded.price;
  }
  const tips: TipTransfer[] = [];
  for (const ix of [...top, ...inner]) {
    const info = ix.parsed?.info;
    if (ix.programId !== SYSTEM_PROGRAM || ix.parsed?.type !== "transfer" || !info?.destination) continue;
    if (isTipAccount(info.destination) && info.lamports !== undefined) tips.push({ account: info.destination, lamports: BigInt(info.lamports) });
  }
  const lookupTables = (message.addressTableLookups ?? []).map((l) => l.accountKey).filter((k): k is string => typeof k === "string");
  return { feePayer, cuLimit, cuPrice, tips, lookupTables };
}
