import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendWebhook } from "@/server/services/watch/webhooks/send-webhook";
import { ipv6Groups } from "@/server/services/watch/webhooks/address-policy";
import { SsrfError, vetWebhookTarget, type Resolver } from "@/server/services/watch/webhooks/ssrf-guard";

// A fake DNS: names used below and what they "resolve" to.
const DNS: Record<string, string[]> = {
  "hooks.example.com": ["93.184.216.34"],
  "to-loopback.example": ["127.0.0.1"],
  "to-private.example": ["10.1.2.3"],
  "to-cgnat.example": ["100.64.1.1"],
  "to-metadata.example": ["169.254.169.254"],
  "to-ula.example": ["fd00:ec2::254"],
  "to-mapped.example": ["::ffff:127.0.0.1"],
  "mixed.example": ["93.184.216.34", "192.168.1.10"],
  "to-v6-public.example": ["2606:4700::1111"],
  // v4 carried inside v6, and spelled the long way (a resolver need not answer canonically)
  "to-mapped-long.example": ["0:0:0:0:0:ffff:7f00:1"],
  "to-translated.example": ["::ffff:0:a00:1"],
  "to-6to4-private.example": ["2002:c0a8:101::1"],
  "to-teredo-loopback.example": ["2001:0:4136:e378:8000:63bf:80ff:fffe"],
  "to-azure-wireserver.example": ["168.63.129.16"],
};
const fakeResolver: Resolver = async (name) => {
  const answers = DNS[name];
  if (!answers) throw new Error("ENOTFOUND");
  return answers.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
};

const strict = { allowPrivate: false };

async function reasonFor(url: string, options = strict): Promise<string> {
  try {
    await vetWebhookTarget(url, options, fakeResolver);
    return "allowed";
  } catch (error) {
    if (error instanceof SsrfError) return error.reason;
    throw error;
  }
}

describe("vetWebhookTarget (strict)", () => {
  it.each([
    ["https://hooks.example.com/cb", "allowed"],
    ["https://to-v6-public.example/cb", "allowed"],
    ["https://[2606:4700::1111]/cb", "allowed"],
    ["http://hooks.example.com/cb", "scheme_not_allowed"],
    ["ftp://hooks.example.com/cb", "scheme_not_allowed"],
    ["file:///etc/passwd", "scheme_not_allowed"],
    ["not a url", "invalid_url"],
    ["https://user:pw@hooks.example.com/", "credentials_in_url"],
    ["https://hooks.example.com:443/cb", "allowed"],
    ["https://hooks.example.com:8080/cb", "port_not_allowed"],
    ["https://hooks.example.com:22/cb", "port_not_allowed"],
    ["https://localhost/", "blocked_host"],
    ["https://LOCALHOST./", "blocked_host"],
    ["https://api.localhost/", "blocked_host"],
    ["https://metadata.google.internal/computeMetadata/v1/", "blocked_host"],
    ["https://db.corp.internal/", "blocked_host"],
    // private, loopback, link-local, CGNAT, metadata, reserved
    ["https://127.0.0.1/", "blocked_address"],
    ["https://127.1.2.3/", "blocked_address"],
    ["https://10.0.0.1/", "blocked_address"],
    ["https://172.16.5.4/", "blocked_address"],
    ["https://192.168.0.1/", "blocked_address"],
    ["https://169.254.169.254/latest/meta-data/", "blocked_address"],
    ["https://169.254.1.1/", "blocked_address"],
    ["https://100.64.0.1/", "blocked_address"],
    ["https://100.127.255.254/", "blocked_address"],
    ["https://0.0.0.0/", "blocked_address"],
    ["https://224.0.0.1/", "blocked_address"],
    ["https://255.255.255.255/", "blocked_address"],
    // IPv6: loopback, unspecified, unique-local, link-local, metadata, IPv4-mapped, NAT64
    ["https://[::1]/", "blocked_address"],
    ["https://[::]/", "blocked_address"],
    ["https://[fd12:3456::1]/", "blocked_address"],
    ["https://[fc00::1]/", "blocked_address"],
    ["https://[fe80::1]/", "blocked_address"],
    ["https://[fd00:ec2::254]/", "blocked_address"],
    ["https://[::ffff:127.0.0.1]/", "blocked_address"],
    ["https://[::ffff:8.8.8.8]/", "blocked_address"],
    ["https://[::ffff:a9fe:a9fe]/", "blocked_address"],
    ["https://[64:ff9b::7f00:1]/", "blocked_address"],
    // decimal / octal / hex spellings of 127.0.0.1 (and a public one: still refused)
    ["https://2130706433/", "ip_spelling"],
    ["https://0177.0.0.1/", "ip_spelling"],
    ["https://0x7f.1/", "ip_spelling"],
    ["https://0x7f000001/", "ip_spelling"],
    ["https://127.1/", "ip_spelling"],
    ["https://017700000001/", "ip_spelling"],
    ["https://1572395042/", "ip_spelling"],
    // names resolving to forbidden addresses
    ["https://to-loopback.example/", "blocked_address"],
    ["https://to-private.example/", "blocked_address"],
    ["https://to-cgnat.example/", "blocked_address"],
    ["https://to-metadata.example/", "blocked_address"],
    ["https://to-ula.example/", "blocked_address"],
    ["https://to-mapped.example/", "blocked_address"],
    ["https://mixed.example/", "blocked_address"],
    ["https://nowhere.example/", "unresolvable"],
  ])("%s -> %s", async (url, expected) => {
    expect(await reasonFor(url)).toBe(expected);
  });
});

