// Number formatting exactly like the RPC node: token UI amounts are
// amount / 10^decimals as a float plus a trimmed decimal string
// ("724879.458841", "1000000000", "15"). Zero amounts in transaction meta have
// uiAmount null (seen in the recorded transactions).
export function uiAmountString(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const digits = abs.toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const frac = decimals > 0 ? digits.slice(digits.length - decimals).replace(/0+$/, "") : "";
  return `${negative ? "-" : ""}${whole}${frac ? `.${frac}` : ""}`;
}

export function uiAmount(amount: bigint, decimals: number): number {
  return Number(uiAmountString(amount, decimals));
}

export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number | null;
  uiAmountString: string;
}

export function uiTokenAmount(amount: bigint, decimals: number, zeroAsNull = false): UiTokenAmount {
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: zeroAsNull && amount === 0n ? null : uiAmount(amount, decimals),
    uiAmountString: uiAmountString(amount, decimals),
  };
}
