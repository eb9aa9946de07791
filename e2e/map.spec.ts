import { drawnShare } from "@/e2e/png-stats";
import { expect, keepScreenshot, test } from "@/e2e/fixtures";

interface Hotspot {
  id: string;
  x: number;
  y: number;
  r: number;
}

async function openDemoMap(page: import("@playwright/test").Page, query = "", title = "Holders sharing a funder two hops back") {
  await page.goto("/map");
  const chip = page.getByTestId("demo-token").filter({ hasText: title });
  const mint = await chip.getAttribute("data-mint");
  await page.goto(`/map?mint=${mint}${query}`);
  return mint!;
}

test.describe("holder map", () => {
  test("draws the 3D map, shows a tooltip on hover and pins a wallet's evidence on click", async ({ page }) => {
    await openDemoMap(page);
    const stage = page.getByTestId("map-stage");
    await expect(stage).toHaveAttribute("data-view", "3d");
    await expect(stage).toHaveAttribute("data-ready", "true", { timeout: 30_000 });
    await expect(page.getByTestId("map-verdict")).toContainText("AVOID");
    await expect(page.getByTestId("map-legend")).toContainText("Funding cluster");

    // WebGL drew: the canvas is far from one flat colour
    const canvas = stage.locator("canvas");
    const stats = drawnShare(await canvas.screenshot());
    expect(stats.drawn).toBeGreaterThan(0.02);
    expect(stats.colours).toBeGreaterThan(20);

    // hover the largest visible bubble (projected by the scene into data-hotspots)
    const spots = JSON.parse((await stage.getAttribute("data-hotspots")) ?? "[]") as Hotspot[];
    expect(spots.length).toBeGreaterThan(0);
    const box = (await stage.boundingBox())!;
    await page.mouse.move(box.x + spots[0].x, box.y + spots[0].y);
    const tooltip = page.getByTestId("map-tooltip");
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveAttribute("data-node", spots[0].id);
    await expect(tooltip).toContainText(/of supply|funded|holds none/);
    await keepScreenshot(page, "journey-map-hover");

    await page.mouse.click(box.x + spots[0].x, box.y + spots[0].y);
    const details = page.getByTestId("map-details");
    await expect(details).toContainText(spots[0].id);
    await keepScreenshot(page, "journey-map-pinned");

    // shared-slot links can be switched off and on
    const toggle = page.getByRole("button", { name: "Same-slot links" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  });

  test("pins a cluster member with its funding evidence in the 2D fallback", async ({ page }) => {
    await openDemoMap(page, "&view=2d");
    const stage = page.getByTestId("map-stage");
    await expect(stage).toHaveAttribute("data-view", "2d");
    const member = page.locator(`[data-testid="map-2d"] circle[fill="#ef4444"]`).first();
    await member.hover();
    await expect(page.getByTestId("map-tooltip")).toContainText("Funding cluster");
    await member.click();
    const details = page.getByTestId("map-details");
    await expect(details).toContainText("Funding cluster");
    await expect(details.locator('a[href^="https://solscan.io/tx/"]').first()).toBeVisible();
  });

  // issue 22: a deployer-funded group that already sold out is drawn as ghosts
  // (outlined, no holdings) and listed by the table alternative with its group
  test("draws an exited group as ghost bubbles the table lists too", async ({ page }) => {
    await openDemoMap(page, "&view=2d", "Deployer-funded group sold out");
    const stage = page.getByTestId("map-stage");
    await expect(stage).toHaveAttribute("data-view", "2d");
    await expect(page.getByTestId("map-legend")).toContainText("Exited group");
    await expect(page.getByTestId("map-legend-ghosts")).toBeVisible();
    // the creator's four wallets (and the creator when it is not drawn as the deployer): ghosts on the map, the same rows in the table
    const ghosts = page.locator('[data-testid="map-2d"] circle[data-ghost="true"]');
    await expect(ghosts.first()).toBeAttached({ timeout: 30_000 });
    const ghostCount = await ghosts.count();
    expect(ghostCount).toBeGreaterThanOrEqual(4);
    const rows = page.locator('tr[data-exited="true"]');
    await expect(rows).toHaveCount(ghostCount);
    await expect(rows.first()).toContainText("Exited group");
    await ghosts.first().hover();
    await expect(page.getByTestId("map-tooltip")).toContainText(/exited|sold out|holds none/i);
  });
});
