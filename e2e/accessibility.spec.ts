// Every page as assistive technology and a keyboard meet it, at a laptop and a
// phone width: axe-core (WCAG 2.1 A/AA) with zero serious or critical
// violations, small text at 4.5:1 against the pixels really behind it, a skip
// link first, and no focus stop hidden under the sticky header.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { findContrastFailures } from "@/e2e/contrast";
import { expect, LAPTOP, PHONE, test } from "@/e2e/fixtures";

const SIZES = { laptop: LAPTOP, phone: PHONE };

async function demoMint(page: Page): Promise<string> {
  await page.goto("/map");
  return (await page.getByTestId("demo-token").filter({ hasText: "Holders sharing a funder two hops back" }).getAttribute("data-mint"))!;
}

/** Each page, opened and waited for until its content is on screen. */
const PAGES: Array<{ name: string; path: (mint: string) => string; aboutToken?: true; ready: (page: Page) => Promise<void> }> = [
  { name: "home", path: () => "/", ready: (page) => expect(page.getByTestId("recent-scans")).not.toContainText("Loading") },
  { name: "token", aboutToken: true, path: (mint) => `/token/${mint}`, ready: (page) => expect(page.getByTestId("recommendation")).toBeVisible() },
  { name: "map", aboutToken: true, path: (mint) => `/map?mint=${mint}`, ready: (page) => expect(page.getByTestId("map-stage")).toHaveAttribute("data-ready", "true", { timeout: 30_000 }) },
  { name: "map-2d", aboutToken: true, path: (mint) => `/map?mint=${mint}&view=2d`, ready: (page) => expect(page.getByTestId("map-2d")).toBeVisible() },
  { name: "map-start", path: () => "/map", ready: (page) => expect(page.getByTestId("demo-tokens")).toBeVisible() },
  { name: "widget-demo", path: () => "/widget-demo", ready: (page) => expect(page.getByTestId("badge").last()).toHaveAttribute("data-state", "ready") },
  { name: "pricing", path: () => "/pricing", ready: (page) => expect(page.getByRole("button", { name: /^Pay / })).toBeVisible() },
  { name: "keys", path: () => "/keys", ready: (page) => expect(page.getByTestId("free-key-form")).toBeVisible() },
  { name: "verify", path: () => "/verify", ready: (page) => expect(page.getByTestId("verify-form")).toBeVisible() },
];

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`accessibility at ${size} width`, () => {
    test.use({ viewport });

    for (const spec of PAGES) {
      test(`${spec.name}: no serious axe finding, small text at 4.5:1 on its real background, a skip link first (${size})`, async ({ page }) => {
        test.setTimeout(90_000);
        // only the pages about a token need a demo mint (read from the map's start page, one page load more)
        const mint = spec.aboutToken ? await demoMint(page) : "";
        await page.goto(spec.path(mint));
        await spec.ready(page);

        // the first Tab stop skips the navigation; following it lands in the page's content
        await page.keyboard.press("Tab");
        const skip = page.getByRole("link", { name: "Skip to content" });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press("Enter");
        await expect(page.locator("main#main")).toBeFocused();

        const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const serious = axe.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ")) }));
        expect(serious, `axe serious/critical findings on ${spec.name}`).toEqual([]);

        const contrast = await findContrastFailures(page);
        expect(contrast, `text under 4.5:1 (3:1 large) on ${spec.name}`).toEqual([]);

      });
    }
  });
}

test.describe("focus is never hidden under the sticky header (phone)", () => {
  test.use({ viewport: PHONE });

  for (const path of ["/", "/pricing", "/keys", "/widget-demo"]) {
    test(`every Tab stop on ${path} is fully below the header`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const hidden: string[] = [];
      for (let stop = 0; stop < 45; stop++) {
        await page.keyboard.press("Tab");
        const where = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const header = document.querySelector("header");
          if (!el || el === document.body || !header || header.contains(el) || el.closest("[role=dialog]")) return null;
          const rect = el.getBoundingClientRect();
          return { label: (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().slice(0, 40), top: rect.top, headerBottom: header.getBoundingClientRect().bottom };
        });
        if (where && where.top < where.headerBottom - 1) hidden.push(`${where.label} (top ${Math.round(where.top)} < header ${Math.round(where.headerBottom)})`);
      }
      expect(hidden).toEqual([]);
    });
  }

  test("the focused skip link opens inside the pinned header, not over or under it, also scrolled down", async ({ page }) => {
    await page.goto("/pricing");
    await expect(page.getByTestId("plan").first()).toBeVisible();
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    const placement = await skip.evaluate((el) => {
      const header = document.querySelector("header")!;
      const r = el.getBoundingClientRect();
      const h = header.getBoundingClientRect();
      return {
        inHeader: header.contains(el),
        within: r.top >= h.top && r.bottom <= h.bottom && r.top >= 0,
        onTop: document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el,
      };
    });
    expect(placement).toEqual({ inHeader: true, within: true, onTop: true });
  });
});

