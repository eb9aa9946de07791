import { expect, keepScreenshot, test } from "@/e2e/fixtures";

const UNKNOWN_KEY = "ch_live_1111111111111111_2222222222222222222222222222222222222222222";

test.describe("API key page", () => {
  // the unknown key is refused on purpose: Chromium logs those 401s itself
  test.use({ expectedHttpErrors: { "/api/key-balance": 401 } });

  test("never stores a key the server refused: it explains why, and scans keep working on the free tier", async ({ page }) => {
    await page.goto("/keys");
    await page.getByLabel("API key").fill(UNKNOWN_KEY);
    await page.getByRole("button", { name: "Save & check" }).click();
    await expect(page.getByTestId("key-error")).toContainText("This key is not recognised: not saved");
    await expect(page.getByTestId("stored-key")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cabal-hunter.api-key"))).toBeNull();
    await keepScreenshot(page, "journey-keys-unknown");

    // nothing was saved, so the dashboard scans on the free tier and sends no key
    await page.goto("/");
    const scanned = page.waitForRequest((r) => r.url().includes("/api/scan-cabal/stream"));
    await page.getByTestId("demo-token").first().click();
    expect((await scanned).headers()["x-api-key"]).toBeUndefined();
    await expect(page.getByTestId("recommendation")).toBeVisible();
  });

  test("offers the free key by e-mail in a form", async ({ page }) => {
    await page.goto("/keys");
    const form = page.getByTestId("free-key-form");
    await expect(form.getByRole("heading", { name: "Get a free key by e-mail" })).toBeVisible();
    await expect(form.getByLabel("E-mail address")).toHaveAttribute("type", "email");
  });
});
