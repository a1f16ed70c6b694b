import type { Locator, Page } from "@playwright/test";
import { externalLinkDefaults } from "../../app/content/venue.ts";
import { expect, stopTheClock, test } from "./fixtures.ts";

const openGame = async (page: Page, name: string) => {
  const trigger = page.locator("#gallery").getByRole("button", { name: new RegExp(`^${name}\\b`) });
  await trigger.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
};

test.describe("game catalogue", () => {
  // One test a game: all twelve dialogs in one test ran close to the per-test time limit on a busy machine.
  for (const name of [
    "21",
    "Axe Photo",
    "Battleship",
    "Big Axe Hunter",
    "Bottle Axe",
    "Concentration",
    "Cricket",
    "Duck Hunter",
    "Emojis",
    "Lineup 4",
    "Norse",
    "Standard Target",
  ]) {
    test(`opens ${name}'s details and rules`, async ({ page }) => {
      await page.goto("/");
      const { dialog } = await openGame(page, name);
      await expect(dialog.getByRole("heading", { name: "How to play" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });
  }

  test("shows a game's players and difficulty", async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openGame(page, "Battleship");
    await expect(dialog.getByText("2 players")).toBeVisible();
    await expect(dialog.getByText("Intermediate")).toBeVisible();
  });

  test("closes on the X, on Ready to Play, on Escape and on the backdrop, returning focus", async ({ page }) => {
    await page.goto("/");
    const ways: Record<string, (dialog: Locator) => Promise<void>> = {
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

  test("keeps the page behind it still while open", async ({ page, viewport }) => {
    await page.goto("/#gallery");
    const { dialog } = await openGame(page, "Cricket");
    const scrollY = () => page.evaluate(() => window.scrollY);
    const top = await scrollY();
    // A wheel on the backdrop, where the page would scroll if it could; then two frames for it to take effect.
    await page.mouse.move(5, (viewport?.height ?? 800) - 5);
    await page.mouse.wheel(0, 600);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await scrollY()).toBe(top);
    // Once the dialog is closed the same wheel scrolls the page.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(top);
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    await page.goto("/");
    const { dialog } = await openGame(page, "Cricket");
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press(step % 2 ? "Tab" : "Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test("labels the close button with a tooltip after 700 ms, and at once within 300 ms of the last one", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a pointer");
    await stopTheClock(page);
    await page.goto("/");
    const { dialog } = await openGame(page, "Emojis");
    await page.mouse.move(1, 1);
    const close = dialog.getByRole("button", { name: "Close" });
    const tooltip = dialog.getByRole("tooltip");
    await close.hover();
    await page.clock.runFor(650);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(100);
    await expect(tooltip).toHaveText("Close");
    await expect(tooltip).toBeVisible();

    await page.mouse.move(1, 1);
    await expect(tooltip).toBeHidden();
    await page.clock.runFor(100);
    await close.hover();
    await page.clock.runFor(1);
    await expect(tooltip).toBeVisible();

    await page.mouse.move(1, 1);
    await page.clock.runFor(400);
    await close.hover();
    await page.clock.runFor(10);
    await expect(tooltip).toBeHidden();
  });
});

test.describe("carousels", () => {
  const gallery = (page: Page) => page.getByRole("region", { name: "Photos of the venue", exact: true });
  const weapons = (page: Page) => page.getByRole("region", { name: "Throwing weapons", exact: true });

  test("the gallery (11) and the weapons (5) advance every 3 s and loop", async ({ page }) => {
    await stopTheClock(page);
    await page.goto("/");
    await page.mouse.move(1, 1);
    await expect(gallery(page).getByText("1 / 11")).toBeVisible();
    await page.clock.runFor(3000);
    await expect(gallery(page).getByText("2 / 11")).toBeVisible();
    await expect(weapons(page).getByText("2 / 5")).toBeAttached();
    await page.clock.runFor(3000 * 4);
    await expect(weapons(page).getByText("1 / 5")).toBeAttached();
    await expect(gallery(page).getByText("6 / 11")).toBeVisible();
    await page.clock.runFor(3000 * 6);
    await expect(gallery(page).getByText("1 / 11")).toBeVisible();
  });

  test("pause while hovered or focused, and with the visible pause control", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a pointer");
    await stopTheClock(page);
    await page.goto("/");
    await gallery(page).locator("img").first().hover();
    await page.clock.runFor(9000);
    await expect(gallery(page).getByText("1 / 11")).toBeVisible();

    await page.mouse.move(1, 1);
    await gallery(page)
      .getByRole("region", { name: /slides/ })
      .focus();
    await page.clock.runFor(9000);
    await expect(gallery(page).getByText("1 / 11")).toBeVisible();

    await gallery(page).getByRole("button", { name: "Pause" }).click();
    await page.getByRole("heading", { level: 1 }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(9000);
    await expect(gallery(page).getByText("1 / 11")).toBeVisible();
    await expect(gallery(page).getByRole("button", { name: "Play" })).toBeVisible();
  });

  test("do not move by themselves for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await stopTheClock(page);
    await page.goto("/");
    await page.clock.runFor(9000);
    await expect(gallery(page).getByText("1 / 11")).toBeVisible();
    await expect(gallery(page).getByRole("button", { name: "Play" })).toBeVisible();
    await gallery(page).getByRole("button", { name: "Next slide" }).click();
    await expect(gallery(page).getByText("2 / 11")).toBeVisible();
  });

  test("are swipeable, snapping strips without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Photos of the venue, slides" });
    const styles = await strip.evaluate((element) => {
      const style = getComputedStyle(element);
      return { overflowX: style.overflowX, snap: style.scrollSnapType, scrollable: element.scrollWidth > element.clientWidth };
    });
    expect(styles).toEqual({ overflowX: "auto", snap: "x mandatory", scrollable: true });
    await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);
    await context.close();
  });
});

