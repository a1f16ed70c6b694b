import AxeBuilder from "@axe-core/playwright";
import { hoursRows } from "../../app/content/hours.ts";
import { pageList } from "../../app/content/site-pages.ts";
import { expect, stopTheClock, test } from "./fixtures.ts";
import { recordWindowOpen } from "./window-open.ts";

const bookingUrl = "https://booking.example/ironbark-axe-house/lanes";

test.describe("navigation bar", () => {
  test("is transparent at the top and turns solid after 50 px of scroll", async ({ page }) => {
    await page.goto("/axe-throwing-prices");
    const header = page.locator("header").first();
    const background = () => header.evaluate((element) => getComputedStyle(element).backgroundColor);
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
    await scrollTo(40);
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
    await scrollTo(60);
    await expect.poll(background).toBe("rgb(28, 25, 23)");
    await scrollTo(0);
    await expect.poll(background).toBe("rgba(0, 0, 0, 0)");
  });

  // One test per page and link: each loads two documents, well inside a test's time on a busy machine.
  for (const from of ["/axe-throwing-prices", "/blog", "/birthday-parties", "/blog/south-austin-playbook", "/no-such-page"]) {
    for (const anchor of ["about", "gallery", "contact"] as const) {
      test(`takes the ${anchor} link from ${from} to the home page's anchor`, async ({ page, isMobile }) => {
        const name = { about: "About", gallery: isMobile ? "Games" : "Games + Weapons", contact: "Contact" }[anchor];
        await page.goto(from);
        if (isMobile) await page.getByText("Menu", { exact: true }).click();
        await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
        await expect(page.locator(`#${anchor}`)).toBeInViewport();
      });
    }
  }

  test("every page opens at its top, whatever the page it came from", async ({ page }) => {
    await page.goto("/blog");
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page
      .getByRole("link", { name: /^The South Austin Playbook/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/south-austin-playbook$/);
    // The address changes before the new document is there: wait for its heading.
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Birthday Parties" }).click();
    await expect(page).toHaveURL(/\/birthday-parties$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("works as plain links before JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/axe-throwing-prices");
    await page
      .locator('header a[href="/#gallery"]')
      .first()
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/#gallery$/);
    await expect(page.locator("#gallery")).toBeInViewport();
    await context.close();
  });
});

test.describe("opening hours", () => {
  test("give each day one line, in the footer and the contact section, with midnight in words", async ({ page }) => {
    await page.goto("/");
    for (const hours of [page.getByRole("contentinfo"), page.locator("#contact")]) {
      // Each day's name and times as the eye sees them: the lines of each, and whether they sit side by side.
      const rows = await hours.getByRole("term").evaluateAll((days) =>
        days.map((day) => {
          const lines = (element: Element | null) => {
            const text = document.createRange();
            text.selectNodeContents(element ?? day);
            return [...text.getClientRects()];
          };
          const [dayLine, ...more] = lines(day);
          const [timeLine, ...moreTimes] = lines(day.nextElementSibling);
          return {
            text: `${day.textContent} ${day.nextElementSibling?.textContent}`,
            oneLineEach: more.length === 0 && moreTimes.length === 0,
            sideBySide: Math.abs((dayLine?.top ?? 0) - (timeLine?.top ?? Number.NaN)) < 2,
          };
        }),
      );
      expect(rows).toEqual(hoursRows.map((row) => ({ text: `${row.label} ${row.text}`, oneLineEach: true, sideBySide: true })));
      await expect(hours.getByText("11:00 AM - midnight")).toBeVisible();
    }
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu toggle exists on small screens");

  test("keeps BOOK NOW beside the toggle, opens, closes on Escape and when an item is chosen", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Book now" })).toBeVisible();
    const toggle = header.getByText("Menu", { exact: true });
    const menu = header.getByRole("navigation", { name: "Main menu" });

    await toggle.click();
    await expect(menu.getByRole("link", { name: "Games", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.press("Enter");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/#about$/);
    await expect(menu).toBeHidden();
  });

  test("is a disclosure that keyboard and screen-reader users can open without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    await page.getByText("Menu", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("link", { name: "Prices" })).toBeVisible();
    await context.close();
  });
});

test.describe("booking buttons", () => {
  test("are real links that open the booking provider in an 800x600 pop-up, with a notice", async ({ page }) => {
    await page.goto("/");
    const book = page.getByRole("banner").getByRole("link", { name: "Book now" });
    await expect(book).toHaveAttribute("href", bookingUrl);
    const openCalls = await recordWindowOpen(page);
    await book.click();
    expect((await openCalls()).map((call) => [call[0], call[2]])).toEqual([
      [bookingUrl, "width=800,height=600,scrollbars=yes,resizable=yes"],
    ]);
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole("region", { name: /Notifications/ }).getByRole("status");
    await expect(notice).toContainText("Booking opened in a new window");
    await expect(notice.getByRole("link", { name: "Open the booking page here instead" })).toHaveAttribute("href", bookingUrl);
  });

  test("fall back to the booking page in the same tab when the pop-up is blocked", async ({ page }) => {
    await page.route("https://booking.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Booking</title><p>Booking provider</p>" }),
    );
    await page.goto("/");
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.getByRole("banner").getByRole("link", { name: "Book now" }).click();
    await expect(page).toHaveURL(bookingUrl);
  });
});

test.describe("notices", () => {
  test.beforeEach(async ({ page }) => {
    await stopTheClock(page);
    await page.goto("/");
    await recordWindowOpen(page);
  });

  const region = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /Notifications/ });

  test("show one at a time, leave after 5 s, and F8 moves focus to them", async ({ page }) => {
    const book = page.getByRole("banner").getByRole("link", { name: "Book now" });
    await book.click();
    await book.click();
    await expect(region(page).getByRole("status")).toHaveCount(1);
    await page.keyboard.press("F8");
    await expect(region(page)).toBeFocused();
    await page.getByRole("heading", { level: 1 }).click();
    await page.mouse.move(1, 1);
    await page.clock.runFor(4900);
    await expect(region(page).getByRole("status")).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(region(page).getByRole("status")).toHaveCount(0);
  });

  test("are dismissed by a swipe of 50 px to the right, not less", async ({ page }) => {
    await page.getByRole("banner").getByRole("link", { name: "Book now" }).click();
    const notice = region(page).getByRole("status");
    const box = await notice.boundingBox();
    if (!box) throw new Error("no notice");
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + 20 + distance, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(30);
    await expect(notice).toBeVisible();
    await swipe(60);
    await expect(notice).toHaveCount(0);
  });

  test("keep the links inside them working: the waiver in a new tab, the booking page in this one", async ({ page, context }) => {
    await context.route(/^https:\/\/(waivers|booking)\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Provider</title><p>Provider</p>" }),
    );
    await page.getByRole("banner").getByRole("link", { name: "Book now" }).click();
    const notice = region(page).getByRole("status");
    const [waiver] = await Promise.all([context.waitForEvent("page"), notice.getByRole("link", { name: /^Sign the waiver/ }).click()]);
    await expect(waiver).toHaveURL("https://waivers.example/ironbark-axe-house");
    await notice.getByRole("link", { name: "Open the booking page here instead" }).click();
    await expect(page).toHaveURL(bookingUrl);
  });

  test("are at most 420 px wide from medium screens up", async ({ page, isMobile }) => {
    test.skip(isMobile, "the width limit applies from medium screens");
    await page.getByRole("banner").getByRole("link", { name: "Book now" }).click();
    const box = await region(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(420);
  });
});

test.describe("accessibility", () => {
  // axe-core walks every node of the page, and the longest articles take it a good share of the
  // default timeout on a two-core runner, so these get the slow-test allowance.
  test.slow();
  for (const path of [
    ...pageList.map((page) => page.path),
    "/blog/axe-throwing-austin-complete-guide-fun-skill-local-culture",
    "/plan?guests=18&hours=2&vr=1&day=Friday&time=19:00&kids=1",
    "/plan?guests=500",
    "/plan?guests=500&hours=3",
    "/no-such-page",
  ]) {
    test(`${path} has no axe-core violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});
