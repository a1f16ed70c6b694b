import { describe, expect, it } from "vitest";
import { posts } from "../../app/content/posts.ts";
import { sitePaths } from "../../app/content/site-pages.ts";
import { canonicalHref, htmlProblems, metaContent } from "../support/html.ts";
import { renderPage } from "../support/render-page.ts";
import { siteUrl } from "../support/server.ts";

/** Every page the registry and the posts name, so a new page is covered without a test edit. */
describe.each([...sitePaths(posts.map((post) => post.slug))])("%s", (path) => {
  it("answers 200 with valid HTML, its canonical URL, a description that fits a search result and a share card", async () => {
    const { status, html } = await renderPage(path);
    expect(status).toBe(200);
    expect(await htmlProblems(html)).toEqual([]);
    expect(canonicalHref(html)).toBe(`${siteUrl}${path}`);
    expect(metaContent(html, "og:url")).toBe(`${siteUrl}${path}`);
    expect(metaContent(html, "description")?.length).toBeGreaterThan(50);
    expect(metaContent(html, "description")?.length).toBeLessThanOrEqual(160);
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  });
});
