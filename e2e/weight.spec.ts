// What each page makes a visitor download: the JavaScript of its first load
// plus what it prefetches for the links on screen. The wallet adapter and
// @solana/web3.js (the heaviest code in the app) load on /pricing only.
import { expect, test } from "@/e2e/fixtures";

const WALLET_MARKERS = ["wallet-standard:app-ready", "TransactionExpiredBlockheightExceededError"];

test("only /pricing loads the wallet and web3 code; the JS per page is printed", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/map");
  const mint = await page.getByTestId("demo-token").first().getAttribute("data-mint");
  const paths = ["/", `/token/${mint}`, `/map?mint=${mint}`, "/widget-demo", "/keys", "/pricing"];
  const rows: string[] = [];
  for (const path of paths) {
    const scripts = new Map<string, { bytes: number; wallet: boolean }>();
    // a body is read after its response event: every read is awaited before the page's sums (a slow machine
    // used to sum before the wallet chunk's body had arrived)
    const reads: Promise<void>[] = [];
    const onResponse = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() !== "script" && !response.url().endsWith(".js")) return;
      reads.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            const text = body.toString("latin1");
            scripts.set(response.url(), { bytes: body.length, wallet: WALLET_MARKERS.some((m) => text.includes(m)) });
          }),
      );
    };
    page.on("response", onResponse);
    await page.goto(path);
    // the purchase's wallet code loads with its Pay button: measured once the button is there
    if (path === "/pricing") await expect(page.getByRole("button", { name: /^Pay / })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // let the router prefetch the links in view
    await page.waitForTimeout(1_500);
    page.off("response", onResponse);
    await Promise.all(reads);
    const all = [...scripts.values()];
    const total = all.reduce((sum, s) => sum + s.bytes, 0);
    const wallet = all.filter((s) => s.wallet).reduce((sum, s) => sum + s.bytes, 0);
    rows.push(`${path.replace(/=.*/, "=<mint>").replace(/token\/.*/, "token/<mint>").padEnd(16)} ${(total / 1024).toFixed(0).padStart(6)} kB JS (uncompressed)  wallet/web3 ${(wallet / 1024).toFixed(0).padStart(5)} kB`);
    if (path === "/pricing") expect(wallet, "the purchase needs the wallet code").toBeGreaterThan(0);
    else expect(wallet, `${path} must not load the wallet/web3 code`).toBe(0);
  }
  console.log(`\nJavaScript per page (first load + prefetch)\n${rows.join("\n")}`);
});
