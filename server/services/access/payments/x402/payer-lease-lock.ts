// The per-payer lock shared by every instance: first this process's queue
// (no database round trips between its own settlements), then the payer's
// lease row in PostgreSQL. A wallet's second payment waits for the first to
// confirm; past LEASE_WAIT_MS it is 429 (retry), never settled in parallel.
import { randomBytes } from "node:crypto";
import { releasePayerLease, takePayerLease } from "@/server/platform/db/x402-payer-leases";
import type { Db } from "@/server/platform/db/usage-counters";
import { ApiError } from "@/server/http/api-error";
import { createPayerLock, type PayerLock } from "@/server/services/access/payments/x402/settlement-guard";

/** A settlement (verify, sign, send, confirm) takes about a second; a dead holder's lease frees itself after this. */
const LEASE_SECONDS = 30;
/** How long a payment waits for the same wallet's previous one before 429. */
const LEASE_WAIT_MS = 10_000;
const POLL_MS = 100;

export function createPayerLeaseLock(database: () => Promise<Db>): PayerLock {
  const local = createPayerLock();
  const holder = `${process.pid}:${randomBytes(6).toString("hex")}`;
  return {
    run: (payer, fn) =>
      local.run(payer, async () => {
        const db = await database();
        const deadline = Date.now() + LEASE_WAIT_MS;
        while (!(await takePayerLease(db, { payer, holder, seconds: LEASE_SECONDS }))) {
          if (Date.now() > deadline) {
            throw new ApiError("rate_limited", "Another payment from this wallet is being settled; retry in a moment.", { headers: { "Retry-After": "2" } });
          }
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
        try {
          return await fn();
        } finally {
          await releasePayerLease(db, { payer, holder }).catch(() => undefined); // it expires by itself otherwise
        }
      }),
  };
}
