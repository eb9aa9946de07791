// What went wrong when the wallet signed and sent the payment, read from the
// error a wallet or web3.js throws. The texts are the node's own (recorded
// from the embedded ledger, which answers like mainnet): simulation failures
// carry them in the message and in `logs`.
import { failure, type PurchaseError } from "@/components/pricing/purchase/purchase-failure";

/** EIP-1193 / Phantom "user rejected the request" */
const USER_REJECTED_CODE = 4001;

const REJECTED = /user rejected|rejected the request|declined|denied|cancell?ed|refused by (the )?user/i;
// System program / runtime: the fee payer has no SOL, or too little for fee + the ATA deposit
const NO_SOL = /no record of a prior credit|insufficient lamports|insufficientfundsforfee|insufficientfundsforrent|insufficient funds for (fee|rent)/i;
// SPL Token: "Error: insufficient funds" (custom 0x1 on the transfer); a missing source account fails as invalid account data
const NO_USDC = /error: insufficient funds|invalid account data for instruction|custom program error: 0x1\b/i;
const EXPIRED = /blockhash not found|blockhashnotfound|block height exceeded|has expired/i;
const OFFLINE = /failed to fetch|networkerror|network request failed|load failed|econnrefused/i;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  logs?: unknown;
  /** wallet-adapter wraps the wallet's own error here */
  error?: unknown;
  cause?: unknown;
}

/** Every message, code and log line in an error and the errors it wraps. */
function collect(error: unknown, depth = 0): { text: string; codes: unknown[] } {
  if (!error || typeof error !== "object" || depth > 3) return { text: typeof error === "string" ? error : "", codes: [] };
  const e = error as ErrorLike;
  const own = [typeof e.message === "string" ? e.message : "", Array.isArray(e.logs) ? e.logs.join("\n") : ""].join("\n");
  const inner = [collect(e.error, depth + 1), collect(e.cause, depth + 1)];
  return { text: [own, ...inner.map((i) => i.text)].join("\n"), codes: [e.code, ...inner.flatMap((i) => i.codes)] };
}

function firstLine(error: unknown): string | undefined {
  const message = error && typeof error === "object" ? (error as ErrorLike).message : undefined;
  return typeof message === "string" && message.trim() ? message.trim().split("\n")[0].slice(0, 200) : undefined;
}

export function classifySendError(error: unknown): PurchaseError {
  const { text, codes } = collect(error);
  if (codes.includes(USER_REJECTED_CODE) || REJECTED.test(text)) return failure("rejected");
  // SOL first: the System program's "insufficient lamports" is also a custom error 0x1
  if (NO_SOL.test(text)) return failure("underfunded_sol");
  if (NO_USDC.test(text)) return failure("underfunded_usdc");
  if (EXPIRED.test(text)) return failure("expired");
  if (OFFLINE.test(text)) return failure("network", firstLine(error));
  return failure("wallet", firstLine(error));
}
