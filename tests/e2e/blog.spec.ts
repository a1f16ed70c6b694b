import type { Page, Request } from "@playwright/test";
import { formatViews } from "../../app/content/format.ts";
import { expect, stopTheClock, test } from "./fixtures.ts";

const isViewPost = (request: Request) => request.method() === "POST" && /\/api\/blog\/[^/]+\/view$/.test(request.url());

/**
 * Each view POST's path, and the page-view id its Idempotency-Key carried, in order; each is the
 * spec's call, with no body.
 */
function collectViewPosts(page: Page) {
  const sent: string[] = [];
  const ids: string[] = [];
  page.on("request", (request) => {
    if (!isViewPost(request)) return;
    expect(request.postData()).toBeNull();
    expect(request.headers()["content-type"]).toBe("application/json");
    sent.push(new URL(request.url()).pathname);
    ids.push(/^"(.*)"$/.exec(request.headers()["idempotency-key"] ?? "")?.[1] ?? "missing");
  });
  return { sent, ids };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.describe("article view counter", () => {
  test("opening an article sends exactly one view, under a page-view id, and shows the returned count", async ({ page }) => {
    const { sent, ids } = collectViewPosts(page);
    const response = page.waitForResponse((candidate) => isViewPost(candidate.request()));
    await page.goto("/blog/locals-guide-axe-throwing-austin");
    const { views } = (await (await response).json()) as { views: number };
    await expect(page.getByTestId("view-count")).toHaveText(formatViews(views));
    // Moving around inside the article is still the same view.
    await page.getByText("In this article").click();
    await page.getByRole("navigation", { name: "In this article" }).getByRole("link").nth(1).click();
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual(["/api/blog/locals-guide-axe-throwing-austin/view"]);
    expect(ids).toEqual([expect.stringMatching(uuid)]);
  });

  test("each opening from the index counts once, under an id of its own", async ({ page }) => {
    const { sent, ids } = collectViewPosts(page);
    await page.goto("/blog");
    await page.getByRole("link", { name: /^Beyond the Bullseye/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beyond the Bullseye");
    await page.getByRole("link", { name: "← Back to Blog" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Axe Throwing Blog");
    await page.getByRole("link", { name: /^Beyond the Bullseye/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Beyond the Bullseye");
    const post = "/api/blog/beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust/view";
    await expect.poll(() => sent).toEqual([post, post]);
    expect(new Set(ids).size).toBe(2);
  });

  test("a prerendered article counts nothing until it is shown, then once", async ({ page }) => {
    const { sent } = collectViewPosts(page);
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
    await expect(page.getByTestId("view-count")).toHaveText(formatViews(views));
    await page.waitForLoadState("networkidle");
    expect(sent).toEqual(["/api/blog/south-austin-playbook/view"]);
  });

  test.describe("when counting fails", () => {
    test.use({ expectedConsoleErrors: [/status of 503/] });

    const unavailable = {
      status: 503,
      contentType: "application/json",
      headers: { "Retry-After": "5" },
      body: '{"error":{"status":503,"code":"unavailable","message":"x"}}',
    };

    test("a 503 is sent once more with the same id after the pause it names, and that answer is shown", async ({ page }) => {
      await stopTheClock(page);
      const { ids } = collectViewPosts(page);
      let answered = 0;
      await page.route("**/api/blog/*/view", (route) => (answered++ === 0 ? route.fulfill(unavailable) : route.continue()));
      const failed = page.waitForResponse((response) => isViewPost(response.request()) && response.status() === 503);
      await page.goto("/blog/south-austin-playbook");
      await failed;
      await page.clock.runFor(4000);
      expect(ids).toHaveLength(1);
      const retried = page.waitForResponse((response) => isViewPost(response.request()) && response.status() === 200);
      await page.clock.runFor(1000);
      const { views } = (await (await retried).json()) as { views: number };
      await expect(page.getByTestId("view-count")).toHaveText(formatViews(views));
      expect(ids).toEqual([expect.stringMatching(uuid), ids[0]]);
    });

    test("the count stays at its initial value and no message appears, after the one retry too", async ({ page }) => {
      await stopTheClock(page);
      const { ids } = collectViewPosts(page);
      await page.route("**/api/blog/*/view", (route) => route.fulfill(unavailable));
      const failed = page.waitForResponse((response) => isViewPost(response.request()));
      await page.goto("/blog/south-austin-playbook");
      await failed;
      const retried = page.waitForResponse((response) => isViewPost(response.request()));
      await page.clock.runFor(5000);
      await retried;
      await page.clock.runFor(60_000);
      expect(ids).toHaveLength(2);
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

test.describe("one view", () => {
  test('reads "1 view", in an article once counted and on the index', async ({ page }) => {
    const slug = "beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust";
    const one = { success: true, slug, views: 1, counted: true };
    await page.route(`**/api/blog/${slug}/view`, (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(one) }));
    await page.route(`**/api/blog/${slug}`, (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify(one) }));
    await page.route("**/api/blog/views", (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ views: { [slug]: 1 } }) }),
    );
    await page.goto(`/blog/${slug}`);
    await expect(page.getByTestId("view-count")).toHaveText("1 view");
    await page.goto("/blog");
    await expect(page.getByRole("article").filter({ hasText: "Beyond the Bullseye" }).getByTestId("view-count")).toHaveText("1 view");
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
