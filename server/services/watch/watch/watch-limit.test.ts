// decisions.md: at most 10 watches per free key, 100 per paid key; past that a
// 403 whose details name the reason (watch_limit) and the limit.
import { afterAll, beforeAll, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";
import { ApiError } from "@/server/http/api-error";
import { createTestClock, createTestKey, createTestWatchContext } from "@/server/services/watch/watch/testing/watch-harness";
import { registerWatch } from "@/server/services/watch/watch/watch-service";

const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";
let test: TestDatabase;

beforeAll(async () => void (test = await openTestDatabase("pglite")));
afterAll(() => test?.close());

it.each([
  ["free", 10],
  ["payg", 100],
] as const)("a %s key may hold %i watches; the next is a 403 with reason watch_limit", async (plan, limit) => {
  const ctx = createTestWatchContext(test.db, "http://127.0.0.1:1", createTestClock());
  const key = await createTestKey(test.db, plan);
  for (let i = 0; i < limit; i++) await registerWatch(ctx, key, { mint: MINT, email: `w${i}@example.com` });
  const refused = await registerWatch(ctx, key, { mint: MINT, email: "one-more@example.com" }).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(ApiError);
  expect((refused as ApiError).status).toBe(403);
  expect((refused as ApiError).details).toMatchObject({ reason: "watch_limit", limit });
}, 60_000);
