// Every POST route takes JSON only (a text/plain cross-site POST is 415) and
// stops reading a body at its limit: an endless chunked upload is 413. Both
// are decided before any database or upstream work, so no database is needed.
import { describe, expect, it } from "vitest";

type Post = (request: Request) => Promise<Response>;
const ROUTES: Record<string, () => Promise<{ POST: Post }>> = {
  "/api/scan-cabal": () => import("@/app/api/scan-cabal/route"),
  "/api/scan-batch": () => import("@/app/api/scan-batch/route"),
  "/api/buy-key/quote": () => import("@/app/api/buy-key/quote/route"),
  "/api/buy-key": () => import("@/app/api/buy-key/route"),
  "/api/free-key": () => import("@/app/api/free-key/route"),
  "/api/free-key/confirm": () => import("@/app/api/free-key/confirm/route"),
};

describe("POST bodies", () => {
  it.each(Object.keys(ROUTES))("%s refuses a text/plain body with 415 unsupported_media_type", async (path) => {
    const { POST } = await ROUTES[path]();
    const response = await POST(new Request(`https://cabal.example${path}`, { method: "POST", body: JSON.stringify({ mintAddress: "x" }), headers: { "content-type": "text/plain", "user-agent": "vitest" } }));
    expect(response.status).toBe(415);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unsupported_media_type");
  });

  it("an endless chunked upload to a scan is 413, read only up to the limit", async () => {
    const { POST } = await ROUTES["/api/scan-cabal"]();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const init = { method: "POST", body: endless, duplex: "half", headers: { "content-type": "application/json", "user-agent": "vitest" } };
    const response = await POST(new Request("https://cabal.example/api/scan-cabal", init as RequestInit));
    expect(response.status).toBe(413);
    // the default limit is 64 kB: about five 16 kB chunks, never the whole stream
    expect(pulled).toBeLessThan(12);
  });
});
