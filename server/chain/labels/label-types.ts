// Row shapes of the generated label data modules (see generate-label-data.ts).
import type { Address } from "@/server/engine/snapshot";

export interface CexWalletRow {
  address: Address;
  /** more than one name only when the sources disagree (conflict = true). */
  exchanges: readonly string[];
  /** how many independent public sources carry this label. */
  nSources: number;
  sources: readonly string[];
  conflict: boolean;
  /** program-derived (off-curve) address, kept only because a proof-of-reserves source lists it as the exchange's own. */
  offCurve?: boolean;
}

export type ProgramLabelKind = "program" | "fee_account" | "config" | "account" | "sysvar" | "unclassified";

export interface ProgramLabelRow {
  address: Address;
  /** display name: the first name the sources give. */
  name: string;
  names: readonly string[];
  tags: readonly string[];
  kind: ProgramLabelKind;
  nSources: number;
  sources: readonly string[];
}
