import { describe, expect, it } from "vitest";
import { posts } from "../../app/content/posts.ts";
import { jsonLdBlocks, metaContent, visibleText } from "../support/html.ts";
import { publicConfig, renderPage } from "../support/render-page.ts";
import { siteUrl } from "../support/server.ts";

describe("article pages", () => {
  it.each(["no-such-post", "south-austin-playbook-2", "..%2F..%2Fpackage.json", "NO-SUCH-POST"])(
    "/blog/%s is the not-found page with a 404",
    async (slug) => {
      const { status, html: body } = await renderPage(`/blog/${slug}`);
      expect(status).toBe(404);
      expect(body).toContain("<title>Page Not Found</title>");
    },
  );

  it("carries the article's head: canonical, Open Graph article tags, its own share card and JSON-LD", async () => {
    const post = posts.find((candidate) => candidate.slug === "locals-guide-axe-throwing-austin");
    if (!post) throw new Error("post 2 is missing");
    const { html: body } = await renderPage(`/blog/${post.slug}`);
    expect(body).toContain(`<title>${post.title.replace(/'/g, "&#x27;")}</title>`);
    expect(metaContent(body, "description")).toBe(post.description);
    expect(metaContent(body, "og:type")).toBe("article");
    expect(metaContent(body, "article:published_time")).toBe("2025-08-05");
    const card = metaContent(body, "og:image");
    expect(card).toMatch(new RegExp(`^https://www\\.ironbark\\.test/.*${post.slug}[^/]*\\.png$`));
    expect(metaContent(body, "twitter:image")).toBe(card);
    expect(metaContent(body, "og:image:alt")).toBe(`${post.title}: an article from Ironbark Axe House`);
    expect([metaContent(body, "og:image:width"), metaContent(body, "og:image:height")]).toEqual(["1200", "630"]);
    const [posting, breadcrumbs] = jsonLdBlocks(body) as [Record<string, any>, Record<string, any>];
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: "2025-08-05",
      author: { "@type": "Person", name: "Casey Holloway" },
      publisher: { "@type": "Organization", name: "Ironbark Axe House" },
      mainEntityOfPage: { "@id": `${siteUrl}/blog/${post.slug}` },
    });
    expect(posting.image).toEqual({
      "@type": "ImageObject",
      url: card,
      width: 1200,
      height: 630,
      caption: metaContent(body, "og:image:alt"),
    });
    expect(posting.dateModified).toBe(post.modified);
    expect(posting.dateModified >= posting.datePublished).toBe(true);
    expect(breadcrumbs.itemListElement.map((item: Record<string, string>) => item.item)).toEqual([
      `${siteUrl}/`,
      `${siteUrl}/blog`,
      `${siteUrl}/blog/${post.slug}`,
    ]);
  });

  it("shows the header, hero, body, call to action and tags, with the initial view count", async () => {
    const { html: body } = await renderPage("/blog/south-austin-playbook");
    const text = visibleText(body);
    expect(text).toMatch(/<a href="\/blog"[^>]*>← Back to Blog<\/a>/);
    expect(text).toContain("10 views");
    expect(text).toContain("12 min read");
    expect(text).toContain('<time dateTime="2025-08-01">August 1, 2025</time>');
    expect(text).toMatch(
      /<img[^>]+alt="[^"]{10,}"[^>]+src="\/[^"]*south-austin-playbook[^"]*\.svg"|<img[^>]+src="\/[^"]*south-austin-playbook[^"]*\.svg"[^>]+alt="[^"]{10,}"/,
    );
    expect(text).toContain("Book Your Session");
    expect(text).toContain('aria-label="Article tags"');
    expect(text).toContain('href="/faq#what-to-wear"');
  });

  it("sends its body's booking links to the booking and VR sites the configuration names, in a new tab", async () => {
    const links = {
      ...publicConfig.links,
      booking: "https://lanes.example/book?venue=austin&v=2",
      vrBooking: "https://arena.example/missions",
    };
    const { html: body } = await renderPage("/blog/ultimate-austin-rain-or-shine-group-outing-guide-axe-throwing-free-roam-vr", {
      ...publicConfig,
      links,
    });
    expect(body).toMatch(/<a href="https:\/\/arena\.example\/missions" target="_blank" rel="noopener noreferrer">the arena/);
    expect(body).toContain('<a href="https://lanes.example/book?venue=austin&amp;v=2" target="_blank"');
    expect(body).not.toContain('href="link:');
  });
});

describe("the blog index", () => {
  it("lists every published post newest first, with a Blog JSON-LD and its RSS feed in the head", async () => {
    const { html: body } = await renderPage("/blog");
    expect(body).toContain("Axe Throwing Blog</h1>");
    const order = posts.map((post) => body.indexOf(`href="/blog/${post.slug}"`));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const [blog] = jsonLdBlocks(body) as [Record<string, any>];
    expect(blog["@type"]).toBe("Blog");
    expect(blog.blogPost).toHaveLength(posts.length);
    expect(visibleText(body).match(/Read Full Article/g)).toHaveLength(posts.length);
    expect(body).toMatch(/<link[^>]+rel="alternate"[^>]+type="application\/rss\+xml"[^>]+href="\/blog\/rss.xml"/);
  });
});
