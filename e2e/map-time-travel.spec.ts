import { expect, test } from "@/e2e/fixtures";

// The time slider on the planted coordinated exit, driven by keyboard only:
// jump to one slot before the exit, step on to the exit, and back to now; the
// URL keeps the slot so the view can be shared.
test.describe("holder map time travel", () => {
  test("moves the map through time by keyboard and keeps the slot in the URL", async ({ page }) => {
    await page.goto("/map");
    const chip = page.getByTestId("demo-token").filter({ hasText: "Coordinated same-slot exit" });
    const mint = await chip.getAttribute("data-mint");
    await page.goto(`/map?mint=${mint}&view=2d`);

    const slider = page.getByTestId("map-time-slider");
    await expect(slider).toBeVisible({ timeout: 60_000 });
    const shown = page.getByTestId("map-time-slot");
    await expect(shown).toContainText("Now");

    // the exit's marker button, reached and pressed by keyboard
    const before = slider.getByRole("button", { name: /^Before coordinated exit/ }).first();
    await before.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]slot=\d+/);
    const beforeSlot = Number(new URL(page.url()).searchParams.get("slot"));
    await expect(shown).toContainText(`Slot ${beforeSlot.toLocaleString("en-US")}`);
    await expect(shown).not.toContainText("loading", { timeout: 60_000 });

    // one stop on is the exit's own slot (each marker's slot and the one before it are stops)
    const range = page.getByTestId("map-time-range");
    await range.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(new RegExp(`[?&]slot=${beforeSlot + 1}(&|$)`));
    await expect(shown).not.toContainText("loading", { timeout: 60_000 });

    // a shared link opens the same slot
    await page.reload();
    await expect(page.getByTestId("map-time-slot")).toContainText(`Slot ${(beforeSlot + 1).toLocaleString("en-US")}`, { timeout: 60_000 });

    // End is now: the slot leaves the URL
    await page.getByTestId("map-time-range").focus();
    await page.keyboard.press("End");
    await expect(page).not.toHaveURL(/[?&]slot=/);
    await expect(page.getByTestId("map-time-slot")).toContainText("Now");
  });
});