describe("vetWebhookTarget: IPv4 inside IPv6, and cloud metadata (issue 18 item 12)", () => {
  it.each([
    // IPv4-translated ::ffff:0:0:0/96 (RFC 2765): refused whatever it carries
    ["https://[::ffff:0:7f00:1]/", "blocked_address"],
    ["https://[::ffff:0:808:808]/", "blocked_address"],
    // IPv4-compatible ::/96
    ["https://[::7f00:1]/", "blocked_address"],
    ["https://[::a9fe:a9fe]/", "blocked_address"],
    // 6to4 2002::/16 around a private, loopback or metadata IPv4
    ["https://[2002:7f00:1::]/", "blocked_address"],
    ["https://[2002:a00:1::1]/", "blocked_address"],
    ["https://[2002:a9fe:a9fe::1]/", "blocked_address"],
    ["https://[2002:808:808::1]/", "allowed"],
    // Teredo 2001::/32: server IPv4 in bits 32-63, client IPv4 inverted in bits 96-127
    ["https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", "blocked_address"],
    ["https://[2001:0:a00:1:8000:63bf:f7f7:f7f7]/", "blocked_address"],
    ["https://[2001:0:4136:e378:8000:63bf:f7f7:f7f7]/", "allowed"],
    // NAT64 64:ff9b::/96 around private targets
    ["https://[64:ff9b::a00:1]/", "blocked_address"],
    ["https://[64:ff9b::a9fe:a9fe]/", "blocked_address"],
    // cloud metadata: AWS/GCP/Azure IMDS and Azure's WireServer (a public-range address)
    ["https://169.254.169.254/", "blocked_address"],
    ["https://168.63.129.16/", "blocked_address"],
    ["https://to-azure-wireserver.example/", "blocked_address"],
    // resolver answers in non-canonical or embedded forms
    ["https://to-mapped-long.example/", "blocked_address"],
    ["https://to-translated.example/", "blocked_address"],
    ["https://to-6to4-private.example/", "blocked_address"],
    ["https://to-teredo-loopback.example/", "blocked_address"],
  ])("%s -> %s", async (url, expected) => {
    expect(await reasonFor(url)).toBe(expected);
  });

  it("keeps refusing metadata and embedded loopback when private targets are allowed", async () => {
    const loose = { allowPrivate: true };
    expect(await reasonFor("http://168.63.129.16/", loose)).toBe("blocked_address");
    expect(await reasonFor("http://[2002:7f00:1::]/", loose)).toBe("blocked_address");
    expect(await reasonFor("http://[::ffff:0:7f00:1]/", loose)).toBe("blocked_address");
    expect(await reasonFor("http://to-teredo-loopback.example/", loose)).toBe("blocked_address");
  });
});

