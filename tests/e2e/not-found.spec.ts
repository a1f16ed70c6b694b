import { eventPageEntries, shortPaths, sitePages } from "../../app/content/site-pages.ts";
import { expect, test } from "./fixtures.ts";

/** Where the not-found page leads on: the four occasions, prices, the planner, the FAQ and the blog. */
const wayOn = [...eventPageEntries, sitePages.prices, sitePages.plan, sitePages.faq, sitePages.blog];

/** The page's path and fragment, as a visitor's address bar ends. */
const pathAndHash = (url: string) => `${new URL(url).pathname}${new URL(url).hash}`;

test.describe("the not-found page", () => {
  test("shows the message inside the site's header and footer, with a 404 status", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page Not Found");
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Ironbark Axe House" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "(512)\u00a0555\u20110142" })).toHaveAttribute(
      "href",
      "tel:+15125550142",
    );
  });

  test("leads on to each occasion, prices, the planner, the FAQ and the blog, the occasions in view on arrival", async ({ page }) => {
    await page.goto("/no-such-page");
    const main = page.getByRole("main");
    for (const target of wayOn) {
      const link = main.getByRole("link", { name: target.label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", target.path);
    }
    for (const occasion of eventPageEntries) {
      await expect(main.getByRole("link", { name: occasion.label, exact: true })).toBeInViewport();
    }
  });

  test("keeps one set of head tags", async ({ page }) => {
    await page.goto("/another/missing/page");
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head meta[property="og:title"]')).toHaveCount(1);
  });

  test("offers a skip link as the first stop for keyboard users", async ({ page }) => {
    await page.goto("/missing");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await skip.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe("short paths", () => {
  for (const [path, target] of shortPaths) {
    test(`${path} lands on ${target}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(pathAndHash(page.url())).toBe(target);
      await expect(page).not.toHaveTitle("Page Not Found");
      const section = new URL(page.url()).hash;
      await expect(section ? page.locator(section) : page.getByRole("heading", { level: 1 })).toBeInViewport();
    });
  }
});
