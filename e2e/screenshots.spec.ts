// Every page at a laptop and a phone width, kept in test-results/screenshots/.
import { expect, keepScreenshot, LAPTOP, PHONE, test } from "@/e2e/fixtures";

const SIZES = { laptop: LAPTOP, phone: PHONE };

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`pages at ${size} width`, () => {
    test.use({ viewport });

    test(`home, report, map, badge, pricing and key pages (${size})`, async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("demo-tokens")).toBeVisible();
      const mint = await page.getByTestId("demo-token").filter({ hasText: "Holders sharing a funder two hops back" }).getAttribute("data-mint");
      await expect(page.getByTestId("recent-scans")).not.toContainText("Loading");
      await keepScreenshot(page, `home-${size}`);

      await page.goto(`/token/${mint}`);
      await expect(page.getByTestId("recommendation")).toBeVisible();
      await keepScreenshot(page, `token-${size}`);

      await page.goto(`/map?mint=${mint}`);
      await expect(page.getByTestId("map-stage")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
      await keepScreenshot(page, `map-${size}`);

      await page.goto(`/map?mint=${mint}&view=2d`);
      await expect(page.getByTestId("map-2d")).toBeVisible();
      await keepScreenshot(page, `map-2d-${size}`);

      await page.goto("/widget-demo");
      await expect(page.getByTestId("badge").first()).toHaveAttribute("data-state", "ready");
      await keepScreenshot(page, `widget-demo-${size}`);

      await page.goto("/pricing");
      await expect(page.getByTestId("plan").first()).toBeVisible();
      await keepScreenshot(page, `pricing-${size}`);

      await page.goto("/keys");
      await expect(page.getByTestId("key-panel")).toBeVisible();
      await keepScreenshot(page, `keys-${size}`);
    });
  });
}
