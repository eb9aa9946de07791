// Who a chain read is done for, as the RPC bill counts it (issue 28 item 5):
// the caller's kind, decided by the binder (caller.ts) and the grant it
// reserved, handed into the scan and analytics requests by the handlers, and
// whether the work is paid for. Paid work always gets its credits; free work
// waits behind it when the budget is tight (credit-budget.ts).
import type { Caller } from "@/server/services/access/access/caller";
import type { ScanAccess } from "@/server/services/access/access/scan-access";

/** x402: an anonymous caller paying per scan; watch: a watch's poller; background: the indexer and the demo's seeding.
 * The operator's answer lists the same kinds (server/contracts/rpc-usage.ts). */
export type CallerKind = "key" | "x402" | "anonymous" | "operator" | "public" | "watch" | "background";

export interface RpcPayer {
  kind: CallerKind;
  /** a paid key or a per-scan payment: its traces are never held back for the budget */
  paid: boolean;
}

/** Work nobody asked for just now (the indexer's rescans, the demo's seeding): free, so it yields to paid work. */
export const BACKGROUND_PAYER: RpcPayer = { kind: "background", paid: false };

/** The payer of one call: paid exactly when its grant is (the grant's paid rule: deployer.launches[] for paid callers). */
export function payerOf(caller: Caller, grant: Pick<ScanAccess, "kind" | "includeLaunches"> | null): RpcPayer {
  const paid = grant?.includeLaunches === true;
  if (caller.kind === "anonymous") return { kind: grant?.kind === "payment" ? "x402" : "anonymous", paid };
  return { kind: caller.kind, paid };
}
