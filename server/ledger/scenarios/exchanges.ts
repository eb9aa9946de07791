// Real exchange hot wallets (labels/cex-wallets.csv, agreed by 3 sources).
// In the world they hold large balances and pay out to many unrelated
// wallets, like on mainnet: a scanner must see them as exchange-like.
export const EXCHANGES = {
  binance: { address: "5tzFkiKscXHK5ZXCGbXZxdw7gTjjD1mBwuoFbhUvuAi9", label: "Binance" },
  coinbase: { address: "2AQdpHJ2JpcEgPiATUXjQxA8QmafFegfQwSLWSprPicm", label: "Coinbase" },
  bybit: { address: "AC5RDfQFmDS1deWZos921JfqscXdByf8BKHs5ACWjtW2", label: "Bybit" },
  okx: { address: "5VCwKtCXgCJ6kit5FybXjvriW3xELsFDhYrPSqtJNmcD", label: "OKX" },
} as const;

export type ExchangeId = keyof typeof EXCHANGES;
