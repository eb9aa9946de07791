// /api/watch/confirm through the route handlers on a throwaway PostgreSQL
// database, with the e-mail caught by an injected mailer and the app's clock
// driven by the test: an e-mail watch answers email_status
// "pending_confirmation" and mails one link; the link's page (GET) only offers
// a button; the form POST confirms; a used or expired token is 404 not_found
// with the documented body.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createApiKey } from "@/server/platform/db/api-keys";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { routeOnThrowawayDatabase } from "@/server/app/testing/route-harness";
import type { MailMessage } from "@/server/services/access/access/mailer";
import { issueApiKey } from "@/server/services/access/access/secrets";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
type Routes = { watch: { POST: Handler; GET: Handler }; confirm: { GET: Handler; POST: Handler } };

const mails: MailMessage[] = [];
let nowMs = Date.now();
const harness = routeOnThrowawayDatabase<Routes>(
  async () => ({ watch: await import("@/app/api/watch/route"), confirm: await import("@/app/api/watch/confirm/route") }),
  { WEBHOOK_SECRET_KEY: "11".repeat(32), WATCHER: "off", APP_BASE_URL: "https://cabal.example" },
  { now: () => new Date(nowMs), access: { mailer: { send: async (m) => void mails.push(m) } } },
);
const MINT = "38tEXU5VJ9mfUt4jbR8CCyMzUppgfzUYgz2gp71ZoNs4";
const NOT_FOUND = { code: "not_found", message: "This confirmation link is invalid, already used, or expired. Register the watch again for a new link." };

async function newKey(): Promise<string> {
  const db = await installedAppDatabase();
  const issued = issueApiKey();
  await createApiKey(db.prisma, { id: randomUUID(), shortToken: issued.shortToken, secretHash: issued.secretHash, plan: "free" });
  return issued.plaintext;
}

const register = (key: string, email: string) =>
  harness.route().watch.POST(new Request("https://cabal.example/api/watch", { method: "POST", headers: { "content-type": "application/json", "x-api-key": key }, body: JSON.stringify({ mint: MINT, email }) }));
const list = (key: string) => harness.route().watch.GET(new Request("https://cabal.example/api/watch", { headers: { "x-api-key": key } }));
const confirmJson = (token: string) =>
  harness.route().confirm.POST(new Request("https://cabal.example/api/watch/confirm", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) }));
const confirmForm = (token: string) =>
  harness
    .route()
    .confirm.POST(new Request("https://cabal.example/api/watch/confirm", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ token }).toString() }));
const linkIn = (mail: MailMessage) => new URL(/https:\/\/cabal\.example\/api\/watch\/confirm\?token=[1-9A-HJ-NP-Za-km-z]+/.exec(mail.text)![0]);

describe("/api/watch/confirm", () => {
  it("registers an e-mail watch as pending, mails one link whose page only offers a button, and the form post confirms it", async () => {
    const key = await newKey();
    const registered = await register(key, "trader@example.com");
    expect(registered.status).toBe(200);
    await expectMatchesOpenApi(registered, "post", "/api/watch");
    expect(await registered.json()).toMatchObject({ email: "trader@example.com", email_status: "pending_confirmation" });
    expect(mails.map((m) => m.to)).toEqual(["trader@example.com"]);
    const link = linkIn(mails[0]);

    const page = await harness.route().confirm.GET(new Request(link));
    expect([page.status, page.headers.get("referrer-policy")]).toEqual([200, "no-referrer"]);
    await expectMatchesOpenApi(page, "get", "/api/watch/confirm");
    expect(await page.text()).toContain('<form method="post" action="/api/watch/confirm">');
    // the GET confirmed nothing
    expect((await (await list(key)).json()).watches[0]).toMatchObject({ email_status: "pending_confirmation" });

    const confirmed = await confirmForm(link.searchParams.get("token")!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("trader@example.com");
    const listed = await list(key);
    await expectMatchesOpenApi(listed, "get", "/api/watch");
    expect((await listed.json()).watches[0]).toMatchObject({ email: "trader@example.com", email_status: "confirmed" });
  });

  it("answers a reused token and an expired one 404 { error: { code: not_found } }, and confirms by JSON", async () => {
    const key = await newKey();
    await register(key, "json@example.com");
    const token = linkIn(mails.at(-1)!).searchParams.get("token")!;
    const first = await confirmJson(token);
    expect(first.status).toBe(200);
    await expectMatchesOpenApi(first, "post", "/api/watch/confirm");
    expect(await first.json()).toMatchObject({ status: "confirmed", email: "json@example.com" });

    const reused = await confirmJson(token);
    expect(reused.status).toBe(404);
    await expectMatchesOpenApi(reused, "post", "/api/watch/confirm");
    expect((await reused.json()).error).toMatchObject(NOT_FOUND);

    await register(key, "slow@example.com");
    const late = linkIn(mails.at(-1)!).searchParams.get("token")!;
    nowMs += 24 * 3600 * 1000 + 1;
    const expired = await confirmJson(late);
    expect(expired.status).toBe(404);
    expect((await expired.json()).error).toMatchObject(NOT_FOUND);
    // the page form gets the same refusal as a page
    const expiredPage = await confirmForm(late);
    expect(expiredPage.status).toBe(404);
    expect(await expiredPage.text()).toContain("already used, or expired");

    expect((await confirmJson("0OIl")).status).toBe(400);
  });
});
