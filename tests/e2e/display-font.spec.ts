import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/** The families Chromium drew the page's first heading in, as its developer tools report them. */
async function headingFamilies(page: Page): Promise<string[]> {
  const devtools = await page.context().newCDPSession(page);
  const { root } = await devtools.send("DOM.getDocument");
  const { nodeId } = await devtools.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  await devtools.send("CSS.enable");
  const { fonts } = await devtools.send("CSS.getPlatformFontsForNode", { nodeId });
  await devtools.detach();
  return fonts.map((font) => font.familyName);
}

/** The heading as the eye sees it: how wide its longest line is, and how tall the whole heading. */
const headingBox = (page: Page) =>
  page.locator("h1").evaluate((heading) => {
    const text = document.createRange();
    text.selectNodeContents(heading);
    return {
      width: Math.max(...[...text.getClientRects()].map((line) => line.width)),
      height: heading.getBoundingClientRect().height,
    };
  });

for (const path of ["/", "/birthday-parties"]) {
  test(`${path}: the first heading has the display face's width and lines before the face arrives`, async ({ page }) => {
    // A first visit on which the face never arrives, as over a slow network with font-display: optional.
    const firstVisit = await page.context().newPage();
    await firstVisit.route(/\.woff2$/, (route) => route.abort());
    await firstVisit.goto(path);
    expect(await headingFamilies(firstVisit)).not.toContain("Oswald");
    const fallback = await headingBox(firstVisit);
    await firstVisit.close();

    // A later visit, with the face in the cache.
    await page.goto(path);
    await page.evaluate(() => document.fonts.load('700 1em "Oswald Variable"'));
    await expect
      .poll(async () => {
        await page.goto(path);
        return headingFamilies(page);
      })
      .toEqual(["Oswald"]);
    const face = await headingBox(page);

    expect(fallback.height, "the same lines").toBe(face.height);
    expect(Math.abs(fallback.width / face.width - 1), `${fallback.width} px wide against ${face.width} px`).toBeLessThan(0.04);
  });
}
