import { expect, test } from "./fixtures.ts";

test.describe("game catalogue", () => {
  const openGame = async (page: import("@playwright/test").Page, name: string) => {
    const trigger = page.locator("#gallery").getByRole("button", { name: new RegExp(`^${name}\\b`) });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  };

  test("shows the game's details and rules", async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openGame(page, "Battleship");
    await expect(dialog.getByText("2 players")).toBeVisible();
    await expect(dialog.getByText("Intermediate")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "How to play" })).toBeVisible();
  });

  test("closes on the X, on Ready to Play, on Escape and on the backdrop, returning focus", async ({ page }) => {
    await page.goto("/");
    const ways: Record<string, (dialog: import("@playwright/test").Locator) => Promise<void>> = {
      "the X": (dialog) => dialog.getByRole("button", { name: "Close" }).click(),
      "Ready to Play": (dialog) => dialog.getByRole("button", { name: "Ready to Play" }).click(),
      Escape: () => page.keyboard.press("Escape"),
      "the backdrop": () => page.mouse.click(5, 5),
    };
    for (const [way, close] of Object.entries(ways)) {
      const { trigger, dialog } = await openGame(page, "Norse");
      await close(dialog);
      await expect(dialog, `closed by ${way}`).toBeHidden();
      await expect(trigger, `focus back after ${way}`).toBeFocused();
    }
  });

  test("labels the close button with a tooltip after the 700 ms delay", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a pointer");
    await page.clock.install();
    await page.goto("/");
    const { dialog } = await openGame(page, "Emojis");
    // Start from a pointer resting outside the dialog, with no tooltip open.
    await page.mouse.move(1, 1);
    await page.clock.runFor(1000);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close" }).hover();
    await page.clock.runFor(500);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(300);
    await expect(page.getByRole("tooltip", { name: "Close" })).toBeVisible();
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openGame(page, "Cricket");
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });
});

test.describe("carousels", () => {
  test("the gallery and the weapons advance every 3 s and loop", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Photos of the venue" });
    const weapons = page.getByRole("region", { name: "Throwing weapons" });
    await expect(gallery.getByText("1 / 11")).toBeAttached();
    await page.clock.runFor(3000);
    await expect(gallery.getByText("2 / 11")).toBeAttached();
    await expect(weapons.getByText("2 / 5")).toBeAttached();
    await page.clock.runFor(3000 * 4);
    await expect(weapons.getByText("1 / 5")).toBeAttached();
    await expect(gallery.getByText("6 / 11")).toBeAttached();
  });

  test("pause on hover and with the pause control", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a pointer");
    await page.clock.install();
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Photos of the venue" });
    await gallery.locator("img").first().hover();
    await page.clock.runFor(9000);
    await expect(gallery.getByText("1 / 11")).toBeAttached();
    await page.mouse.move(0, 0);
    await gallery.getByRole("button", { name: "Pause" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(9000);
    await expect(gallery.getByText("1 / 11")).toBeAttached();
    await expect(gallery.getByRole("button", { name: "Play" })).toBeVisible();
  });

  test("do not move by themselves for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const gallery = page.getByRole("region", { name: "Photos of the venue" });
    await page.clock.runFor(9000);
    await expect(gallery.getByText("1 / 11")).toBeAttached();
    await gallery.getByRole("button", { name: "Next slide" }).click();
    await expect(gallery.getByText("2 / 11")).toBeAttached();
  });
});

test.describe("contact", () => {
  test("loads the third-party map only when asked", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    await page.route("https://www.google.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));
    await page.goto("/");
    await page.locator("#contact").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await page.getByRole("button", { name: "Load interactive map" }).click();
    await expect(page.locator("#contact iframe")).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps/);
  });
});
