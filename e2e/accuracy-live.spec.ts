// /accuracy's live outcomes on `npm start` (the embedded demo ledger): the
// demo's tokens play their futures and get labelled within minutes; the page
// shows the same figures /api/accuracy serves, marked as demo data, apart
// from the scenario suite; keyboard-operable, usable at phone width, small
// text at 4.5:1 on its real background, no serious axe finding.
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import type { AccuracyAnswer } from "@/server/contracts/accuracy";
import type { OutcomesResponse } from "@/server/contracts/outcomes";
import { findContrastFailures } from "@/e2e/contrast";
import { expect, keepScreenshot, LAPTOP, PHONE, test } from "@/e2e/fixtures";

// demo checkpoints are 20s,40s,1m,2m after each first scan; the start-up scans take a while on two busy cores
const LABELLED_WITHIN_MS = 300_000;

async function labelledAccuracy(request: APIRequestContext): Promise<AccuracyAnswer["live_outcomes"]> {
  let live: AccuracyAnswer["live_outcomes"] | undefined;
  await expect
    .poll(
      async () => {
        live = ((await (await request.get("/api/accuracy")).json()) as AccuracyAnswer).live_outcomes;
        return live.labelled.at_24h;
      },
      { timeout: LABELLED_WITHIN_MS, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
  return live!;
}

async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((id) => document.activeElement?.getAttribute("data-testid") === id, testId)) return;
  }
  throw new Error(`Tab never reached ${testId}`);
}

test("a demo token's checkpoints are labelled with evidence and marked demo data", async ({ page, request }) => {
  test.setTimeout(LABELLED_WITHIN_MS + 60_000);
  await page.goto("/map");
  const mint = (await page.getByTestId("demo-token").filter({ hasText: "Clean organic launch" }).getAttribute("data-mint"))!;
  let outcome: OutcomesResponse | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/outcomes?mint=${mint}`);
        outcome = response.status() === 200 ? ((await response.json()) as OutcomesResponse) : undefined;
        return outcome?.checkpoints[0]?.label ?? null;
      },
      { timeout: LABELLED_WITHIN_MS, intervals: [5_000] },
    )
    .not.toBeNull();
  expect(outcome!.demo).toBe(true);
  expect(outcome!.checkpoints.map((c) => c.stands_for)).toEqual(["1h", "6h", "24h", "7d"]);
  expect(outcome!.checkpoints[0].evidence.length).toBeGreaterThan(0);
});

for (const [size, viewport] of Object.entries({ laptop: LAPTOP, phone: PHONE })) {
  test(`/accuracy shows the live outcomes /api/accuracy serves, apart and marked demo (${size})`, async ({ page, request }) => {
    test.setTimeout(LABELLED_WITHIN_MS + 90_000);
    await page.setViewportSize(viewport);
    await labelledAccuracy(request);
    await page.goto("/accuracy");
    const section = page.getByTestId("live-outcomes");
    await expect(section).toBeVisible();
    await expect(section).toHaveAttribute("data-demo", "true");
    await expect(page.getByTestId("live-demo")).toContainText("DEMO DATA");
    // what the page shows is the answer the API gives at the same moment (the figures are kept 2 s)
    const live = ((await (await request.get("/api/accuracy")).json()) as AccuracyAnswer).live_outcomes;
    await expect(page.getByTestId("live-summary")).toContainText(`${live.cases} cases counted since ${live.counting_since!.slice(0, 10)}`);
    for (const row of live.by_recommendation) {
      const cells = page.getByTestId(`live-by-recommendation-${row.recommendation}`).locator("td");
      await expect(cells.nth(0)).toHaveText(String(row.at_24h.cases));
      await expect(cells.nth(1)).toHaveText(String(row.at_24h.rugged));
    }
    // the scenario suite stays its own section
    await expect(page.getByRole("heading", { name: "The scenario suite and the labelled corpus" })).toBeVisible();

    // the tables scroll sideways by keyboard: each is a focusable region
    await tabTo(page, "live-by-recommendation");
    await page.keyboard.press("ArrowRight");
    // nothing overflows the page itself at phone width
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    const axe = await new AxeBuilder({ page }).include("[data-testid=live-outcomes]").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    expect(await findContrastFailures(page), "text under 4.5:1 (3:1 large) on /accuracy").toEqual([]);
    await keepScreenshot(page, `accuracy-live-${size}`);
  });
}
