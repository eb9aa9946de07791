// The node's UiTokenAmount for a raw amount and decimals
// (token_amount_to_ui_amount_v3 without interest or scaling config, which is
// what instruction parsing uses): the string is the exact decimal with
// trailing zeros trimmed, the number is that string read as an f64.
export type UiTokenAmount = { amount: string; decimals: number; uiAmount: number | null; uiAmountString: string };

export function realNumberStringTrimmed(amount: bigint, decimals: number): string {
  const digits = amount.toString();
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, "0");
  const whole = `${padded.slice(0, padded.length - decimals)}.${padded.slice(padded.length - decimals)}`;
  return whole.replace(/0+$/, "").replace(/\.$/, "");
}

export function toUiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiAmountString = realNumberStringTrimmed(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number.parseFloat(uiAmountString), uiAmountString };
}
