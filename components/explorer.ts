// Explorer links for evidence. Solscan reads mainnet; on the embedded demo
// ledger the links show where the evidence would be, not a live page.
const EXPLORER = "https://solscan.io";

export const explorerTx = (signature: string) => `${EXPLORER}/tx/${signature}`;
export const explorerAccount = (address: string) => `${EXPLORER}/account/${address}`;
export const explorerToken = (mint: string) => `${EXPLORER}/token/${mint}`;
export const explorerSlot = (slot: number) => `${EXPLORER}/block/${slot}`;

/** Loose Base58 address check for input fields; the API validates for real. */
export function looksLikeAddress(value: string): boolean {
  return /^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value.trim());
}
