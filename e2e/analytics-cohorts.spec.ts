// From a token's report to its holder & trade analysis by the keyboard, then the holder map
// coloured by cohort on request: the cohorts are read only when asked (one scan), the legend and
// the wallets table name them, and axe-core finds nothing serious on either page.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@/e2e/fixtures";

async function seriousAxeFindings(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return axe.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ")) }));
}

test("token page -> holder & trade analysis; map coloured by cohort on request", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/map");
  const mint = (await page.getByTestId("demo-token").filter({ hasText: "Team funded by the creator" }).getAttribute("data-mint"))!;

  await page.goto(`/token/${mint}`);
  await expect(page.getByTestId("recommendation")).toBeVisible({ timeout: 30_000 });
  const link = page.getByRole("link", { name: /Holder & trade analysis/ });
  await expect(page.getByTestId("analytics-link")).toContainText("counts two scans");
  // reached and followed with the keyboard
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/token/${mint}/analytics$`));
  await expect(page.getByTestId("wallet-check")).toBeVisible();
  await expect(page.getByText("Trade analysis", { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page), "axe on the analytics page").toEqual([]);

  // the map: role colours by default, no cohorts read until the button is pressed
  const cohortReads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/cohorts") cohortReads.push(request.url());
  });
  await page.goto(`/map?mint=${mint}&view=2d`);
  await expect(page.getByTestId("map-2d")).toBeVisible({ timeout: 30_000 });
  const legend = page.getByTestId("map-legend");
  await expect(legend).toHaveAttribute("data-colour-by", "role");
  await expect(page.getByRole("columnheader", { name: "Cohort" })).toHaveCount(0);
  expect(cohortReads).toEqual([]);

  const toggle = page.getByRole("button", { name: "Colour by cohort" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 30_000 });
  await expect(legend).toHaveAttribute("data-colour-by", "cohort", { timeout: 30_000 });
  await expect(legend).toContainText("Team");
  await expect(legend).toContainText("Snipers");
  await expect(page.getByRole("columnheader", { name: "Cohort" })).toBeVisible();
  // the scenario's creator-funded wallets are on the map as team
  await expect(page.getByTestId("map-cohort-cell").filter({ hasText: "Team" }).first()).toBeVisible();
  // the bubbles take the cohort colour (team is #fb7185)
  const fills = await page.getByTestId("map-2d").locator("circle").evaluateAll((circles) => circles.map((c) => c.getAttribute("fill")));
  expect(fills).toContain("#fb7185");
  expect(await seriousAxeFindings(page), "axe on the map coloured by cohort").toEqual([]);

  // back to roles, without a second read
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(legend).toHaveAttribute("data-colour-by", "role");
  await toggle.click();
  await expect(legend).toHaveAttribute("data-colour-by", "cohort");
  expect(cohortReads).toHaveLength(1);
});
