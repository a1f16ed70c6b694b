import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
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
 * What a visitor sees of a page's main content: its text, and every image's and drawing's source.
 * A view count is live (each opening counts), so only its presence is compared.
 */
const mainContent = (page: Page) =>
  page.getByRole("main").evaluate((main) => ({
    text: (main as HTMLElement).innerText.replace(/[\d,]+ views/g, "N views"),
    images: [...main.querySelectorAll("img")].map((image) => image.getAttribute("src")),
    drawings: [...main.querySelectorAll("svg")].map((svg) => svg.outerHTML.length),
  }));

const journeys = [
  { from: "/blog", click: (page: Page) => page.getByRole("banner").getByRole("link", { name: "Ironbark Axe House" }).click(), to: "/" },
  {
    from: "/blog",
    click: (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Prices" }).click(),
    to: "/axe-throwing-prices",
  },
  {
    from: "/",
    click: (page: Page) => page.getByRole("contentinfo").getByRole("link", { name: "Birthday Parties" }).click(),
    to: "/birthday-parties",
  },
  {
    from: "/blog",
    click: (page: Page) =>
      page
        .getByRole("link", { name: /^The South Austin Playbook/ })
        .first()
        .click(),
    to: "/blog/south-austin-playbook",
  },
];

test.describe("a page reached by a click is the page a fresh load shows", () => {
  for (const { from, click, to } of journeys) {
    test(`${from} -> ${to}`, async ({ page, browser }) => {
      await page.goto(from);
      await click(page);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, "\\/")}$`));
      await page.waitForLoadState("networkidle");
      const clicked = await mainContent(page);

      const fresh = await browser.newPage();
      await fresh.goto(to);
      await fresh.waitForLoadState("networkidle");
      expect(clicked).toEqual(await mainContent(fresh));
      expect(clicked.text.length).toBeGreaterThan(200);
      await fresh.close();
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
        expect(script).toMatch(/^\/assets\/[\w-]+\.js$/);
        expect(frameworkChunks).not.toContain(script);
      }
      expect(await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterManifest" in window)).toBe(false);
      expect(await page.locator("script:not([src]):not([type='application/ld+json'])").count()).toBe(0);
    });
  }

  test("every page is complete without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog/south-austin-playbook");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("South Austin Playbook");
    await expect(page.getByTestId("view-count")).toHaveText("10 views");
    await expect(page.getByRole("main").locator("h2").first()).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("main").locator("svg").first()).toBeAttached();
    await expect(page.getByRole("banner").getByRole("link", { name: "Book now" })).toHaveAttribute("href", /^https:\/\/booking\.example\//);
    await context.close();
  });
});
