// The lock reader's RPC: one JSON-RPC batch per round of getProgramAccounts
// (and the LP mints' accounts), answers zod-checked by the client. A failed or
// odd answer is returned as a reason, never thrown and never put in the scan's
// coverage: an unread locker leaves its locks unknown (the report's
// locks.failed says which), it does not make the holder trace "degraded".
import type { ProgramQuery } from "@/server/chain/locks/types";
import type { AccountInfo, KeyedAccount } from "@/server/chain/solana-rpc/schemas";
import type { RpcRequest } from "@/server/chain/solana-rpc/json-rpc";
import type { ScanRpc } from "@/server/services/scan/gather/scan-rpc";

export interface ProgramAccount {
  pubkey: string;
  data: Buffer;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; reason: string };

/** Accounts kept per query: a mint with more lock accounts than this is read in part (and says so). */
export const MAX_ACCOUNTS_PER_QUERY = 500;

export interface RoundRequest {
  programs: ProgramQuery[];
  /** accounts read whole (base64) in the same round, by address. */
  accounts?: string[];
}

export interface RoundAnswer {
  programs: Answer<ProgramAccount[]>[];
  accounts: Map<string, Buffer | null>;
}

export async function readRound(scan: ScanRpc, round: RoundRequest, signal?: AbortSignal): Promise<RoundAnswer> {
  const { requests } = scan.rpc;
  const addresses = [...new Set(round.accounts ?? [])];
  const batch: RpcRequest<unknown>[] = [
    ...round.programs.map((q) => requests.getProgramAccounts(q.program, { encoding: "base64", filters: q.filters })),
    ...(addresses.length > 0 ? [requests.getMultipleAccounts(addresses.slice(0, 100), { encoding: "base64" })] : []),
  ];
  if (batch.length === 0) return { programs: [], accounts: new Map() };
  let results;
  try {
    results = await scan.rpc.batch(batch, { signal });
  } catch (error) {
    const reason = describe(error);
    return { programs: round.programs.map(() => ({ ok: false, reason })), accounts: new Map() };
  }
  const programs = round.programs.map((_, i): Answer<ProgramAccount[]> => {
    const result = results[i];
    return result.ok ? { ok: true, value: toAccounts(result.value as KeyedAccount[]) } : { ok: false, reason: describe(result.error) };
  });
  const accounts = new Map<string, Buffer | null>();
  const multiple = results[round.programs.length];
  if (multiple?.ok) {
    const value = (multiple.value as { value: (AccountInfo | null)[] }).value;
    addresses.slice(0, 100).forEach((address, i) => accounts.set(address, bytesOf(value[i] ?? null)));
  }
  return { programs, accounts };
}

function toAccounts(keyed: KeyedAccount[]): ProgramAccount[] {
  const out: ProgramAccount[] = [];
  for (const { pubkey, account } of keyed.slice(0, MAX_ACCOUNTS_PER_QUERY)) {
    const data = bytesOf(account);
    if (data) out.push({ pubkey, data });
  }
  return out;
}

function bytesOf(account: AccountInfo | null): Buffer | null {
  const data = account?.data;
  return Array.isArray(data) && data[1] === "base64" ? Buffer.from(data[0], "base64") : null;
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}
