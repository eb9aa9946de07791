// An account's data bytes in its real binary layout, from the structured state.
import { blockTimeOf } from "@/server/ledger/clock";
import type { Account } from "@/server/ledger/world/types";
import type { World } from "@/server/ledger/world/world";
import { encodeCurve } from "@/server/ledger/world/layouts/curve-layout";
import { encodeMint } from "@/server/ledger/world/layouts/mint-layout";
import { encodePumpswapPool, encodeRaydiumAmm } from "@/server/ledger/world/layouts/pool-layout";
import { encodeTokenAccount } from "@/server/ledger/world/layouts/token-account-layout";

export function encodeAccountData(world: World, account: Account): Buffer {
  const data = account.data;
  switch (data.kind) {
    case "none":
      return Buffer.alloc(0);
    case "bytes":
      return data.bytes;
    case "mint":
      return encodeMint(account.address, data.mint);
    case "token":
      return encodeTokenAccount(data.token);
    case "curve":
      return encodeCurve(data.curve);
    case "pool": {
      const pool = data.pool;
      if (pool.venue === "pumpswap") return encodePumpswapPool(pool);
      const decimals = world.getMint(pool.baseMint)?.decimals ?? 6;
      return encodeRaydiumAmm(pool, decimals, BigInt(blockTimeOf(pool.openSlot)));
    }
  }
}
