import { posts } from "../../content/posts.ts";
import { pageList, postPath, sitePages } from "../../content/site-pages.ts";
import { venue } from "../../content/venue.ts";
import { rfc822Date } from "../../lib/dates.ts";
import { cachePolicy } from "../http/cache-policy.server.ts";

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function textResponse(body: string, contentType: string): Response {
  return new Response(body, { headers: { "Content-Type": contentType, "Cache-Control": cachePolicy.feed } });
}

export function sitemap(siteUrl: string): Response {
  // The blog index changes whenever one of its posts does.
  const blogModified = posts.map((post) => post.modified).reduce((latest, date) => (date > latest ? date : latest), "");
  const entry = (path: string, lastmod: string | undefined, changefreq: string, priority: number) =>
    `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}<changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority></url>`;
  const pages = pageList.map(({ path, sitemap: { changefreq, priority } }) =>
    entry(path, path === sitePages.blog.path ? blogModified : undefined, changefreq, priority),
  );
  const articles = posts.map((post) => entry(postPath(post.slug), post.modified, "monthly", 0.7));
  return textResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...articles].join("\n")}\n</urlset>\n`,
    "application/xml; charset=utf-8",
  );
}

export function robots(siteUrl: string): Response {
  return textResponse(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`, "text/plain; charset=utf-8");
}

export function rssFeed(siteUrl: string): Response {
  const items = posts.map(
    (post) => `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(`${siteUrl}${postPath(post.slug)}`)}</link>
      <guid isPermaLink="true">${escapeXml(`${siteUrl}${postPath(post.slug)}`)}</guid>
      <pubDate>${rfc822Date(post.date)}</pubDate>
      <author>${escapeXml(`${venue.email} (${post.author})`)}</author>
      <description>${escapeXml(post.excerpt)}</description>
${post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`).join("\n")}
    </item>`,
  );
  const newest = posts[0]?.date;
  return textResponse(
    `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${venue.name} Blog`)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Axe-throwing guides, tips and Austin outing ideas from the coaches at ${venue.name}.`)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`,
    "application/rss+xml; charset=utf-8",
  );
}
