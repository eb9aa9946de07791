// Constant-product pool arithmetic with the fee taken from the input, as in
// Raydium AMM v4 (25 bps) and PumpSwap (20 bps LP + 5 bps protocol).
export function quoteConstantProduct(amountIn: bigint, reserveIn: bigint, reserveOut: bigint, feeBps: number): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const afterFee = (amountIn * BigInt(10_000 - feeBps)) / 10_000n;
  return (afterFee * reserveOut) / (reserveIn + afterFee);
}

export function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = BigInt(Math.floor(Math.sqrt(Number(n))));
  while (x * x > n) x -= 1n;
  while ((x + 1n) * (x + 1n) <= n) x += 1n;
  return x;
}
