import { expect, test } from "./fixtures.ts";

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
