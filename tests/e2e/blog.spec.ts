import type { Page, Request } from "@playwright/test";
import { expect, stopTheClock, test } from "./fixtures.ts";

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

  test("each opening from the index counts once", async ({ page }) => {
    const sent = collectViewPosts(page);
    await page.goto("/blog");
    await page.getByRole("link", { name: /^Beyond the Bullseye/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beyond the Bullseye");
    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Axe Throwing Blog");
    await page.getByRole("link", { name: /^Beyond the Bullseye/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beyond the Bullseye");
    const post = "/api/blog/beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust/view";
    await expect.poll(() => sent).toEqual([post, post]);
  });

  test("a prerendered article counts nothing until it is shown, then once", async ({ page }) => {
    const sent = collectViewPosts(page);
    await page.addInitScript(() => {
      Object.defineProperty(document, "prerendering", { configurable: true, get: () => true });
    });
    await page.goto("/blog/south-austin-playbook");
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual([]);
    await expect(page.getByTestId("view-count")).toHaveText("10 views");

    const counted = page.waitForResponse((response) => isViewPost(response.request()));
    await page.evaluate(() => {
      Object.defineProperty(document, "prerendering", { configurable: true, get: () => false });
      document.dispatchEvent(new Event("prerenderingchange"));
      document.dispatchEvent(new Event("prerenderingchange"));
    });
    const { views } = (await (await counted).json()) as { views: number };
    await expect(page.getByTestId("view-count")).toHaveText(`${views.toLocaleString("en-US")} views`);
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual(["/api/blog/south-austin-playbook/view"]);
  });

  test.describe("when counting fails", () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("the count stays at its initial value and no message appears", async ({ page }) => {
      await page.route("**/api/blog/*/view", (route) =>
        route.fulfill({
          status: 503,
          contentType: "application/json",
          body: '{"error":{"status":503,"code":"unavailable","message":"x"}}',
        }),
      );
      const failed = page.waitForResponse((response) => isViewPost(response.request()));
      await page.goto("/blog/south-austin-playbook");
      await failed;
      await expect(page.getByTestId("view-count")).toHaveText("10 views");
      await expect(page.getByRole("alert")).toHaveCount(0);
      await expect(page.getByRole("status")).toHaveCount(0);
    });
  });
});

test.describe("article calls to action", () => {
  test("the scroll-to-top button scrolls smoothly back to the top", async ({ page }) => {
    await page.goto("/blog/locals-guide-axe-throwing-austin");
    const button = page.getByRole("complementary").getByRole("link", { name: "Start Your Adventure" });
    await button.scrollIntoViewIfNeeded();
    const from = await page.evaluate(() => window.scrollY);
    expect(from).toBeGreaterThan(1000);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the VR article's button opens the VR booking site in a new tab", async ({ page }) => {
    await page.goto("/blog/where-steel-meets-sim-axe-throwing-virtual-reality-zero-latency-austin");
    const button = page.getByRole("complementary").getByRole("link", { name: /Book Your VR Mission/ });
    await expect(button).toHaveAttribute("href", "https://parallax-vr.example/book");
    await expect(button).toHaveAttribute("target", "_blank");
    await expect(button).toHaveAttribute("rel", "noopener noreferrer");
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

  test.describe("when the counts cannot be fetched", () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    test("keeps the initial counts: 10 for the first post, 0 for the others", async ({ page }) => {
      await page.route("**/api/blog/views", (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
      const failed = page.waitForResponse((response) => response.url().endsWith("/api/blog/views"));
      await page.goto("/blog");
      await failed;
      await expect(page.getByRole("article").last().getByTestId("view-count")).toHaveText("10 views");
      await expect(page.getByRole("article").first().getByTestId("view-count")).toHaveText("0 views");
    });
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

  test("the particles tick every 40 ms and do not run for visitors who prefer reduced motion", async ({ page }) => {
    await stopTheClock(page);
    await page.goto("/blog");
    const canvas = page.locator("canvas");
    await expect(canvas).toHaveAttribute("data-state", "running");
    const snapshot = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    const before = await snapshot();
    await page.clock.runFor(40);
    await expect.poll(snapshot).not.toBe(before);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(canvas).toHaveAttribute("data-state", "paused");
  });
});
