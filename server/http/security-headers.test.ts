import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { config, proxy } from "@/proxy";

function scriptSrc(csp: string): string {
  return csp.split(";").map((part) => part.trim()).find((part) => part.startsWith("script-src")) ?? "";
}

describe("page security headers (proxy.ts)", () => {
  it("gives every page request a fresh nonce CSP without unsafe-inline scripts, on the answer and for Next's renderer", () => {
    const first = proxy(new NextRequest("http://localhost:3000/token/abc"));
    const second = proxy(new NextRequest("http://localhost:3000/token/abc"));
    const csp = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(scriptSrc(csp)).toContain("'strict-dynamic'");
    expect(scriptSrc(csp)).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    // NextResponse.next({ request: { headers } }) forwards request headers this way
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("lets /verify, and only /verify, read transactions from any https RPC its visitor names", () => {
    const connect = (path: string) => (proxy(new NextRequest(`http://localhost:3000${path}`)).headers.get("content-security-policy") ?? "").split(";").find((part) => part.trim().startsWith("connect-src")) ?? "";
    expect(connect("/verify").split(" ")).toContain("https:");
    expect(connect("/token/abc").split(" ")).not.toContain("https:");
  });

  it("sends HSTS only when the request came over https", () => {
    expect(proxy(new NextRequest("http://localhost:3000/")).headers.has("strict-transport-security")).toBe(false);
    expect(proxy(new NextRequest("https://cabal.example/")).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    const proxied = new NextRequest("http://localhost:3000/", { headers: { "x-forwarded-proto": "https" } });
    expect(proxy(proxied).headers.has("strict-transport-security")).toBe(true);
  });

  it("runs on pages, not on API routes or static files", () => {
    const source = new RegExp(`^${config.matcher[0].source}$`);
    expect(source.test("/token/abc")).toBe(true);
    expect(source.test("/")).toBe(true);
    expect(source.test("/api/scan-cabal")).toBe(false);
    expect(source.test("/widget.js")).toBe(false);
    expect(source.test("/_next/static/chunks/app.js")).toBe(false);
  });
});

describe("route and static-file headers (next.config.ts)", () => {
  it("every path gets nosniff, a referrer policy and no framing; API answers a deny-everything CSP; HSTS only over https", async () => {
    const rules = await nextConfig.headers!();
    const all = rules.find((rule) => rule.source === "/:path*" && !rule.has);
    expect(all?.headers).toEqual(expect.arrayContaining([{ key: "X-Content-Type-Options", value: "nosniff" }, { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" }]));
    const api = rules.find((rule) => rule.source === "/api/:path*");
    expect(api?.headers[0].value).toContain("default-src 'none'");
    // the free-key confirmation page posts its form to itself: a later rule, so it wins over the API's
    const confirm = rules.findIndex((rule) => rule.source === "/api/free-key/confirm");
    expect(confirm).toBeGreaterThan(rules.indexOf(api!));
    expect(rules[confirm].headers[0].value).toContain("form-action 'self'");
    const hsts = rules.find((rule) => rule.headers.some((h) => h.key === "Strict-Transport-Security"));
    expect(hsts?.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
  });
});
