// Buying a key on /pricing with a wallet injected into the page: a Wallet
// Standard wallet (e2e/test-wallet) whose keypair signs in Node and sends
// through the embedded ledger. Real quote, real USDC transfer, real
// finality, real redeem: nothing in the app is mocked.
import type { Page } from "@playwright/test";
import bs58 from "bs58";
import { expect, keepScreenshot, LAPTOP, PHONE, test as base } from "@/e2e/fixtures";
import { findLedgerUrl, LEDGER_USDC as USDC, TEST_WALLET_NAME, TestWallet } from "@/e2e/test-wallet/test-wallet";

const SOL = 1_000_000_000n;

const test = base.extend<{ ledgerUrl: string; wallet: TestWallet }>({
  ledgerUrl: async ({ request }, provide) => provide(await findLedgerUrl(request)),
  // the page talks JSON-RPC to the ledger itself, as it would to a public RPC
  allowedOrigins: async ({ ledgerUrl }, provide) => provide([new URL(ledgerUrl).origin]),
  wallet: async ({ ledgerUrl }, provide) => provide(new TestWallet(ledgerUrl)),
});

/** Records every phase the purchase progress shows, however briefly, and each step it ticks off. */
async function recordProgress(page: Page) {
  await page.addInitScript(() => {
    const seen = { phases: [] as string[], done: [] as string[] };
    (window as unknown as { __progress: typeof seen }).__progress = seen;
    new MutationObserver(() => {
      const panel = document.querySelector<HTMLElement>("[data-testid=purchase-progress]");
      const phase = panel?.dataset.phase;
      if (phase && seen.phases.at(-1) !== phase) seen.phases.push(phase);
      panel?.querySelectorAll<HTMLElement>('[data-step][data-state="done"]').forEach((el) => {
        if (!seen.done.includes(el.dataset.step!)) seen.done.push(el.dataset.step!);
      });
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase", "data-state"] });
  });
}

/** A full-page screenshot from the top (a scrolled page would draw the sticky header mid-page). */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, name);
}

async function connect(page: Page, wallet: TestWallet) {
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await page.getByTestId("wallet-picker").getByRole("button", { name: new RegExp(TEST_WALLET_NAME) }).click();
  await expect(page.getByTestId("wallet-connected")).toContainText(wallet.address.slice(0, 4));
}

/** Opens /pricing with the test wallet connected and presses Pay for the default 1 USDC credit. */
async function payOneUsdc(page: Page, wallet: TestWallet) {
  await wallet.install(page);
  await page.goto("/pricing");
  await connect(page, wallet);
  await page.getByRole("button", { name: "Pay 1 USDC" }).click();
}

const JOURNEYS = [
  { size: "laptop", viewport: LAPTOP, plan: "payg" as const, pay: "Pay 1 USDC", micros: 1_000_000n },
  { size: "phone", viewport: PHONE, plan: "unlimited" as const, pay: "Pay 9 USDC", micros: 9_000_000n },
];

