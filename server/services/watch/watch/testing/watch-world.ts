// Test support: the world a watch test runs in (a migrated database, a webhook
// receiver and, when asked, the embedded ledger confirming at once), set up
// before the file's tests and closed after them. Getters, because the pieces
// exist only once beforeAll has run.
import { afterAll, beforeAll } from "vitest";
import type { Database } from "@/server/platform/db/client";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { buildLedgerWorld, startLedgerServer, type LedgerServer } from "@/server/ledger";
import { startReceiver, type Receiver } from "@/server/services/watch/watch/testing/watch-harness";

export interface WatchWorld {
  readonly db: Database;
  readonly receiver: Receiver;
  /** only with `ledger: true` */
  readonly ledger: LedgerServer;
}

export function setUpWatchWorld(options: { database: "postgres" | "pglite"; ledger?: boolean }): WatchWorld {
  let test: TestDatabase | undefined;
  let receiver: Receiver | undefined;
  let ledger: LedgerServer | undefined;
  beforeAll(async () => {
    if (options.ledger) {
      ledger = await startLedgerServer({ port: 0, world: buildLedgerWorld(), wsOnNextPort: false });
      ledger.controls.configure({ confirmationDelayMs: 0, finalityDelayMs: 0 });
    }
    test = await openTestDatabase(options.database);
    receiver = await startReceiver();
  }, 120_000);
  afterAll(async () => {
    await receiver?.close();
    await test?.close();
    await ledger?.close();
  });
  const ready = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`watch world: ${name} is not set up (read it inside a test)`);
    return value;
  };
  return {
    get db() {
      return ready(test, "database").db;
    },
    get receiver() {
      return ready(receiver, "receiver");
    },
    get ledger() {
      return ready(ledger, "ledger (setUpWatchWorld({ ledger: true }))");
    },
  };
}
