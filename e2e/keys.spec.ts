import { expect, keepScreenshot, test } from "./fixtures";

const UNKNOWN_KEY = "ch_live_1111111111111111_2222222222222222222222222222222222222222222";

test.describe("API key page", () => {
  // the unknown key is refused on purpose: Chromium logs those 401s itself
  test.use({ expectedHttpErrors: { "/api/key-balance": 401, "/api/scan-cabal/stream": 401 } });

  test("explains an unknown key clearly, and the dashboard explains it too until it is removed", async ({ page }) => {
    await page.goto("/keys");
    await page.getByLabel("API key").fill(UNKNOWN_KEY);
    await page.getByRole("button", { name: "Save & check" }).click();
    await expect(page.getByTestId("stored-key")).toContainText("ch_live_");
    await expect(page.getByTestId("key-error")).toContainText("This key is not recognised");
    await keepScreenshot(page, "journey-keys-unknown");

    // the saved key travels with scans, and its refusal is explained in words
    await page.goto("/");
    await page.getByTestId("demo-token").first().click();
    await expect(page.getByTestId("scan-error")).toContainText("Your saved API key was not accepted");

    await page.goto("/keys");
    await page.getByRole("button", { name: "Remove key" }).click();
    await expect(page.getByLabel("API key")).toBeVisible();
    await page.goto("/");
    await page.getByTestId("demo-token").first().click();
    await expect(page.getByTestId("recommendation")).toBeVisible();
  });
});
