// The free key by e-mail, end to end: a real SMTP server in-process
// (smtp-server) receives what nodemailer sends; the link is followed like a
// browser would (GET shows a button, the form POST shows the key once).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installedAppDatabase } from "@/server/app/testing/test-app";
import { startTestApp, type StartedTestApp } from "@/server/app/testing/test-app";
import { SCENARIOS } from "@/server/ledger";
import { requestFreeKey } from "@/server/services/access/access/free-key";
import { makeAccessContext } from "@/server/services/access/access/testing/access-harness";
import { captureLogs, findSecretsInDatabase, type LogCapture } from "@/server/services/access/access/testing/secret-audit";
import { expectMatchesOpenApi } from "@/server/testing/openapi";

type Handler = (request: Request) => Promise<Response>;
interface Mail {
  to: string;
  raw: string;
}

let testApp: StartedTestApp;
let smtp: SMTPServer;
const inbox: Mail[] = [];
let logs: LogCapture;
let routes: { request: Handler; confirmGet: Handler; confirmPost: Handler; balance: Handler; scan: Handler };
const secrets: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  // no TRUSTED_IP_HEADER: every anonymous caller shares one quota
  testApp = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, APP_BASE_URL: "https://cabal.example", FREE_KEY_MONTHLY_QUOTA: "2" });
  const confirm = (await import("@/app/api/free-key/confirm/route")) as { GET: Handler; POST: Handler };
  routes = {
    request: ((await import("@/app/api/free-key/route")) as { POST: Handler }).POST,
    confirmGet: confirm.GET,
    confirmPost: confirm.POST,
    balance: ((await import("@/app/api/key-balance/route")) as { GET: Handler }).GET,
    scan: ((await import("@/app/api/scan-cabal/route")) as unknown as { GET: Handler }).GET,
  };
  logs = captureLogs();
});

afterAll(async () => {
  logs?.restore();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await testApp?.close();
});

const askFor = (email: string) =>
  routes.request(new Request("https://cabal.example/api/free-key", { method: "POST", body: JSON.stringify({ email }), headers: { "content-type": "application/json" } }));

/** Decodes quoted-printable soft breaks and escapes, then finds the confirmation link. */
function linkIn(mail: Mail): URL {
  const text = mail.raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https:\/\/cabal\.example\/api\/free-key\/confirm\?token=[1-9A-HJ-NP-Za-km-z]+/.exec(text);
  if (!match) throw new Error(`no link in the mail:\n${text}`);
  return new URL(match[0]);
}

async function waitForMail(count: number): Promise<Mail> {
  for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 20));
  expect(inbox.length).toBe(count);
  return inbox[count - 1];
}

const postForm = (token: string) =>
  routes.confirmPost(new Request("https://cabal.example/api/free-key/confirm", { method: "POST", body: new URLSearchParams({ token }).toString(), headers: { "content-type": "application/x-www-form-urlencoded" } }));
const balanceOf = (key: string) => routes.balance(new Request("https://cabal.example/api/key-balance", { headers: { "x-api-key": key } }));

describe("a free key by e-mail", () => {
  let firstKey = "";

  it("mails a confirmation link (never a key); the link's page only offers a button", async () => {
    const response = await askFor("Alice+scanner@Example.com");
    expect(response.status).toBe(202);
    await expectMatchesOpenApi(response, "post", "/api/free-key");
    const mail = await waitForMail(1);
    expect(mail.to.toLowerCase()).toBe("alice+scanner@example.com"); // sent to the address as given (SMTP lower-cases the domain)
    expect(mail.raw).not.toContain("ch_live_");
    const link = linkIn(mail);
    secrets.push(link.searchParams.get("token")!);
    for (let i = 0; i < 2; i++) {
      const page = await routes.confirmGet(new Request(link));
      expect(page.status).toBe(200);
      await expectMatchesOpenApi(page, "get", "/api/free-key/confirm");
      expect(page.headers.get("referrer-policy")).toBe("no-referrer");
      const html = await page.text();
      expect(html).toContain('<form method="post" action="/api/free-key/confirm">');
      expect(html).not.toContain("ch_live_");
    }
  });

  it("the form POST creates the key and shows it once; the key has the free quota and no launches", async () => {
    const token = linkIn(inbox[0]).searchParams.get("token")!;
    const page = await postForm(token);
    expect([page.status, page.headers.get("cache-control")]).toEqual([201, "no-store"]);
    await expectMatchesOpenApi(page, "post", "/api/free-key/confirm");
    firstKey = /ch_live_[1-9A-HJ-NP-Za-km-z]+_[1-9A-HJ-NP-Za-km-z]+/.exec(await page.text())![0];
    secrets.push(firstKey);
    expect(await (await balanceOf(firstKey)).json()).toMatchObject({ plan: "free", scans_remaining: 2 });
    const scan = await routes.scan(new Request(`https://cabal.example/api/scan-cabal?mintAddress=${SCENARIOS[1].mint}`, { headers: { "x-api-key": firstKey } }));
    expect(scan.status).toBe(200);
    await expectMatchesOpenApi(scan, "get", "/api/scan-cabal");
    expect(scan.headers.get("x-free-queries-remaining")).toBe("1");
    const report = (await scan.json()) as { deployer: object; free_queries_remaining: number; warning?: string };
    expect(report.deployer).not.toHaveProperty("launches");
    expect(report.free_queries_remaining).toBe(1);
    expect(report.warning).toMatch(/1 free scans remain/);
    const reused = await postForm(token);
    expect(reused.status).toBe(404);
    await expectMatchesOpenApi(reused, "post", "/api/free-key/confirm");
    expect(await reused.text()).toContain("already used");
  });

  it("confirming the same mailbox again replaces the key and keeps the month's usage", async () => {
    expect((await askFor("alice@example.com")).status).toBe(202);
    const token = linkIn(await waitForMail(2)).searchParams.get("token")!;
    secrets.push(token);
    const response = await routes.confirmPost(
      new Request("https://cabal.example/api/free-key/confirm", { method: "POST", body: JSON.stringify({ token }), headers: { "content-type": "application/json" } }),
    );
    expect(response.status).toBe(201);
    await expectMatchesOpenApi(response, "post", "/api/free-key/confirm");
    const body = (await response.json()) as { api_key: string; created: boolean };
    secrets.push(body.api_key);
    expect(body.created).toBe(false);
    expect((await balanceOf(firstKey)).status).toBe(401);
    expect(await (await balanceOf(body.api_key)).json()).toMatchObject({ plan: "free", scans_remaining: 1 });
  });

  it("refuses a malformed address, and answers 503 when no SMTP server is configured", async () => {
    const invalid = await askFor("not-an-address");
    expect(invalid.status).toBe(400);
    await expectMatchesOpenApi(invalid, "post", "/api/free-key");
    const noMail = makeAccessContext(null as never, {}, { mailer: null });
    await expect(requestFreeKey(noMail, { email: "a@b.co", clientSubject: "x" })).rejects.toMatchObject({ status: 503, code: "not_configured" });
  });

  it("limits confirmation e-mails per client (429 with Retry-After)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await askFor(`bob${i}@example.com`)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it("stores no key or link token in clear, and logs neither", async () => {
    const db = await installedAppDatabase();
    expect(secrets).toHaveLength(4);
    expect(await findSecretsInDatabase(db.prisma, secrets)).toEqual([]);
    expect(logs.leaked(secrets)).toEqual([]);
  });
});
