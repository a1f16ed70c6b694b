import { posts } from "../content/posts.ts";
import { postPath } from "../content/site-pages.ts";
import { venue } from "../content/venue.ts";
import { rfc822Date } from "../lib/dates.ts";
import { escapeXml, feedResponse } from "../lib/feeds.ts";
import { renderContext } from "../lib/render-context.ts";
import type { Route } from "./+types/blog.rss.xml";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(renderContext).publicConfig;
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
  return feedResponse(
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
