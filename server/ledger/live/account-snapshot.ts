// Copies of the accounts a received transaction may touch (its message keys),
// so a transaction that fails half-way - or a simulation - can be undone: on
// mainnet a transaction is atomic and a failed one changes nothing but the fee.
import type { Account, AccountData, Address } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";

export type AccountSnapshot = Map<Address, Account | undefined>;

function cloneData(data: AccountData): AccountData {
  switch (data.kind) {
    case "mint":
      return { kind: "mint", mint: { ...data.mint, extensions: data.mint.extensions.map((e) => ({ ...e })) } };
    case "token":
      return { kind: "token", token: { ...data.token, extensions: [...data.token.extensions] } };
    case "bytes":
      return { kind: "bytes", bytes: Buffer.from(data.bytes) };
    case "curve":
      return { kind: "curve", curve: { ...data.curve } };
    case "pool":
      return { kind: "pool", pool: { ...data.pool } };
    case "none":
      return { kind: "none" };
  }
}

function cloneAccount(account: Account): Account {
  return { ...account, data: cloneData(account.data) };
}

export function snapshotAccounts(world: World, addresses: Iterable<Address>): AccountSnapshot {
  const snapshot: AccountSnapshot = new Map();
  for (const address of addresses) {
    const account = world.getAccount(address);
    snapshot.set(address, account ? cloneAccount(account) : undefined);
  }
  return snapshot;
}

/** Puts every snapshotted account back as it was (created ones removed), indexes included. */
export function restoreAccounts(world: World, snapshot: AccountSnapshot): void {
  for (const [address, saved] of snapshot) {
    const current = world.getAccount(address);
    if (current?.data.kind === "token") world.unindexTokenAccount(address, current.data.token);
    if (!saved) {
      world.accounts.delete(address);
      continue;
    }
    const restored = cloneAccount(saved);
    world.accounts.set(address, restored);
    if (restored.data.kind === "token") world.indexTokenAccount(address, restored.data.token);
  }
}
