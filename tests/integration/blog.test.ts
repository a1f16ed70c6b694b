import { describe, expect, it } from "vitest";
import { postBody, posts } from "../../app/content/posts.ts";
import { pageList } from "../../app/content/site-pages.ts";
import { browserUserAgent, serverWithOwnDatabase, siteUrl } from "../support/server.ts";

const running = serverWithOwnDatabase();

async function get(path: string) {
  const response = await fetch(`${running.server.url}${path}`, { headers: { "User-Agent": browserUserAgent }, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("article pages", () => {
  it("sends another spelling of an article to its one URL with a 301", async () => {
    const { status, headers } = await get("/blog/SOUTH-AUSTIN-PLAYBOOK/");
    expect(status).toBe(301);
    expect(headers.get("location")).toBe("/blog/south-austin-playbook");
  });

  it("sends each body once, in the page's HTML, never as router data", async () => {
    // The article's first paragraph, as the content build compiled it.
    const sentence = /<p>([^<]{40,}?)<\/p>/.exec(postBody("south-austin-playbook") ?? "")?.[1] ?? "";
    expect(sentence.length).toBeGreaterThan(40);
    const page = await get("/blog/south-austin-playbook");
    expect(page.body.split(sentence)).toHaveLength(2);
    const data = await get("/blog/south-austin-playbook.data");
    expect(data.status).toBe(404);
    expect(data.body).not.toContain(sentence);
  });
});

describe("discovery files", () => {
  it("sitemap.xml lists every page and published post", async () => {
    const { status, headers, body } = await get("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toMatch(/^application\/xml/);
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [...pageList.map((page) => page.path), ...posts.map((post) => `/blog/${post.slug}`)]) {
      expect(locations).toContain(`${siteUrl}${path}`);
    }
  });

  it("robots.txt allows crawling and points to the sitemap", async () => {
    const { body } = await get("/robots.txt");
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("the RSS feed is well-formed and lists every post with its date", async () => {
    const { headers, body } = await get("/blog/rss.xml");
    expect(headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const items = [...body.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] as string);
    expect(items).toHaveLength(posts.length);
    expect(items[0]).toContain(`<link>${siteUrl}/blog/${posts[0]?.slug}</link>`);
    expect(items[0]).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT<\/pubDate>/);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
