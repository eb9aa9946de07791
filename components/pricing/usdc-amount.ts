// USDC amounts on the page: typed text <-> bigint base units (6 decimals).
// Never floats: 0.1 + 0.2 must not decide what a person pays.
export const USDC_DECIMALS = 6;
const MICRO_PER_USDC = 1_000_000n;

/** "2.5" -> 2500000n; null for anything that is not a plain amount with at most 6 decimals. */
export function parseUsdc(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{0,6}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]) * MICRO_PER_USDC + BigInt((match[2] ?? "").padEnd(USDC_DECIMALS, "0"));
}

/** 2500000n -> "2.5" (exact; trailing zeros dropped). */
export function formatUsdc(micros: bigint): string {
  const whole = micros / MICRO_PER_USDC;
  const fraction = (micros % MICRO_PER_USDC).toString().padStart(USDC_DECIMALS, "0").replace(/0+$/, "");
  return `${whole.toLocaleString("en-US")}${fraction ? `.${fraction}` : ""}`;
}

/** The amount as the API takes it: "2.5", no grouping separators. */
export function toApiAmount(micros: bigint): string {
  return formatUsdc(micros).replaceAll(",", "");
}

/** Scans a credit buys at the per-scan price (rounded down, as the server counts them). */
export function scansForCredit(creditMicros: bigint, perScanMicros: bigint): number {
  return perScanMicros > 0n ? Number(creditMicros / perScanMicros) : 0;
}

const LAMPORTS_PER_SOL = 1_000_000_000;

/** 2039280 -> "0.00204" SOL, enough digits to be actionable. */
export function formatSol(lamports: bigint | number): string {
  const sol = Number(lamports) / LAMPORTS_PER_SOL;
  if (sol === 0) return "0";
  // a fee (0.000005) keeps all 9 decimals; bigger amounts round to 5 (or 3 past 1 SOL)
  return sol.toFixed(sol < 0.001 ? 9 : sol < 1 ? 5 : 3).replace(/\.?0+$/, "");
}