for (const journey of JOURNEYS) {
  test.describe(`buy a key with a wallet (${journey.size})`, () => {
    // the key page asks for the key's screen list, an add-on a new key does not have: 403 by design
    test.use({ viewport: journey.viewport, expectedHttpErrors: { "/api/screen-list": 403 } });

    test(`pays ${journey.plan} in USDC, watches it finalize, copies the key shown once, and the key works`, async ({ page, context, request, wallet }) => {
      test.setTimeout(90_000);
      const pricing = await (await request.get("/api/pricing")).json();
      await wallet.fund({ lamports: SOL, usdcMicros: 20_000_000n });
      await wallet.install(page);
      await recordProgress(page);
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);

      await page.goto("/pricing");
      // prices and the wallet come from GET /api/pricing
      await expect(page.locator('[data-plan="unlimited"]')).toContainText(`${pricing.unlimited.price_usdc} USDC`);
      await expect(page.locator('[data-plan="payg"]')).toContainText(`${pricing.price_per_scan_usdc} USDC`);
      await expect(page.getByTestId("pay-to")).toHaveText(pricing.payments.pay_to);
      await expect(page.getByTestId("payment-network")).toContainText("no real money");
      await shoot(page, `pricing-buy-before-${journey.size}`);

      if (journey.plan === "payg") {
        await page.getByLabel("Pay as you go").check();
        await page.getByLabel("Credit in USDC").fill("0.5");
        await expect(page.getByRole("button", { name: "Enter a valid amount" })).toBeDisabled();
        await page.getByLabel("Credit in USDC").fill("1");
      } else {
        await page.locator('[data-plan="unlimited"]').getByRole("button", { name: "Buy Unlimited" }).click();
        await expect(page.getByLabel("Unlimited")).toBeChecked();
      }
      await connect(page, wallet);
      await page.getByRole("button", { name: journey.pay }).click();

      const progress = page.getByTestId("purchase-progress");
      await expect(progress).toHaveAttribute("data-phase", /^(sent|confirmed)$/);
      await shoot(page, `pricing-buy-during-${journey.size}`);

      const shownKey = page.getByTestId("api-key");
      await expect(shownKey).toBeVisible({ timeout: 45_000 });
      // the waits a person sits through were each on screen, in order, and every step was ticked off
      const seen = await page.evaluate(() => (window as unknown as { __progress: { phases: string[]; done: string[] } }).__progress);
      const waits = seen.phases.filter((phase) => ["signing", "sent", "confirmed", "redeeming"].includes(phase));
      expect(waits).toEqual(["signing", "sent", "confirmed", "redeeming"]);
      expect(seen.done).toEqual(expect.arrayContaining(["quoting", "checking", "signing", "sent", "confirmed", "finalized"]));
      await expect(page.getByTestId("key-warning")).toContainText("will not be shown again");
      await shoot(page, `pricing-buy-key-${journey.size}`);

      // copy it: the clipboard holds exactly the key shown
      const key = (await shownKey.textContent())!.trim();
      expect(key).toMatch(/^ch_live_/);
      await page.getByRole("button", { name: "Copy key" }).click();
      await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

      // the wallet was asked once, for the USDC transfer with the memo, on the ledger's chain
      expect(wallet.requests).toHaveLength(1);
      expect(wallet.requests[0]).toMatchObject({ op: "signAndSendTransaction", chain: "solana:localnet" });
      expect(wallet.requests[0].transaction.message.compiledInstructions).toHaveLength(3);
      expect(await wallet.usdcBalance(USDC)).toBe(20_000_000n - journey.micros);

      // the key answers its plan and credit
      const balance = await (await request.get("/api/key-balance", { headers: { "X-API-Key": key } })).json();
      expect(balance.plan).toBe(journey.plan);
      if (journey.plan === "payg") expect(balance).toMatchObject({ credit_usdc: "1", scans_remaining: 1000 });
      else expect(balance.expires_at).toBeTruthy();

      // saved in this browser, it lands on the key page and the dashboard scans with it
      await page.getByRole("button", { name: "Save in this browser" }).click();
      await page.getByRole("link", { name: "Open the key page" }).click();
      await expect(page.getByTestId("key-balance")).toContainText(journey.plan === "payg" ? "Pay as you go" : "Unlimited");
      await page.goto("/");
      const scanned = page.waitForRequest((r) => r.url().includes("/api/scan-cabal/stream") && r.headers()["x-api-key"] === key);
      await page.getByTestId("demo-token").first().click();
      await scanned;
      await expect(page.getByTestId("recommendation")).toBeVisible();
      if (journey.plan === "payg") {
        await page.goto("/keys");
        await expect(page.getByTestId("key-balance")).toContainText("0.999 USDC");
      }
    });
  });
}

