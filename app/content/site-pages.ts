/** The site's fixed pages (posts come from the post collection), for the sitemap and link checks. */
export interface SitePage {
  path: string;
  /** How often the content changes, as the sitemap protocol words it. */
  changefreq: "weekly" | "monthly";
  priority: number;
}

export const sitePages: readonly SitePage[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/axe-throwing-prices", changefreq: "monthly", priority: 0.9 },
  { path: "/blog", changefreq: "weekly", priority: 0.8 },
  { path: "/birthday-parties", changefreq: "monthly", priority: 0.8 },
  { path: "/bachelor-parties", changefreq: "monthly", priority: 0.8 },
  { path: "/team-building", changefreq: "monthly", priority: 0.8 },
  { path: "/special-events", changefreq: "monthly", priority: 0.8 },
];