describe("vetWebhookTarget with WEBHOOK_ALLOW_PRIVATE_TARGETS", () => {
  const loose = { allowPrivate: true };
  it.each([
    ["http://127.0.0.1:8080/cb", "allowed"],
    ["http://[::1]:8080/cb", "allowed"],
    ["http://to-loopback.example/cb", "allowed"],
    // still refused: metadata, other private ranges, mapped forms, odd spellings
    ["http://169.254.169.254/", "blocked_address"],
    ["http://[fd00:ec2::254]/", "blocked_address"],
    ["http://10.0.0.1/", "blocked_address"],
    ["http://[::ffff:127.0.0.1]/", "blocked_address"],
    ["http://2130706433/", "ip_spelling"],
  ])("%s -> %s", async (url, expected) => {
    expect(await reasonFor(url, loose)).toBe(expected);
  });
});

describe("Standard Webhooks signing", () => {
  it("matches the specification's test vector", async () => {
    const { Webhook } = await import("standardwebhooks");
    const signature = new Webhook("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw").sign("msg_p5jXN8AQM9LWM0D4loKWxJek", new Date(1614265330 * 1000), '{"test": 2432232314}');
    expect(signature).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  });
});

describe("sendWebhook", () => {
  let server: Server;
  let port: number;
  const seen: Array<{ path: string; body: string }> = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        seen.push({ path: req.url ?? "", body });
        if (req.url === "/redirect") return void res.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" }).end();
        if (req.url === "/big") return void res.writeHead(200).end("x".repeat(10_000));
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("connects to the vetted address of a name, not a second DNS answer", async () => {
    const outcome = await sendWebhook(
      { url: `http://to-loopback.example:${port}/ok`, body: "{}", headers: {} },
      { allowPrivate: true, resolve: fakeResolver },
    );
    expect(outcome).toMatchObject({ ok: true, status: 204 });
    expect(seen.at(-1)?.path).toBe("/ok");
  });

  it("does not follow a redirect", async () => {
    const before = seen.length;
    const outcome = await sendWebhook({ url: `http://127.0.0.1:${port}/redirect`, body: "{}", headers: {} }, { allowPrivate: true });
    expect(outcome).toMatchObject({ ok: false, status: 302 });
    expect(seen.length).toBe(before + 1);
  });

  it("keeps at most 1 kB of the answer", async () => {
    const outcome = await sendWebhook({ url: `http://127.0.0.1:${port}/big`, body: "{}", headers: {} }, { allowPrivate: true });
    expect(outcome.ok).toBe(true);
    expect(Buffer.byteLength(outcome.response)).toBe(1024);
  });

  it("refuses a loopback target at send time when private targets are off", async () => {
    const before = seen.length;
    const outcome = await sendWebhook({ url: `https://to-loopback.example:${port}/ok`, body: "{}", headers: {} }, { allowPrivate: false, resolve: fakeResolver });
    expect(outcome).toMatchObject({ ok: false, status: null });
    expect(outcome.response).toMatch(/^refused/);
    expect(seen.length).toBe(before);
  });
});

describe("ipv6Groups", () => {
  it.each([
    ["::1", [0, 0, 0, 0, 0, 0, 0, 1]],
    ["0:0:0:0:0:ffff:7f00:1", [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ["::ffff:127.0.0.1", [0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]],
    ["fe80::1%eth0", [0xfe80, 0, 0, 0, 0, 0, 0, 1]],
    ["2002:a00:1::", [0x2002, 0xa00, 1, 0, 0, 0, 0, 0]],
  ])("%s", (address, groups) => expect(ipv6Groups(address)).toEqual(groups));

  it.each(["1::2::3", "1:2:3:4:5:6:7:8:9", "12345::", "g::1", "1:2:3"])("refuses %s", (address) => expect(ipv6Groups(address)).toBeNull());
});