test.describe("a purchase that cannot go through", () => {
  test("a declined signature ends in a clear message and charges nothing", async ({ page, wallet }) => {
    await wallet.fund({ lamports: SOL, usdcMicros: 5_000_000n });
    wallet.mode = "reject";
    await payOneUsdc(page, wallet);
    await expect(page.getByTestId("purchase-error")).toContainText("You declined the payment in your wallet");
    await expect(page.getByTestId("purchase-error")).toContainText("Nothing was charged");
    expect(wallet.requests).toHaveLength(1);
    expect(await wallet.usdcBalance(USDC)).toBe(5_000_000n);
    // nothing is left to claim, and the person can simply try again
    expect(await page.evaluate(() => localStorage.getItem("cabal-hunter.pending-payment"))).toBeNull();
    await expect(page.getByRole("button", { name: "Pay 1 USDC" })).toBeEnabled();
    await shoot(page, "pricing-buy-declined");
  });

  test("a wallet short of USDC is told how much it holds and needs before anything is signed", async ({ page, wallet }) => {
    await wallet.fund({ lamports: SOL, usdcMicros: 400_000n });
    await payOneUsdc(page, wallet);
    const message = page.getByTestId("purchase-error");
    await expect(message).toContainText("Not enough USDC in this wallet");
    await expect(message).toContainText("holds 0.4 USDC and this key costs 1 USDC");
    expect(wallet.requests).toHaveLength(0);
    await shoot(page, "pricing-buy-underfunded");
  });

  test("a wallet with USDC but no SOL is told it cannot pay the network fee", async ({ page, wallet }) => {
    await wallet.fund({ lamports: 0n, usdcMicros: 5_000_000n });
    await payOneUsdc(page, wallet);
    await expect(page.getByTestId("purchase-error")).toContainText("Not enough SOL for the network fee");
    expect(wallet.requests).toHaveLength(0);
  });

  test("USDC that leaves the wallet after the check is caught by the network's simulation and explained the same way", async ({ page, wallet }) => {
    await wallet.fund({ lamports: SOL, usdcMicros: 3_000_000n });
    wallet.mode = "spend-usdc-first";
    await payOneUsdc(page, wallet);
    const message = page.getByTestId("purchase-error");
    await expect(message).toContainText("Not enough USDC in this wallet");
    await expect(message).toContainText("holds 0 USDC");
    expect(wallet.requests).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem("cabal-hunter.pending-payment"))).toBeNull();
  });
});

test.describe("a payment that landed but bought no key yet", () => {
  // the key route fails on purpose below; Chromium logs those 503s itself
  test.use({ expectedHttpErrors: { "/api/buy-key": 503 } });

  test("keeps the signature and claim token on screen and across a reload, and redeems them on retry", async ({ page, wallet }) => {
    test.setTimeout(90_000);
    await wallet.fund({ lamports: SOL, usdcMicros: 5_000_000n });
    const isRedeem = (url: URL) => url.pathname === "/api/buy-key";
    await page.route(isRedeem, (route) =>
      route.fulfill({ status: 503, headers: { "Retry-After": "1" }, json: { error: { code: "payment_unverifiable", message: "The chain could not be read." } } }),
    );
    await payOneUsdc(page, wallet);

    const recovery = page.getByTestId("payment-recovery");
    await expect(recovery).toHaveAttribute("data-failure", "redeem_unreachable", { timeout: 45_000 });
    await expect(page.getByTestId("purchase-error")).toContainText("Your payment landed");
    const signature = bs58.encode(wallet.requests[0].transaction.signatures[0]);
    await expect(page.getByTestId("recovery-signature")).toHaveText(signature);
    await expect(page.getByTestId("recovery-claim-token")).toHaveText(/^ct_/);
    await shoot(page, "pricing-buy-recovery");

    // closing the tab loses nothing: the payment is still there to claim
    await page.unroute(isRedeem);
    await page.reload();
    await expect(recovery).toHaveAttribute("data-failure", "unfinished");
    await expect(page.getByTestId("recovery-signature")).toHaveText(signature);
    await page.getByRole("button", { name: "Retry" }).click();
    await expect(page.getByTestId("api-key")).toHaveText(/^ch_live_/);
    expect(await page.evaluate(() => localStorage.getItem("cabal-hunter.pending-payment"))).toBeNull();
  });
});
