import { rules } from "../../app/content/rules.ts";
import { expect, test } from "./fixtures.ts";

const waiverUrl = "https://waivers.example/ironbark-axe-house";
const giftCardUrl = "https://booking.example/ironbark-axe-house/gift-cards";

test.describe("FAQ and policies", () => {
  test.beforeEach(async ({ context }) => {
    await context.route(/^https:\/\/(waivers|booking)\.example\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Provider</title><p>Provider</p>" }),
    );
  });

  test("opens the waiver and the gift cards in a new tab, with no opener or referrer, and says so", async ({ page, context }) => {
    await page.goto("/faq");
    const waiver = page.getByRole("main").getByRole("link", { name: "Sign the waiver" }).first();
    const giftCards = page.getByRole("contentinfo").getByRole("link", { name: /^Gift cards/ });
    for (const [link, href, name] of [
      [waiver, waiverUrl, "Sign the waiver (opens in a new tab)"],
      [giftCards, giftCardUrl, "Gift cards (opens in a new tab)"],
    ] as const) {
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(name);
      const [opened] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await expect(opened).toHaveURL(href);
      expect(await opened.evaluate(() => window.opener)).toBeNull();
      await opened.close();
      await expect(page).toHaveURL(/\/faq$/);
    }
  });

  test("opens an answer when its question is pressed, with no JavaScript at all", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/faq");
    const question = page.getByText("Can we cancel or reschedule?", { exact: true });
    const answer = page.locator("#cancellation");
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(rules.cancellation.statement);
    await question.press("Enter");
    await expect(answer).toBeHidden();
    await context.close();
  });

  test("opens the answer a link points to, with its question in view", async ({ page }) => {
    await page.goto("/faq#younger-siblings");
    const answer = page.locator("#younger-siblings");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(rules.youngerSiblings.statement);
    await expect(page.getByText("Can younger brothers and sisters come along?", { exact: true })).toBeInViewport();
  });

  test("takes a reader from an article's rule link to the full rule, open", async ({ page }) => {
    await page.goto("/blog/first-timers-guide-axe-throwing-austin-safety-what-to-wear-house-games");
    await page.getByRole("main").locator('a[href="/faq#what-to-wear"]').first().click();
    await expect(page).toHaveURL(/\/faq#what-to-wear$/);
    const answer = page.locator("#what-to-wear");
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(rules.footwear.statement);
  });
});
