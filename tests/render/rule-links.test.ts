import { describe, expect, it } from "vitest";
import { posts } from "../../app/content/posts.ts";
import { sitePaths } from "../../app/content/site-pages.ts";
import { renderPage } from "../support/render-page.ts";

/**
 * A house rule is told once, at its FAQ answer; a page that needs it says so in its own words and
 * links the answer once, where the reader first needs it, with few "(the … rule)" asides.
 */
const paths = [...sitePaths(posts.map((post) => post.slug))];

/** The FAQ answers a page links, as "/faq#anchor", once per link. */
const answerLinks = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="(\/faq#[^"]+)"/g)].map((match) => match[1] as string);

describe.each(paths)("%s", (path) => {
  it("links each FAQ answer at most once and carries at most two parenthetical rule links", async () => {
    const { html } = await renderPage(path);
    const links = answerLinks(html);
    const repeated = [...new Set(links.filter((href, index) => links.indexOf(href) !== index))];
    expect(repeated, "answers linked more than once").toEqual([]);
    const asides = html.match(/\(\s*<a\b[^>]*\bhref="\/faq#/g) ?? [];
    expect(asides.length, "parenthetical links to an FAQ answer").toBeLessThanOrEqual(2);
  });
});
