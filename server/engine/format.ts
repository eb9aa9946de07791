// Display and unit helpers shared by the layers. Amounts stay bigint until a
// percentage or a UI amount is derived here, at the edge.

/** "7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU" -> "7xKX…gAsU". */
export function shortAddress(value: string): string {
  return value.length <= 10 ? value : `${value.slice(0, 4)}…${value.slice(-4)}`;
}

/** Percent of supply with 4 decimals of precision; null when the supply is unknown or zero. */
export function pctOf(amount: bigint, supply: bigint | null): number | null {
  if (supply === null || supply <= 0n) return null;
  return Number((amount * 1_000_000n) / supply) / 10_000;
}

/** Base units -> UI units, exact up to the float's precision (no 2^53 overflow on the way). */
export function toUiAmount(amount: bigint, decimals: number): number {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return Number(`${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`);
}

export function lamportsToSol(lamports: bigint): number {
  return toUiAmount(lamports, 9);
}

/** 18.2349 -> "18.2%"; null -> "unknown %". */
export function formatPct(pct: number | null): string {
  if (pct === null) return "unknown %";
  const digits = pct !== 0 && Math.abs(pct) < 0.1 ? 3 : 1;
  return `${pct.toFixed(digits)}%`;
}

/** 12345.6 -> "$12,346". */
export function formatUsd(usd: number): string {
  return `$${Math.round(usd).toLocaleString("en-US")}`;
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** "tx 5Jk1…Qw2e, 3xYz…aaaa +2 more": the first signatures, shortened, for a reason text. */
export function describeEvidence(signatures: string[], shown = 2): string {
  if (signatures.length === 0) return "no transaction recorded";
  const listed = signatures.slice(0, shown).map(shortAddress).join(", ");
  const more = signatures.length > shown ? ` +${signatures.length - shown} more` : "";
  return `tx ${listed}${more}`;
}

/** "1 wallet" / "4 wallets". */
export function countWallets(count: number): string {
  return `${count} wallet${count === 1 ? "" : "s"}`;
}

/** Distinct values, first occurrence order kept. */
export function unique<T>(values: Iterable<T>): T[] {
  return [...new Set(values)];
}
