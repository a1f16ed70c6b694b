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

  // A house rule is told once, at its FAQ answer; a page that needs it says so in its own words and
  // links the answer once, where the reader first needs it, with few "(the … rule)" asides.
  it("links each FAQ answer at most once and carries at most two parenthetical rule links", async () => {
    const { html } = await renderPage(path);
    const links = [...html.matchAll(/<a\b[^>]*\bhref="(\/faq#[^"]+)"/g)].map((match) => match[1] as string);
    const repeated = [...new Set(links.filter((href, index) => links.indexOf(href) !== index))];
    expect(repeated, "answers linked more than once").toEqual([]);
    const asides = html.match(/\(\s*<a\b[^>]*\bhref="\/faq#/g) ?? [];
    expect(asides.length, "parenthetical links to an FAQ answer").toBeLessThanOrEqual(2);
  });
});
