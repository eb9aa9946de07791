// Lookups over the program / venue / fee-account label list.
import type { Address } from "@/server/engine/snapshot";
import type { ProgramLabelRow } from "@/server/chain/labels/label-types";
import { PROGRAM_LABEL_ROWS } from "@/server/chain/labels/program-labels-data";
import { VENUE_BY_PROGRAM_ID } from "@/server/chain/labels/venues";

const PROGRAM_BY_ADDRESS: ReadonlyMap<Address, ProgramLabelRow> = new Map(
  PROGRAM_LABEL_ROWS.map((row) => [row.address, row]),
);

export function getProgramLabel(address: Address): ProgramLabelRow | null {
  return PROGRAM_BY_ADDRESS.get(address) ?? null;
}

/** Tags the sources put on pool programs: "amm" (swap pools, bonding curves) and "vault" (pool vault programs). */
const LIQUIDITY_TAGS = new Set(["amm", "vault"]);

/**
 * AMM, bonding-curve and pool-vault programs: a token account whose owner is a
 * PDA of one of these holds pool liquidity, not a holder's bag. Built from the
 * venue table (minus Jupiter, a router that holds no pools) plus every listed
 * address tagged amm/vault that is not a fee, config or plain account.
 */
const LIQUIDITY_PROGRAMS: ReadonlySet<Address> = new Set<Address>([
  ...[...VENUE_BY_PROGRAM_ID].filter(([, venue]) => venue !== "jupiter").map(([id]) => id),
  ...PROGRAM_LABEL_ROWS.filter(
    (row) =>
      (row.kind === "program" || row.kind === "unclassified") &&
      row.tags.some((tag) => LIQUIDITY_TAGS.has(tag.toLowerCase())),
  ).map((row) => row.address),
]);

export function isLiquidityProgram(programId: Address): boolean {
  return LIQUIDITY_PROGRAMS.has(programId);
}