test.describe("the holder map without a mouse", () => {
  test("a table lists the wallets; its Details buttons pin a wallet and move focus to its evidence; the 3D canvas is a labelled image", async ({ page }) => {
    const mint = await demoMint(page);
    await page.goto(`/map?mint=${mint}`);
    await expect(page.getByTestId("map-stage")).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await expect(page.getByRole("img", { name: /3D holder map: \d+ wallets/ })).toBeVisible();

    const table = page.getByRole("table", { name: /Wallets on the holder map/ });
    await expect(table.getByRole("row")).not.toHaveCount(1);
    // keyboard only: Tab to the first Details button, Enter
    const details = table.getByRole("button", { name: /^Details of / }).first();
    for (let i = 0; i < 80 && !(await details.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(details).toBeFocused();
    const wallet = (await details.getAttribute("aria-label"))!.split(" ").at(-1)!;
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("aria-pressed", "true");
    const region = page.getByTestId("map-details-region");
    await expect(region).toBeFocused();
    await expect(region).toBeInViewport();
    await expect(page.getByTestId("map-details")).toContainText(wallet);
  });

  test("the 2D bubbles are buttons with labels: Enter on one pins it", async ({ page }) => {
    const mint = await demoMint(page);
    await page.goto(`/map?mint=${mint}&view=2d`);
    const bubble = page.getByTestId("map-2d").getByRole("button").first();
    await expect(bubble).toHaveAttribute("aria-label", /of supply$/);
    await bubble.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("map-details")).toContainText((await bubble.getAttribute("data-node"))!);
  });
});

test.describe("the holder map on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("says tap, not hover, and a tapped bubble's details scroll into view", async ({ page }) => {
    const mint = await demoMint(page);
    await page.goto(`/map?mint=${mint}&view=2d`);
    await expect(page.getByTestId("map-hint")).toContainText("Tap a bubble");
    await expect(page.getByText(/Hover a bubble/)).toHaveCount(0);
    const bubble = page.getByTestId("map-2d").locator("circle").last();
    await bubble.tap();
    const details = page.getByTestId("map-details");
    await expect(details).toBeVisible();
    await expect(details).toBeInViewport({ ratio: 0.3 });
  });

  test("the report's holders table shows its Flags column on screen", async ({ page }) => {
    const mint = await demoMint(page);
    await page.goto(`/token/${mint}`);
    await expect(page.getByTestId("recommendation")).toBeVisible();
    const holders = page.getByTestId("holders");
    const flags = holders.getByRole("columnheader", { name: "Flags" });
    await flags.scrollIntoViewIfNeeded();
    const box = (await flags.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    const chip = holders.getByText("funding cluster").first();
    await chip.scrollIntoViewIfNeeded();
    const chipBox = (await chip.boundingBox())!;
    expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(PHONE.width);
  });
});

test.describe("the contrast check itself", () => {
  test("catches the old slate-500 small text on a dark panel (3.7-4.0:1) and passes slate-400", async ({ page }) => {
    await page.goto("/keys");
    await expect(page.getByTestId("free-key-form")).toBeVisible();
    await page.evaluate(() => {
      const panel = document.querySelector("[data-testid=free-key-form]")!;
      for (const [id, color] of [["probe-old", "#64748b"], ["probe-new", "#94a3b8"]]) {
        const p = document.createElement("p");
        p.id = id;
        p.textContent = `contrast probe ${id}`;
        p.style.cssText = `color:${color};font-size:12px`;
        panel.appendChild(p);
      }
    });
    const failures = await findContrastFailures(page);
    expect(failures.map((f) => f.text)).toEqual(["contrast probe probe-old"]);
    expect(failures[0].ratio).toBeGreaterThan(3.5);
    expect(failures[0].ratio).toBeLessThan(4.5);
  });
});
