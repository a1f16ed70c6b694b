import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { pageList } from "../../app/content/site-pages.ts";
import { expect, test } from "./fixtures.ts";

/**
 * React Router still builds a client runtime and a chunk per route (docs/decisions/0005); its
 * browser manifest lists them all. No page may load any of them.
 */
const assetsDirectory = new URL("../../build/client/assets/", import.meta.url);
const manifestFile = readdirSync(assetsDirectory).find((name) => /^manifest-[\w-]+\.js$/.test(name)) as string;
const browserManifest = JSON.parse(
  readFileSync(new URL(manifestFile, assetsDirectory), "utf8").replace(/^window\.__reactRouterManifest=|;\s*$/g, ""),
) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string }>;
};
/** The runtime with its imports (React, the router) and each route's own chunk; helpers a route shares with an enhancement module are not framework. */
const frameworkChunks = new Set([
  `/assets/${manifestFile}`,
  browserManifest.entry.module,
  ...browserManifest.entry.imports,
  ...Object.values(browserManifest.routes).map((route) => route.module),
]);

/**
 * The speculation rules fetch a page the visitor points at, and the click shows that copy. Chromium
 * refuses to prerender while DevTools drives it (PrerenderingDisabledByDevTools), which Playwright
 * does, so the test follows the prefetch the same rules start and the navigation's delivery type.
 */
test.describe("a link the visitor points at is fetched ahead, and the click shows it without a new request", () => {
  const journeys = [
    {
      from: "/blog",
      link: (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Prices" }),
      to: "/axe-throwing-prices",
    },
    {
      from: "/",
      link: (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Birthday Parties" }),
      to: "/birthday-parties",
    },
    {
      from: "/blog",
      link: (page: Page) => page.getByRole("link", { name: /^The South Austin Playbook/ }).first(),
      to: "/blog/south-austin-playbook",
    },
  ];

  for (const { from, link, to } of journeys) {
    test(`${from} -> ${to}`, async ({ page, isMobile }) => {
      test.skip(isMobile, "the speculation rules prerender on hover, which a touch screen does not have");
      const devtools = await page.context().newCDPSession(page);
      await devtools.send("Preload.enable");
      const ready = new Promise<void>((resolve) => {
        devtools.on("Preload.prefetchStatusUpdated", (event: { key: { url: string }; status: string }) => {
          if (new URL(event.key.url).pathname === to && event.status === "Ready") resolve();
        });
      });
      await page.goto(from);
      await link(page).hover();
      await ready;

      await link(page).click();
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
      const deliveryType = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { deliveryType: string }).deliveryType,
      );
      expect(deliveryType).toBe("navigational-prefetch");
      await expect(page.getByRole("main")).not.toBeEmpty();
    });
  }
});

test.describe("documents first", () => {
  for (const path of ["/", "/axe-throwing-prices", "/blog", "/blog/south-austin-playbook", "/team-building", "/no-such-page"]) {
    test(`${path} loads no framework runtime and none of the route chunks React Router builds, only its own small modules`, async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script).toMatch(/^\/assets\/[\w.-]+\.js$/);
        expect(frameworkChunks).not.toContain(script);
      }
      expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window)).toBe(false);
      expect(await page.locator("script:not([src]):not([type='application/ld+json'])").count()).toBe(0);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    for (const path of [...pageList.map((entry) => entry.path), "/blog/south-austin-playbook"]) {
      test(`${path} is complete`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).toBeVisible();
        await expect(page.getByRole("banner").getByRole("link", { name: "Book now" })).toHaveAttribute(
          "href",
          /^https:\/\/booking\.example\//,
        );
        await expect(page.getByRole("contentinfo").getByRole("link", { name: "Prices" })).toHaveAttribute("href", "/axe-throwing-prices");
      });
    }

    // An article's initial count in the served HTML: tests/render/blog.test.ts.
    test("a home page shows its artwork", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("main").locator("svg").first()).toBeAttached();
    });
  });
});
