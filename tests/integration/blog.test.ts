import { describe, expect, it } from "vitest";
import { posts } from "../../app/content/posts.ts";
import { pageList } from "../../app/content/site-pages.ts";
import { canonicalHref, htmlProblems, jsonLdBlocks, metaContent, visibleText } from "../support/html.ts";
import { browserUserAgent, serverWithOwnDatabase, siteUrl } from "../support/server.ts";

const running = serverWithOwnDatabase();

async function get(path: string) {
  const response = await fetch(`${running.server.url}${path}`, { headers: { "User-Agent": browserUserAgent }, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe("article pages", () => {
  it.each(posts.map((post) => post.slug))("/blog/%s answers 200 with valid HTML", async (slug) => {
    const { status, body } = await get(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(await htmlProblems(body)).toEqual([]);
  });

  it("sends another spelling of an article to its one URL with a 301", async () => {
    const { status, headers } = await get("/blog/SOUTH-AUSTIN-PLAYBOOK/");
    expect(status).toBe(301);
    expect(headers.get("location")).toBe("/blog/south-austin-playbook");
  });

  it.each(["no-such-post", "south-austin-playbook-2", "..%2F..%2Fpackage.json", "NO-SUCH-POST"])(
    "/blog/%s is the not-found page with a 404",
    async (slug) => {
      const { status, body } = await get(`/blog/${slug}`);
      expect(status).toBe(404);
      expect(body).toContain("<title>Page Not Found</title>");
    },
  );

  it("carries the article's head: canonical, Open Graph article tags and JSON-LD", async () => {
    const post = posts.find((candidate) => candidate.slug === "locals-guide-axe-throwing-austin");
    if (!post) throw new Error("post 2 is missing");
    const { body } = await get(`/blog/${post.slug}`);
    expect(body).toContain(`<title>${post.title.replace(/'/g, "&#x27;")}</title>`);
    expect(canonicalHref(body)).toBe(`${siteUrl}/blog/${post.slug}`);
    expect(metaContent(body, "description")).toBe(post.description);
    expect(metaContent(body, "og:type")).toBe("article");
    expect(metaContent(body, "article:published_time")).toBe("2025-08-05");
    expect(metaContent(body, "og:image")).toMatch(/^https:\/\/www\.ironbark\.test\/.+\.png$/);
    const [posting, breadcrumbs] = jsonLdBlocks(body) as [Record<string, any>, Record<string, any>];
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: "2025-08-05",
      author: { "@type": "Person", name: "Casey Holloway" },
      publisher: { "@type": "Organization", name: "Ironbark Axe House" },
      mainEntityOfPage: { "@id": `${siteUrl}/blog/${post.slug}` },
    });
    expect(posting.image[0]).toMatch(/^https:\/\/www\.ironbark\.test\/assets\/.+\.svg$/);
    expect(breadcrumbs.itemListElement.map((item: Record<string, string>) => item.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/blog`,
      `${siteUrl}/blog/${post.slug}`,
    ]);
  });

  it("shows the header, hero, body, call to action and tags, with the initial view count", async () => {
    const { body } = await get("/blog/south-austin-playbook");
    const text = visibleText(body);
    expect(text).toContain('href="/blog"');
    expect(text).toContain("Back to Blog");
    expect(text).toContain("10 views");
    expect(text).toContain("12 min read");
    expect(text).toContain('<time dateTime="2025-08-01">August 1, 2025</time>');
    expect(text).toMatch(
      /<img[^>]+alt="[^"]{10,}"[^>]+src="\/assets\/south-austin-playbook-[^"]+\.svg"|<img[^>]+src="\/assets\/south-austin-playbook-[^"]+\.svg"[^>]+alt="[^"]{10,}"/,
    );
    expect(text).toContain("Book Your Session");
    expect(text).toContain('aria-label="Article tags"');
    expect(text).toContain("Closed-toe shoes are required");
  });

  it("sends each body once, in the page's HTML, never as router data", async () => {
    const sentence = "I have coached at Ironbark Axe House long enough to notice a pattern.";
    const page = await get("/blog/south-austin-playbook");
    expect(page.body.split(sentence)).toHaveLength(2);
    const data = await get("/blog/south-austin-playbook.data");
    expect(data.status).toBe(404);
    expect(data.body).not.toContain(sentence);
  });
});

describe("the blog index", () => {
  it("lists every published post newest first, with valid HTML and a Blog JSON-LD", async () => {
    const { status, body } = await get("/blog");
    expect(status).toBe(200);
    expect(await htmlProblems(body)).toEqual([]);
    expect(body).toContain("Axe Throwing Blog</h1>");
    expect(canonicalHref(body)).toBe(`${siteUrl}/blog`);
    const order = posts.map((post) => body.indexOf(`href="/blog/${post.slug}"`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const [blog] = jsonLdBlocks(body) as [Record<string, any>];
    expect(blog["@type"]).toBe("Blog");
    expect(blog.blogPost).toHaveLength(posts.length);
    expect(visibleText(body).match(/Read Full Article/g)).toHaveLength(posts.length);
  });

  it("links the RSS feed from the head", async () => {
    const { body } = await get("/blog");
    expect(body).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]+href="\/blog\/rss.xml"/);
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
