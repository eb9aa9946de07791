// Accounts the node never lets a transaction write (builtin programs, loaders,
// sysvars): a message that marks them writable has them demoted to read-only,
// which is what getTransaction then shows.
import { PROGRAMS } from "@/server/ledger/constants";

export const RESERVED_ACCOUNT_KEYS: ReadonlySet<string> = new Set([
  PROGRAMS.system,
  PROGRAMS.computeBudget,
  PROGRAMS.nativeLoader,
  PROGRAMS.bpfLoaderUpgradeable,
  "BPFLoader1111111111111111111111111111111111",
  "BPFLoader2111111111111111111111111111111111",
  "Vote111111111111111111111111111111111111111",
  "Stake11111111111111111111111111111111111111",
  "Config1111111111111111111111111111111111111",
  "AddressLookupTab1e1111111111111111111111111",
  "SysvarC1ock11111111111111111111111111111111",
  "SysvarRent111111111111111111111111111111111",
  "SysvarRecentB1ockHashes11111111111111111111",
  "Sysvar1nstructions1111111111111111111111111",
]);