test.describe("contact", () => {
  const mapUrl = externalLinkDefaults.map.url;
  /** The map's own origin answers with a stand-in: no test reaches the internet. */
  const standInMap = (page: Page) =>
    page.route(`${new URL(mapUrl).origin}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<p>map</p>" }));

  /** The drawing's and the map's boxes, read together so that a scroll cannot come between them. */
  const boxes = (contact: Locator) =>
    contact.evaluate((section) =>
      Object.fromEntries(
        ["img", "iframe"].map((tag) => {
          const { x, y, width, height } = section.querySelector(tag)?.getBoundingClientRect() ?? new DOMRect();
          return [tag, [x, y, width, height].map(Math.round)];
        }),
      ),
    );

  test("loads the third-party map only when asked", async ({ page }) => {
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
    });
    await standInMap(page);
    await page.goto("/#contact");
    await expect(page.locator("#contact")).toBeInViewport();
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await page.locator("#contact").getByText("Load interactive map").click();
    await expect(page.locator("#contact iframe")).toBeVisible();
    await expect.poll(() => outside.includes(mapUrl)).toBe(true);
  });

  for (const javaScriptEnabled of [true, false]) {
    test(`puts the map in the drawing's place and back, by keyboard${javaScriptEnabled ? "" : ", without JavaScript"}`, async ({
      browser,
      page: enhancedPage,
      viewport,
    }) => {
      const context = javaScriptEnabled ? undefined : await browser.newContext({ javaScriptEnabled, viewport });
      const page = context ? await context.newPage() : enhancedPage;
      await standInMap(page);
      await page.goto("/#contact");
      const contact = page.locator("#contact");
      const drawing = contact.getByRole("img", { name: /^Drawn map of the block/ });
      const map = contact.getByTitle(/^Map of /);
      await expect(drawing).toBeVisible();
      await expect(map).toBeHidden();

      // The toggle after the contact card's last link, by name as a screen reader announces it.
      const toggle = page.locator(":focus");
      await contact.getByRole("link", { name: /^call\s+us$/i }).focus();
      await page.keyboard.press("Tab");
      await expect(toggle).toHaveAccessibleName("Load interactive map");
      await page.keyboard.press("Enter");
      await expect(map).toBeVisible();
      await expect(drawing).toBeHidden();
      const { img, iframe } = await boxes(contact);
      expect(iframe).toEqual(img);
      expect(img?.[2]).toBeGreaterThan(300);

      await expect(toggle).toHaveAccessibleName("Back to the drawn map");
      await expect(contact.getByText("Back to the drawn map")).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(drawing).toBeVisible();
      await expect(map).toBeHidden();
      await expect(toggle).toHaveAccessibleName("Load interactive map");
      await context?.close();
    });
  }
});
