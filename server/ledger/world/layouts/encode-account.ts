// An account's data bytes in its real binary layout, from the structured state.
import { blockTimeOf } from "../../clock";
import type { Account } from "../types";
import type { World } from "../world";
import { encodeCurve } from "./curve-layout";
import { encodeMint } from "./mint-layout";
import { encodePumpswapPool, encodeRaydiumAmm } from "./pool-layout";
import { encodeTokenAccount } from "./token-account-layout";

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
