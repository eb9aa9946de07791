// Follows a sent payment to `finalized` (what /api/buy-key requires) by polling
// getSignatureStatuses: no websocket, so it works through any HTTP RPC. Three
// ways out besides success: the transaction landed with an error, its
// blockhash expired without it landing (nothing charged), or our patience ran
// out while it may still land (the person must keep the claim details).
import type { Connection } from "@solana/web3.js";
import { failure, PurchaseError } from "@/components/pricing/purchase/purchase-failure";

export type ChainProgress = "sent" | "confirmed" | "finalized";

export type StatusReader = Pick<Connection, "getSignatureStatuses" | "getBlockHeight">;

export interface WaitOptions {
  onProgress(progress: ChainProgress): void;
  /** mainnet finalizes ~13 s after confirmation; leave room for a congested minute */
  timeoutMs?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function waitForFinality(reader: StatusReader, signature: string, lastValidBlockHeight: number, options: WaitOptions): Promise<void> {
  const { onProgress, timeoutMs = 120_000, intervalMs = 500, sleep = defaultSleep, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  let reported: ChainProgress = "sent";
  onProgress("sent");
  for (;;) {
    const progress = await readProgress(reader, signature, lastValidBlockHeight).catch((error: unknown) => {
      if (error instanceof PurchaseError) throw error;
      return null; // an RPC hiccup: the payment is out there, keep asking until the deadline
    });
    if (progress && progress !== reported) {
      reported = progress;
      onProgress(progress);
    }
    if (progress === "finalized") return;
    if (now() >= deadline) throw failure("timeout");
    await sleep(intervalMs);
  }
}

/** One look at the chain: the progress reached, or null while unseen. */
async function readProgress(reader: StatusReader, signature: string, lastValidBlockHeight: number): Promise<ChainProgress | null> {
  const { value } = await reader.getSignatureStatuses([signature], { searchTransactionHistory: false });
  const status = value[0];
  if (status?.err) throw failure("failed_onchain", JSON.stringify(status.err));
  if (status?.confirmationStatus === "finalized") return "finalized";
  if (status?.confirmationStatus === "confirmed") return "confirmed";
  // unseen and past its last valid block: it can never land, so nothing was charged
  if (!status && (await reader.getBlockHeight("confirmed")) > lastValidBlockHeight) {
    const recheck = await reader.getSignatureStatuses([signature], { searchTransactionHistory: true });
    if (!recheck.value[0]) throw failure("expired");
  }
  return null;
}
