// Honest about quota (docs/decisions.md "Fair metering for people"): the page shows
// what is left, a reload of a token scanned a moment ago costs nothing, and
// the live progress speaks once per stage and once when the report arrives.
import type { Page } from "@playwright/test";
import { expect, test } from "@/e2e/fixtures";

async function mintOf(page: Page, title: string): Promise<string> {
  await page.goto("/map");
  return (await page.getByTestId("demo-token").filter({ hasText: title }).getAttribute("data-mint"))!;
}

/** Opens the token page and answers the remaining free scans its scan answer carried. */
async function viewToken(page: Page, mint: string, reload = false): Promise<number> {
  const answered = page.waitForResponse((r) => r.url().includes("/api/scan-cabal/stream"));
  if (reload) await page.reload();
  else await page.goto(`/token/${mint}`);
  const remaining = Number((await answered).headers()["x-free-queries-remaining"]);
  await expect(page.getByTestId("recommendation")).toBeVisible();
  await expect(page.getByTestId("quota-status")).toContainText(`${remaining.toLocaleString("en-US")} free scans left this month`);
  return remaining;
}

test.describe("fair metering on the pages", () => {
  test("reloading a token page within the cache TTL spends one scan, not one per view, and the page shows what is left", async ({ page }) => {
    const mint = await mintOf(page, "Token-2022 inert extensions");
    const counts = [await viewToken(page, mint)];
    await expect(page.getByTestId("token-title")).not.toBeEmpty();
    // other journeys scan from the same address in parallel: a reload that is free shows the same
    // count as the view before it at least once in a few tries; a charged reload never does
    for (let i = 0; i < 4 && counts.at(-1) !== counts.at(-2); i++) {
      counts.push(await viewToken(page, mint, true));
      await expect(page.getByTestId("report-source")).toContainText("stored report · from a scan");
    }
    expect(counts.at(-1), `free scans left after each view: ${counts.join(", ")}`).toBe(counts.at(-2));
  });

  test("the progress is announced once per stage and once when the report arrives, never per timer tick", async ({ page }) => {
    const mint = await mintOf(page, "Busy token (1,500+ signatures)");
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { __said: string[] }).__said = said;
      new MutationObserver(() => {
        const text = document.querySelector("[data-testid=scan-announcer]")?.textContent ?? "";
        if (text && said.at(-1) !== text) said.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/token/${mint}`);
    await expect(page.getByTestId("recommendation")).toBeVisible();
    // a live trace of the same token streams every stage
    await page.getByRole("button", { name: "Rescan live" }).click();
    await expect(page.getByTestId("scan-progress")).toBeVisible();
    await expect(page.getByTestId("recommendation")).toBeVisible({ timeout: 30_000 });
    const said = await page.evaluate(() => (window as unknown as { __said: string[] }).__said);
    expect(said.at(-1)).toMatch(/^Report ready: (AVOID|REVIEW|SAFE), cabal score \d+ of 100\.$/);
    // at most: started, six stages, the report (twice over: the first view and the rescan)
    expect(said.length).toBeLessThanOrEqual(16);
    // the live region is not the box with the ticking timer
    await expect(page.locator("[aria-live]").filter({ has: page.getByTestId("scan-progress") })).toHaveCount(0);
  });

  test("a 'not a token mint' answer offers neither the map nor a rescan", async ({ page }) => {
    // a valid address that is no mint: the ledger's USDC payment wallet is a plain account
    const pricing = await (await page.request.get("/api/pricing")).json();
    test.skip(!pricing.payments?.pay_to, "no payment wallet announced");
    await page.goto(`/token/${pricing.payments.pay_to}`);
    await expect(page.getByTestId("scan-error")).toContainText("Not a token mint");
    await expect(page.getByRole("main").getByRole("link", { name: "Holder map" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Rescan live" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Scan another token/ })).toBeVisible();
  });

  test("a pasted Solscan link is understood", async ({ page }) => {
    const mint = await mintOf(page, "Clean organic launch");
    await page.goto("/");
    await page.getByLabel("Token mint address").fill(`https://solscan.io/token/${mint}#holders`);
    await page.getByRole("button", { name: "Scan" }).click();
    await expect(page).toHaveURL(new RegExp(`/token/${mint}$`));
  });
});
