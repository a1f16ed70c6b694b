import { type ExternalLinkName, groupLimits, venue } from "./venue.ts";

/**
 * The page registry: every fixed page of the site (posts come from the post collection), the one
 * list that app/routes.ts, the sitemap, the menus, the content pipeline's link checks and the event
 * page types are built from. Adding a page here gives it a route, a sitemap entry and, for pages
 * with a content file, a compiled and validated copy.
 */
interface PageEntryBase {
  path: `/${string}`;
  label: string;
  /** The route module that renders the page, relative to app/. */
  module: `routes/${string}.tsx`;
  /** How often the content changes and how it ranks among our pages, as the sitemap protocol words it. */
  sitemap: { changefreq: "weekly" | "monthly"; priority: number };
  /** Home-page sections other pages link to as /#id, with their menu labels. */
  sections?: Readonly<Record<string, { label: string; mobileLabel?: string }>>;
  /**
   * The query parameters the page reads, when it reads any: such a page is rendered for each request
   * from its query alone (never cookies, headers or the clock), and the edge keys its cache on the
   * path and exactly these, in this order, each absent one as its default
   * (k8s/base/edge.conf.template, made from this list); every other parameter is neither in the key
   * nor sent to the app. A page without them is one file, built once, whatever the query.
   */
  query?: readonly QueryParameter[];
}

/** The group planner's answers, by the names of the parameters it reads. */
type PlanAnswers = Readonly<Partial<Record<"guests" | "hours" | "vr" | "day" | "time" | "kids", string | number>>>;

/** A query parameter a page reads, and the value it stands for when absent. */
export interface QueryParameter {
  name: string;
  default?: string;
}

/**
 * `content` names the schema of the page's copy, kept in app/content/pages/{path}.yaml and compiled
 * by the content pipeline; pages without it write their copy in their components.
 */
type PageEntry = PageEntryBase &
  (
    | { content?: undefined }
    | { content: "faq" }
    | {
        content: "event";
        /** The group the page's planner link plans for: a typical party of its occasion. */
        plan: PlanAnswers;
        /** Which configured booking link BOOK NOW opens. */
        booking: ExternalLinkName;
      }
  );

const monthly = (priority: number) => ({ changefreq: "monthly", priority }) as const;

export const sitePages = {
  home: {
    path: "/",
    label: "Home",
    module: "routes/home.tsx",
    sitemap: { changefreq: "weekly", priority: 1 },
    sections: {
      about: { label: "About" },
      gallery: { label: "Games + Weapons", mobileLabel: "Games" },
      contact: { label: "Contact" },
    },
  },
  prices: { path: "/axe-throwing-prices", label: "Prices", module: "routes/prices.tsx", sitemap: monthly(0.9) },
  blog: { path: "/blog", label: "Blog", module: "routes/blog.tsx", sitemap: { changefreq: "weekly", priority: 0.8 } },
  birthdayParties: {
    path: "/birthday-parties",
    label: "Birthday Parties",
    module: "routes/birthday-parties.tsx",
    sitemap: monthly(0.8),
    content: "event",
    plan: { guests: venue.maxPlayersPerLane * 2, hours: 2, kids: 1 },
    booking: "birthdayBooking",
  },
  bachelorParties: {
    path: "/bachelor-parties",
    label: "Bachelor & Bachelorette",
    module: "routes/bachelor-parties.tsx",
    sitemap: monthly(0.8),
    content: "event",
    plan: { guests: groupLimits.bachelor.largeGroupFrom, hours: 2, vr: 1 },
    booking: "partyBooking",
  },
  teamBuilding: {
    path: "/team-building",
    label: "Team Building",
    module: "routes/team-building.tsx",
    sitemap: monthly(0.8),
    content: "event",
    plan: { guests: groupLimits.teamBuilding.largeGroupFrom, hours: 2 },
    booking: "partyBooking",
  },
  specialEvents: {
    path: "/special-events",
    label: "Special Events",
    module: "routes/special-events.tsx",
    sitemap: monthly(0.8),
    content: "event",
    plan: { guests: groupLimits.specialEvents.largeGroupFrom, hours: 2 },
    booking: "booking",
  },
  faq: { path: "/faq", label: "FAQ & Policies", module: "routes/faq.tsx", sitemap: monthly(0.7), content: "faq" },
  plan: {
    path: "/plan",
    label: "Plan a group",
    module: "routes/plan.tsx",
    sitemap: monthly(0.7),
    query: [
      { name: "guests" },
      { name: "hours", default: "1" },
      { name: "vr", default: "0" },
      { name: "day" },
      { name: "time" },
      { name: "kids", default: "0" },
    ],
  },
} as const satisfies Record<string, PageEntry>;

