import { createServer, type Server } from "node:http";
import { expect, test } from "@/e2e/fixtures";

test.describe("badge widget", () => {
  test("renders a live verdict badge into every .cabal-hunter-badge on the demo page", async ({ page }) => {
    await page.goto("/widget-demo");
    const badges = page.getByTestId("badge");
    const count = await badges.count();
    expect(count).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < count; i++) {
      await expect(badges.nth(i)).toHaveAttribute("data-state", "ready");
      // the verdict lives in the badge's shadow root (Playwright's CSS pierces open shadow roots)
      await expect(badges.nth(i).locator(".verdict")).toHaveText(/^(SAFE|REVIEW|AVOID)$/);
    }
    const recommendation = await badges.first().getAttribute("data-recommendation");
    await expect(badges.first().locator("a.badge")).toHaveAttribute("href", /\/token\/[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(["SAFE", "REVIEW", "AVOID"]).toContain(recommendation);
  });

  test("the demo page asks one scan per distinct mint, not one per badge, and a reload is answered from the stored reports", async ({ page }) => {
    const asked: string[] = [];
    const sources: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/scan-cabal?mintAddress=")) asked.push(new URL(request.url()).searchParams.get("mintAddress")!);
    });
    page.on("response", async (response) => {
      if (response.url().includes("/api/scan-cabal?mintAddress=")) sources.push(((await response.json()) as { source: string }).source);
    });
    await page.goto("/widget-demo");
    const badges = page.getByTestId("badge");
    for (let i = 0; i < (await badges.count()); i++) await expect(badges.nth(i)).toHaveAttribute("data-state", "ready");
    const mints = await badges.evaluateAll((els) => els.map((el) => el.getAttribute("data-mint")));
    expect(mints.length).toBeGreaterThan(new Set(mints).size);
    expect(asked.sort()).toEqual([...new Set(mints)].sort());

    asked.length = 0;
    sources.length = 0;
    await page.reload();
    for (let i = 0; i < (await badges.count()); i++) await expect(badges.nth(i)).toHaveAttribute("data-state", "ready");
    expect(asked).toHaveLength(new Set(mints).size);
    await expect.poll(() => sources.length).toBe(asked.length);
    expect(new Set(sources)).toEqual(new Set(["pre_indexed"]));
  });

  test("re-scans no more often than every 60 seconds, whatever data-refresh asks", async ({ page }) => {
    await page.clock.install();
    await page.goto("/widget-demo");
    const badges = page.getByTestId("badge");
    const mint = await badges.first().getAttribute("data-mint");
    // the page's own badges scan first; count only what the added badge asks for
    for (let i = 0; i < (await badges.count()); i++) await expect(badges.nth(i)).toHaveAttribute("data-state", "ready");
    const scans: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(`/api/scan-cabal?mintAddress=${mint}`)) scans.push(request.url());
    });
    await page.evaluate((m) => {
      const el = document.createElement("div");
      el.className = "cabal-hunter-badge";
      el.dataset.mint = m!;
      el.dataset.refresh = "5";
      el.id = "fast-badge";
      document.body.appendChild(el);
    }, mint);
    await expect(page.locator("#fast-badge")).toHaveAttribute("data-state", "ready");
    expect(scans).toHaveLength(1);
    await page.clock.runFor(55_000);
    expect(scans).toHaveLength(1);
    await page.clock.runFor(6_000);
    await expect.poll(() => scans.length).toBe(2);
  });

  test.describe("on another site", () => {
    // a real second origin on loopback (Chromium keeps pages it cannot place on the network,
    // like page.route fulfilments, from loading loopback resources): its fetches to the app are
    // cross-origin, so the badge only renders if the scan endpoint answers CORS
    const PARTNER_PORT = 3101;
    const PARTNER = `http://127.0.0.1:${PARTNER_PORT}`;
    let partner: Server;
    let partnerHtml = "";
    test.use({ thirdPartyOrigin: PARTNER });
    test.beforeAll(async () => {
      partner = createServer((request, response) => {
        response.writeHead(request.url === "/" ? 200 : 404, { "Content-Type": "text/html" }).end(request.url === "/" ? partnerHtml : "");
      });
      await new Promise<void>((resolve) => partner.listen(PARTNER_PORT, "127.0.0.1", resolve));
    });
    test.afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

    test("renders on a third-party page through CORS, linking back to the full report", async ({ page, baseURL }) => {
      await page.goto("/widget-demo");
      const mint = await page.getByTestId("badge").first().getAttribute("data-mint");
      partnerHtml = `<!doctype html><html><head><link rel="icon" href="data:,"></head><body><h1>A launchpad</h1><div class="cabal-hunter-badge" data-mint="${mint}"></div><script src="${baseURL}/widget.js" async></script></body></html>`;
      await page.goto(`${PARTNER}/`);
      const badge = page.locator(".cabal-hunter-badge");
      await expect(badge).toHaveAttribute("data-state", "ready");
      await expect(badge.locator("a.badge")).toHaveAttribute("href", `${new URL(baseURL!).origin}/token/${mint}`);
    });
  });
});
