// Buying a key with the keyboard only (issue 13 item 1): choosing a plan from
// its card moves focus to the purchase form on that plan; tabbing on never
// changes the plan (focusing the amount box used to switch to pay-as-you-go);
// the Pay button names the plan and the amount; the wallet picker keeps focus
// inside and closes on Escape; the payment goes through with the injected
// test wallet.
import type { Locator, Page } from "@playwright/test";
import { expect, test as base } from "@/e2e/fixtures";
import { findLedgerUrl, TEST_WALLET_NAME, TestWallet } from "@/e2e/test-wallet/test-wallet";

const SOL = 1_000_000_000n;

const test = base.extend<{ ledgerUrl: string; wallet: TestWallet }>({
  ledgerUrl: async ({ request }, provide) => provide(await findLedgerUrl(request)),
  allowedOrigins: async ({ ledgerUrl }, provide) => provide([new URL(ledgerUrl).origin]),
  wallet: async ({ ledgerUrl }, provide) => provide(new TestWallet(ledgerUrl)),
});

/** Presses Tab until `target` has focus (a keyboard user's path), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
    await page.keyboard.press("Tab");
  }
  throw new Error(`focus never reached ${target} in ${max} Tab presses`);
}

async function connectWithKeyboard(page: Page) {
  const connectButton = page.getByRole("button", { name: "Connect wallet" });
  await tabTo(page, connectButton);
  await page.keyboard.press("Enter");
  const picker = page.getByRole("dialog", { name: "Choose a wallet" });
  await expect(picker).toBeVisible();
  // focus is inside the dialog and stays there however often Tab is pressed, both ways
  for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
    await page.keyboard.press(key);
    expect(await picker.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  // Escape closes it and gives focus back to the button that opened it
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(connectButton).toBeFocused();
  await page.keyboard.press("Enter");
  const walletButton = picker.getByRole("button", { name: new RegExp(TEST_WALLET_NAME) });
  await tabTo(page, walletButton, 6);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("wallet-connected")).toBeVisible();
}

test.describe("keyboard-only purchase", () => {
  test("Enter on Buy Unlimited then Tab keeps Unlimited: the Pay button still says Unlimited and 9 USDC", async ({ page }) => {
    await page.goto("/pricing");
    const buy = page.locator('[data-plan="unlimited"]').getByRole("button", { name: "Buy Unlimited" });
    await buy.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("radio", { name: "Unlimited" })).toBeChecked();
    await expect(buy).toHaveAttribute("aria-pressed", "true");
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("radio", { name: "Unlimited" })).toBeChecked();
    }
    // Shift+Tab back through the pay-as-you-go amount box changes nothing either
    for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("radio", { name: "Unlimited" })).toBeChecked();
    const pay = page.getByRole("button", { name: /^Pay / });
    await expect(pay).toContainText("9 USDC");
    await expect(pay).toContainText("Unlimited");
  });

  for (const plan of ["unlimited", "payg"] as const) {
    test(`chooses ${plan} from its card, tabs through and pays with the keyboard only`, async ({ page, wallet }) => {
      test.setTimeout(90_000);
      await wallet.fund({ lamports: SOL, usdcMicros: 20_000_000n });
      await wallet.install(page);
      await page.goto("/pricing");
      await expect(page.getByTestId("plan").first()).toBeVisible();

      const card = page.locator(`[data-plan="${plan}"]`).getByRole("button", { name: plan === "unlimited" ? "Buy Unlimited" : "Buy credit" });
      await tabTo(page, card, 60);
      await page.keyboard.press("Enter");
      const radio = page.getByRole("radio", { name: plan === "unlimited" ? "Unlimited" : "Pay as you go" });
      await expect(radio).toBeFocused();
      await expect(radio).toBeChecked();
      if (plan === "payg") {
        // the amount box is the next stop; typing there keeps the plan
        await page.keyboard.press("Tab");
        await expect(page.getByLabel("Credit in USDC")).toBeFocused();
        await page.keyboard.press("Control+A");
        await page.keyboard.type("2");
      }
      await connectWithKeyboard(page);
      await expect(radio).toBeChecked();

      const pay = page.getByRole("button", { name: plan === "unlimited" ? "Pay 9 USDC for Unlimited" : "Pay 2 USDC for pay-as-you-go credit" });
      await tabTo(page, pay, 60);
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("api-key")).toBeVisible({ timeout: 45_000 });
      expect(wallet.requests).toHaveLength(1);
    });
  }
});

test.describe("the wallet picker on a phone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // an iPhone: no extensions, and (unlike Android) no Mobile Wallet Adapter either
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });

  test("with no wallet found, points to the wallet app's browser instead of a browser extension", async ({ page }) => {
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Connect wallet" }).click();
    const notFound = page.getByTestId("no-wallet");
    await expect(notFound).toContainText("wallet app's browser");
    await expect(notFound).not.toContainText("extension");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
