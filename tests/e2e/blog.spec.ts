import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const isViewPost = (request: Request) => request.method() === "POST" && /\/api\/blog\/[^/]+\/view$/.test(request.url());

function collectViewPosts(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (isViewPost(request)) sent.push(new URL(request.url()).pathname);
  });
  return sent;
}

test.describe("article view counter", () => {
  test("opening an article sends exactly one view and shows the returned count", async ({ page }) => {
    const sent = collectViewPosts(page);
    const response = page.waitForResponse((candidate) => isViewPost(candidate.request()));
    await page.goto("/blog/locals-guide-axe-throwing-austin");
    const { views } = (await (await response).json()) as { views: number };
    await expect(page.getByTestId("view-count")).toHaveText(`${views.toLocaleString("en-US")} views`);

    // Moving around inside the article is still the same view.
    await page.getByText("In this article").click();
    await page.getByRole("navigation", { name: "In this article" }).getByRole("link").nth(1).click();
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual(["/api/blog/locals-guide-axe-throwing-austin/view"]);
  });

  test("each opening from the index counts once; hovering a link counts nothing", async ({ page, isMobile }) => {
    const sent = collectViewPosts(page);
    await page.goto("/blog");
    const title = page.getByRole("link", { name: /^Beyond the Bullseye/ });
    if (!isMobile) await title.hover();
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual([]);

    await title.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beyond the Bullseye");
    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Axe Throwing Blog");
    await page.getByRole("link", { name: /^Beyond the Bullseye/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beyond the Bullseye");
    await page.waitForLoadState("networkidle");
    const post = "/api/blog/beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust/view";
    expect(sent).toEqual([post, post]);
  });

  test.describe("when counting fails", () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("the count stays at its initial value and no message appears", async ({ page }) => {
      await page.route("**/api/blog/*/view", (route) =>
        route.fulfill({ status: 503, contentType: "application/json", body: '{"error":{"status":503,"code":"database_unavailable","message":"x"}}' }),
      );
      const failed = page.waitForResponse((response) => isViewPost(response.request()));
      await page.goto("/blog/south-austin-playbook");
      await failed;
      await expect(page.getByTestId("view-count")).toHaveText("10 views");
      await expect(page.getByRole("alert")).toHaveCount(0);
    });
  });
});

test.describe("blog index", () => {
  test("lists every post newest first with date, author, views, read time, tags and two links", async ({ page }) => {
    await page.route("**/api/blog/views", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ views: { "south-austin-playbook": 1234 } }) }),
    );
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Axe Throwing Blog");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(15);
    const dates = await cards.locator("time").evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect([...dates].sort().reverse()).toEqual(dates);

    const first = cards.last();
    await expect(first.getByTestId("view-count")).toHaveText("1,234 views");
    await expect(first.getByText("12 min read")).toBeVisible();
    await expect(first.getByText("Casey Holloway")).toBeVisible();
    await expect(first.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(8);
    const hrefs = await first.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(["/blog/south-austin-playbook", "/blog/south-austin-playbook"]);
    await expect(first.getByRole("link", { name: /Read Full Article/ })).toBeVisible();
    await expect(cards.first().getByTestId("view-count")).toHaveText("0 views");
  });

  test("the ember particles pause while the tab is hidden", async ({ page }) => {
    await page.goto("/blog");
    const canvas = page.locator("canvas");
    await expect(canvas).toHaveAttribute("data-state", "running");
    const setVisibility = (state: "hidden" | "visible") =>
      page.evaluate((value) => {
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => value });
        document.dispatchEvent(new Event("visibilitychange"));
      }, state);
    await setVisibility("hidden");
    await expect(canvas).toHaveAttribute("data-state", "paused");
    await setVisibility("visible");
    await expect(canvas).toHaveAttribute("data-state", "running");
    expect(await canvas.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe("none");
  });

  test("the particles do not run for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/blog");
    await expect(page.locator("canvas")).toHaveAttribute("data-state", "paused");
  });
});

test.describe("head on client-side navigation", () => {
  test("title, canonical, social tags and JSON-LD follow the page with no duplicates", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("link", { name: /^The South Austin Playbook/ }).click();
    await expect(page).toHaveTitle(/^The South Austin Playbook/);
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog\/south-austin-playbook$/);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(head.locator('meta[name="description"]')).toHaveCount(1);
    await expect(head.locator('script[type="application/ld+json"]')).toHaveCount(2);
    expect(await head.locator('script[type="application/ld+json"]').first().textContent()).toContain('"BlogPosting"');

    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await expect(page).toHaveTitle(/^Axe Throwing Blog/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute("content", "website");
    await expect(head.locator('meta[property="article:published_time"]')).toHaveCount(0);
  });
});
