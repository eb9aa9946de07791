// Free keys at the service level: one key per mailbox (Gmail dots, googlemail,
// +tags), and a revoked free key is never revived by confirming the address
// again. Real PostgreSQL; the mailer is a list the test reads the links from.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findApiKeyById, revokeApiKey } from "@/server/platform/db/api-keys";
import type { MailMessage } from "@/server/services/access/access/mailer";
import { confirmFreeKey, normalizeEmail, requestFreeKey } from "@/server/services/access/access/free-key";
import { makeAccessContext } from "@/server/services/access/access/testing/access-harness";
import { openTestDatabase, type TestDatabase } from "@/server/platform/db/testing/test-databases";

let database: TestDatabase;
const sent: MailMessage[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const ctx = () => makeAccessContext(database.db, {}, { mailer: { send: async (message) => void sent.push(message) } });

async function confirmAddress(email: string, client: string) {
  await requestFreeKey(ctx(), { email, clientSubject: client });
  const token = /token=([1-9A-HJ-NP-Za-km-z]+)/.exec(sent[sent.length - 1].text)![1];
  return confirmFreeKey(ctx(), token);
}

describe("e-mail normalization", () => {
  it("treats Gmail dots, googlemail.com and +tags as one mailbox; other domains keep their dots", () => {
    expect(normalizeEmail("A.B+x@gmail.com")).toBe("ab@gmail.com");
    expect(normalizeEmail("ab@googlemail.com")).toBe("ab@gmail.com");
    expect(normalizeEmail(" Alice.Smith+news@Example.COM ")).toBe("alice.smith@example.com");
  });

  it("a.b+x@gmail.com and ab@googlemail.com get one key", async () => {
    const first = await confirmAddress("a.b+x@gmail.com", "c1");
    const second = await confirmAddress("ab@googlemail.com", "c2");
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    const rows = await database.db.prisma.apiKey.count({ where: { plan: "free" } });
    expect(rows).toBe(1);
  });
});

describe("revoked free keys", () => {
  it("confirming the address again does not revive a revoked key (403 key_revoked)", async () => {
    const first = await confirmAddress("carol@example.org", "c3");
    const row = await database.db.prisma.apiKey.findUniqueOrThrow({ where: { shortToken: first.keyId } });
    expect(await revokeApiKey(database.db.prisma, row.id, new Date())).toBe(true);
    await expect(confirmAddress("carol+again@example.org", "c4")).rejects.toMatchObject({ status: 403, details: { reason: "key_revoked" } });
    const after = await findApiKeyById(database.db.prisma, row.id);
    expect(after?.revokedAt).not.toBeNull();
    expect(after?.shortToken).toBe(first.keyId);
  });
});
