// One label for any address, for display and for the funder profile
// ("labelled exchange / infrastructure name").
import type { Address } from "@/server/engine/snapshot";
import { getExchangeLabel } from "@/server/chain/labels/exchange-labels";
import type { ProgramLabelKind } from "@/server/chain/labels/label-types";
import { getProgramLabel } from "@/server/chain/labels/program-labels";

export interface AddressLabel {
  name: string;
  category: "exchange" | ProgramLabelKind;
}

/** Exchange labels win: they are the ones the funding filter acts on. */
export function getAddressLabel(address: Address): AddressLabel | null {
  const exchange = getExchangeLabel(address);
  if (exchange) return { name: exchange, category: "exchange" };
  const program = getProgramLabel(address);
  return program ? { name: program.name, category: program.kind } : null;
}
