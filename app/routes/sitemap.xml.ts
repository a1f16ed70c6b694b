import { posts } from "../content/posts.ts";
import { pageList, postPath, sitePages } from "../content/site-pages.ts";
import { escapeXml, feedResponse } from "../lib/feeds.ts";
import { renderContext } from "../lib/render-context.ts";
import type { Route } from "./+types/sitemap.xml";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = context.get(renderContext).publicConfig;
  // The blog index changes whenever one of its posts does.
  const blogModified = posts.map((post) => post.modified).reduce((latest, date) => (date > latest ? date : latest), "");
  const entry = (path: string, lastmod: string | undefined, changefreq: string, priority: number) =>
    `<url><loc>${escapeXml(`${siteUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}<changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority></url>`;
  const pages = pageList.map(({ path, sitemap: { changefreq, priority } }) =>
    entry(path, path === sitePages.blog.path ? blogModified : undefined, changefreq, priority),
  );
  const articles = posts.map((post) => entry(postPath(post.slug), post.modified, "monthly", 0.7));
  return feedResponse(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[...pages, ...articles].join("\n")}\n</urlset>\n`,
    "application/xml; charset=utf-8",
  );
}