export type SitePage = (typeof sitePages)[keyof typeof sitePages];
export type EventPageEntry = Extract<SitePage, { content: "event" }>;

/** Every page, in the order of the registry (the sitemap's order). */
export const pageList: readonly SitePage[] = Object.values(sitePages);

export function postPath(slug: string): string {
  return `${sitePages.blog.path}/${slug}`;
}

/** A page that reads its query is rendered for each request; every other page is a file the build makes. */
export function readsQuery(page: SitePage): boolean {
  return "query" in page && page.query.length > 0;
}

/** A link to the group planner with its answers filled in: every name one the page declares it reads. */
export function planHref(answers: PlanAnswers): string {
  const query = sitePages.plan.query.flatMap(({ name }) => (answers[name] === undefined ? [] : [`${name}=${answers[name]}`]));
  return query.length > 0 ? `${sitePages.plan.path}?${query.join("&")}` : sitePages.plan.path;
}

/** Every page's canonical path: the registry's pages and one per post. */
export function sitePaths(postSlugs: readonly string[]): ReadonlySet<string> {
  return new Set([...pageList.map((page) => page.path), ...postSlugs.map(postPath)]);
}

export const eventPageEntries: readonly EventPageEntry[] = pageList.filter(
  (page): page is EventPageEntry => "content" in page && page.content === "event",
);

const homeSectionTarget = (id: keyof typeof sitePages.home.sections) => `${sitePages.home.path}#${id}`;

/**
 * Short addresses people type, say or print (/prices, /birthday), each with the one page or home-page
 * section it leads to. The request gate (app/server/http-app.server.ts) answers each, in any
 * spelling, with a permanent redirect to exactly that target. They are no pages: no route, no sitemap
 * entry, no menu item.
 */
export const shortPaths: ReadonlyMap<string, string> = new Map([
  ["/prices", sitePages.prices.path],
  ["/birthday", sitePages.birthdayParties.path],
  ["/bachelor", sitePages.bachelorParties.path],
  ["/bachelorette", sitePages.bachelorParties.path],
  ["/team", sitePages.teamBuilding.path],
  ["/events", sitePages.specialEvents.path],
  ["/about", homeSectionTarget("about")],
  ["/contact", homeSectionTarget("contact")],
]);

export interface NavItem {
  label: string;
  /** Shorter label for the mobile menu, when it differs. */
  mobileLabel?: string;
  href: string;
}

/** A link to a configured outbound page (its URL comes from the configuration, see venue.ts). */
export interface OutboundItem {
  label: string;
  link: ExternalLinkName;
}

const pageItem = (page: SitePage): NavItem => ({ label: page.label, href: page.path });

const homeSection = (id: keyof typeof sitePages.home.sections): NavItem => ({ ...sitePages.home.sections[id], href: `/#${id}` });

/** Outbound destinations the menus and pages name the same way everywhere. */
export const outboundLinks = {
  waiver: { label: "Sign the waiver", link: "waiver" },
  giftCards: { label: "Gift cards", link: "giftCards" },
  vrBooking: { label: "Book VR", link: "vrBooking" },
} as const satisfies Record<string, OutboundItem>;

export type OutboundLinkName = keyof typeof outboundLinks;

/** The header's way to the occasions: the event pages under one entry, after the spec's main menu. */
export const occasionsMenuLabel = "Parties & Events";

/** The site's menus: the header's main menu (repeated in the footer) and the footer's groups. */
export const menus = {
  main: [
    pageItem(sitePages.home),
    homeSection("about"),
    pageItem(sitePages.prices),
    pageItem(sitePages.blog),
    homeSection("gallery"),
    homeSection("contact"),
  ],
  events: eventPageEntries.map(pageItem),
  visit: [pageItem(sitePages.faq), pageItem(sitePages.plan), outboundLinks.waiver, outboundLinks.giftCards],
} as const satisfies Record<string, readonly (NavItem | OutboundItem)[]>;
