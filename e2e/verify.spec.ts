// /verify with the keyboard only (issue 30 item 2): a pack fetched from
// GET /api/evidence is pasted into the page, its signature checked in the
// browser ("Signature valid"), and with the demo ledger's RPC each flag is
// re-derived from the chain (the browser reads the cited transactions from the
// ledger itself). A pack with one changed field is refused.
import type { Locator, Page } from "@playwright/test";
import { expect, keepScreenshot, test as base } from "@/e2e/fixtures";
import { findLedgerUrl } from "@/e2e/test-wallet/test-wallet";

const test = base.extend<{ ledgerUrl: string }>({
  ledgerUrl: async ({ request }, provide) => provide(await findLedgerUrl(request)),
  allowedOrigins: async ({ ledgerUrl }, provide) => provide([new URL(ledgerUrl).origin]),
});

/** Presses Tab until `target` has focus (a keyboard user's path), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`focus never reached ${target} in ${max} Tab presses`);
}

async function fetchPack(page: Page): Promise<string> {
  await page.goto("/map");
  const mint = await page.getByTestId("demo-token").filter({ hasText: "Holders sharing a funder two hops back" }).getAttribute("data-mint");
  const response = await page.request.get(`/api/evidence?mint=${mint}`);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("verify page", () => {
  test("a pack from /api/evidence shows \"Signature valid\" and its flags re-derived, keyboard only", async ({ page }) => {
    test.setTimeout(90_000);
    const pack = await fetchPack(page);
    await page.goto("/verify");
    await expect(page.getByRole("heading", { name: "Check the proof yourself" })).toBeVisible();

    const field = page.getByLabel("Evidence pack (JSON from GET /api/evidence)");
    await tabTo(page, field);
    await page.keyboard.insertText(pack);
    await tabTo(page, page.getByRole("button", { name: "Use the demo ledger's RPC" }));
    await page.keyboard.press("Enter");
    await expect(page.getByLabel(/Solana RPC URL/)).not.toHaveValue("");
    await tabTo(page, page.getByRole("button", { name: "Verify the pack" }));
    await page.keyboard.press("Enter");

    const signature = page.getByTestId("signature-result");
    await expect(signature.getByRole("heading", { name: "Signature valid" })).toBeVisible({ timeout: 30_000 });
    await expect(signature).toHaveAttribute("data-valid", "true");
    // focus moved to the results: the next Tab stays in what was found, not back at the top
    await expect(page.getByTestId("verify-results")).toBeFocused();
    const flags = page.getByTestId("flag-result");
    await expect(flags.first()).toHaveAttribute("data-status", "reproduced", { timeout: 30_000 });
    await expect(page.getByTestId("flag-result").filter({ hasText: "Not reproduced" })).toHaveCount(0);
    await keepScreenshot(page, "journey-verify-valid");
  });

  test("a pack with one changed field is refused", async ({ page }) => {
    const pack = JSON.parse(await fetchPack(page)) as { payload: { verdict: { cabal_score: number } } };
    pack.payload.verdict.cabal_score = 0;
    await page.goto("/verify");
    await tabTo(page, page.getByLabel("Evidence pack (JSON from GET /api/evidence)"));
    await page.keyboard.insertText(JSON.stringify(pack));
    await tabTo(page, page.getByRole("button", { name: "Verify the pack" }));
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("signature-result").getByRole("heading", { name: "Signature invalid" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("signature-result")).toContainText("signature does not match the payload");
  });
});
