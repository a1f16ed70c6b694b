import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { postBody, posts } from "../../app/content/posts.ts";
import { pageList } from "../../app/content/site-pages.ts";
import { browserUserAgent, crawlerUserAgent, serverWithOwnDatabase, siteUrl } from "../support/server.ts";

const running = serverWithOwnDatabase();

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${running.server.url}${path}`, { headers: { "User-Agent": browserUserAgent, ...headers }, redirect: "manual" });
const text = async (path: string) => (await get(path)).text();

describe("the not-found page", () => {
  const unknownPaths = [
    "/no-such-page",
    "/blog/..%2F..%2Fetc%2Fpasswd",
    "/assets/..%2F..%2Fpackage.json",
    "/.env",
    "/.git/HEAD",
    "/package.json",
    "/app/server/config.server.ts",
    `/${"a".repeat(4000)}`,
  ];

  it.each(unknownPaths)("answers %s with 404 and the not-found page, never a file", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("<title>Page Not Found</title>");
    expect(html).toContain("Did you forget to add the page to the router?");
    expect(html).not.toContain('"dependencies"');
  });

  it("answers a path with broken percent-encoding with 400, not an error", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("the address is not valid");
  });

  it("has the site header and footer, and asks search engines not to index it", async () => {
    const html = await text("/no-such-page");
    expect(html).toMatch(/<header[^>]*>[\s\S]*Ironbark Axe House[\s\S]*<\/header>/);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*href="tel:\+15125550142"[\s\S]*<\/footer>/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("the document head in the server HTML", () => {
  it("carries title, description, Open Graph and Twitter tags with absolute URLs", async () => {
    const html = await text("/no-such-page");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<meta charset="utf-8">');
    expect(head).toContain('<meta name="viewport"');
    expect(head).toMatch(/<meta name="description" content="[^"]+">/);
    expect(head).toContain('<meta property="og:title" content="Page Not Found">');
    expect(head).toContain(`<meta property="og:image" content="${siteUrl}/social-card.png">`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it("gives crawlers the complete document", async () => {
    const html = await (await get("/no-such-page", { "User-Agent": crawlerUserAgent })).text();
    expect(html).toContain("</html>");
    expect(html).toContain("<title>Page Not Found</title>");
  });
});

describe("HTTP behaviour of pages and files", () => {
  it("sends security headers and a CSP with no nonce, and the page has no inline script to need one", async () => {
    const response = await get("/no-such-page");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce-");
    expect(csp).not.toContain("unsafe-inline");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(tag).toMatch(/type="application\/ld\+json"|type="module" src="\/assets\//);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  it("gives different pages different ETags", async () => {
    const tags = await Promise.all(["/", "/blog", "/team-building"].map(async (path) => (await get(path)).headers.get("etag")));
    expect(new Set(tags).size).toBe(3);
  });

  it("points Chromium at the speculation rules, served with their own media type and never prerendering the API", async () => {
    const page = await get("/blog");
    expect(page.headers.get("speculation-rules")).toBe('"/speculation-rules.json"');
    const rules = await get("/speculation-rules.json");
    expect(rules.headers.get("content-type")).toMatch(/^application\/speculationrules\+json/);
    const body = (await rules.json()) as { prerender: Array<{ eagerness: string; where: unknown }> };
    expect(body.prerender[0]?.eagerness).toBe("moderate");
    expect(JSON.stringify(body.prerender[0]?.where)).toContain('{"not":{"href_matches":"/api/*"}}');
  });

  it("compresses HTML and sets no cookies", async () => {
    const response = await get("/no-such-page", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=/);
  });

  it("carries its stylesheet inline, allowed by the policy's hash, with fonts from our own origin", async () => {
    const response = await get("/no-such-page");
    const html = await response.text();
    expect(html).not.toMatch(/rel="stylesheet"/);
    const css = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(css).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`style-src 'self' 'sha256-${hash}';`);
    const fonts = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1] as string);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font.startsWith("/assets/")).toBe(true);
  });
});

describe("health endpoints", () => {
  it("answers liveness and readiness, uncached, with the database state", async () => {
    const live = await get("/healthz");
    expect(live.status).toBe(200);
    expect(live.headers.get("cache-control")).toBe("no-store");
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    const kind = running.database.kind === "postgres" ? "postgres" : "sqlite";
    expect(await ready.json()).toEqual({ status: "ready", database: { kind, status: "up" } });
  });
});

describe("article pages", () => {
  it("sends another spelling of an article to its one URL with a 301", async () => {
    const response = await get("/blog/SOUTH-AUSTIN-PLAYBOOK/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/blog/south-austin-playbook");
  });

  it("sends each body once, in the page's HTML, never as router data", async () => {
    // The article's first paragraph, as the content build compiled it.
    const sentence = /<p>([^<]{40,}?)<\/p>/.exec(postBody("south-austin-playbook") ?? "")?.[1] ?? "";
    expect(sentence.length).toBeGreaterThan(40);
    expect((await text("/blog/south-austin-playbook")).split(sentence)).toHaveLength(2);
    const data = await get("/blog/south-austin-playbook.data");
    expect(data.status).toBe(404);
    expect(await data.text()).not.toContain(sentence);
  });
});

describe("discovery files", () => {
  it("sitemap.xml lists every page and published post", async () => {
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toMatch(/^application\/xml/);
    const body = await sitemap.text();
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [...pageList.map((page) => page.path), ...posts.map((post) => `/blog/${post.slug}`)]) {
      expect(locations).toContain(`${siteUrl}${path}`);
    }
  });

  it("robots.txt allows crawling and points to the sitemap", async () => {
    const body = await text("/robots.txt");
    expect(body).toContain("User-agent: *");
    expect(body).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("the RSS feed is well-formed and lists every post with its date", async () => {
    const feed = await get("/blog/rss.xml");
    expect(feed.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    const body = await feed.text();
    const items = [...body.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1] as string);
    expect(items).toHaveLength(posts.length);
    expect(items[0]).toContain(`<link>${siteUrl}/blog/${posts[0]?.slug}</link>`);
    expect(items[0]).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT<\/pubDate>/);
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
