import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures.ts";
import { recordWindowOpen } from "./window-open.ts";

const bookingUrl = "https://booking.example/ironbark-axe-house/lanes";

test.describe("navigation bar", () => {
  test("is transparent at the top and turns solid after 50 px of scroll", async ({ page }) => {
    await page.goto("/axe-throwing-prices");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("takes section links from another page to the home page's anchor", async ({ page, isMobile }) => {
    await page.goto("/axe-throwing-prices");
    if (isMobile) await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("works as plain links before JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/axe-throwing-prices");
    const about = page.locator('header a[href="/#about"]').first();
    await expect(about).toHaveCount(1);
    await page.locator('header a[href="/#gallery"]').first().evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/#gallery$/);
    await expect(page.locator("#gallery")).toBeInViewport();
    await context.close();
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "the menu toggle exists on small screens");

  test("keeps BOOK NOW beside the toggle, opens, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: "Book now" })).toBeVisible();
    const toggle = header.getByText("Menu", { exact: true });
    await expect(toggle).toBeVisible();
    const menuLinks = header.getByRole("navigation", { name: "Main" }).getByRole("link");

    await toggle.click();
    await expect(menuLinks.getByText("Games", { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menuLinks.first()).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.press("Enter");
    await menuLinks.getByText("Prices", { exact: true }).click();
    await expect(page).toHaveURL(/\/axe-throwing-prices$/);
    await expect(menuLinks.first()).toBeHidden();
  });
});

test.describe("booking buttons", () => {
  test("open the booking provider in an 800x600 pop-up", async ({ page }) => {
    await page.goto("/");
    const openCalls = await recordWindowOpen(page);
    await page.locator("header").getByRole("link", { name: "Book now" }).click();
    const calls = await openCalls();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[0]).toBe(bookingUrl);
    expect(calls[0]?.[2]).toBe("width=800,height=600,scrollbars=yes,resizable=yes");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Booking opened in a new window")).toBeVisible();
  });

  test("fall back to the booking page in the same tab when the pop-up is blocked", async ({ page }) => {
    await page.route("https://booking.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Booking</title><p>Booking provider</p>" }),
    );
    await page.goto("/");
    await page.evaluate(() => {
      window.open = () => null;
    });
    await page.locator("header").getByRole("link", { name: "Book now" }).click();
    await expect(page).toHaveURL(bookingUrl);
  });
});

test.describe("notifications", () => {
  test("F8 moves keyboard focus to the notification region", async ({ page }) => {
    await page.goto("/");
    const region = page.getByRole("region", { name: /Notifications/ });
    await expect(region).toBeAttached();
    await page.keyboard.press("F8");
    await expect(region.locator("ol")).toBeFocused();
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/axe-throwing-prices", "/blog", "/blog/axe-throwing-austin-complete-guide-fun-skill-local-culture", "/birthday-parties", "/special-events", "/no-such-page"]) {
    test(`${path} has no axe-core violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
    });
  }
});
