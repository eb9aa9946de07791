// Plain SOL transfers: a wallet funding another (one transfer), or an exchange
// hot wallet paying out a batch of withdrawals in one transaction.
import { transferIx } from "@/server/ledger/world/ix/system";
import { moveLamports } from "@/server/ledger/world/mutations";
import type { TxRecord } from "@/server/ledger/world/types";
import { openTx, type ExecContext } from "@/server/ledger/world/actions/common";
import type { Action } from "@/server/ledger/world/actions/types";

export function execTransfer(ctx: ExecContext, a: Extract<Action, { kind: "transfer" }>): TxRecord {
  const tx = openTx(ctx, a.from, a, a.legacy === false ? 0 : "legacy");
  tx.writable(a.to);
  tx.instruction(transferIx(a.from, a.to, a.lamports));
  moveLamports(tx, a.from, a.to, a.lamports);
  return tx.commit();
}

export function execTransferMany(ctx: ExecContext, a: Extract<Action, { kind: "transferMany" }>): TxRecord {
  const tx = openTx(ctx, a.from, a, "legacy");
  for (const leg of a.to) {
    tx.writable(leg.address);
    tx.instruction(transferIx(a.from, leg.address, leg.lamports));
    moveLamports(tx, a.from, leg.address, leg.lamports);
  }
  return tx.commit();
}
