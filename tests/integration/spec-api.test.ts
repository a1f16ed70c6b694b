import { describe, expect, it } from "vitest";
import { browserUserAgent, serverBehindEdge } from "../support/server.ts";

/**
 * The specification's API table and error catalogue (site-spec.md, sections 7 and 8), row by row,
 * called as a client written from the specification alone calls them: every query a GET with
 * credentials (cookies) included, the view POST with a JSON content type and no body. Against the
 * production build and again through the real edge in front of it; on PostgreSQL here, and on the
 * embedded database in the integration-embedded project.
 */

/** The article list of section 2, by slug; post 11 has none there, and the site's reading of it is the README's. */
const specSlugs = [
  "beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust",
  "ultimate-austin-rain-or-shine-group-outing-guide-axe-throwing-free-roam-vr",
  "austin-group-outing-blueprint",
  "where-steel-meets-sim-axe-throwing-virtual-reality-zero-latency-austin",
  "austin-rainy-day-heatwave-playbook-indoor-adventures-dawn-till-last-call",
  "first-timers-guide-axe-throwing-austin-safety-what-to-wear-house-games",
  "austin-indoors-ultimate-playbook-beating-heat-rain-40-ideas-itineraries",
  "fun-activities-families-austin-complete-guide-bonding-adventure-memories",
  "axe-throwing-austin-complete-guide-fun-skill-local-culture",
  "ultimate-guide-austin-adventure-entertainment-technology-tradition",
  "comprehensive-guide-axe-throwing-austin-fun-fitness-community",
  "rise-of-axe-throwing-austin-ancient-skill-modern-pastime",
  "austin-hr-office-manager-playbook-axe-throwing-team-building",
  "locals-guide-axe-throwing-austin",
  "south-austin-playbook",
];

const running = serverBehindEdge();

/** The spec's generic query error: the numeric status, ": ", then the body's text or else the status text. */
async function queryError(response: Response): Promise<string> {
  const text = await response.text();
  return `${response.status}: ${text || response.statusText}`;
}

describe.each([
  { through: "the app", base: () => running.server.url },
  { through: "the edge", base: () => running.edge.url },
])("the specification's calls, through $through", ({ through, base }) => {
  // Through the edge each client is its own visitor (the edge limits view POSTs per address).
  let visitor = through === "the edge" ? 1 : 0;
  const headers = (extra: Record<string, string> = {}) => ({
    "User-Agent": browserUserAgent,
    Cookie: "visitor=spec-client",
    ...(visitor ? { "X-Forwarded-For": `198.51.100.${(visitor++ % 250) + 1}` } : {}),
    ...extra,
  });
  /** "GET /api/blog/{slug}", with credentials included; the views field is read. */
  const getPost = (slug: string) => fetch(`${base()}/api/blog/${slug}`, { credentials: "include", headers: headers() });
  /** "POST /api/blog/{slug}/view": a JSON content-type header, no body. */
  const postView = (slug: string) =>
    fetch(`${base()}/api/blog/${slug}/view`, {
      method: "POST",
      credentials: "include",
      headers: headers({ "Content-Type": "application/json" }),
    });
  const viewsOf = async (slug: string) => ((await (await getPost(slug)).json()) as { views: number }).views;

  it("GET /api/blog/{slug} answers JSON with a views number for each of the 15 articles", async () => {
    for (const slug of specSlugs) {
      const response = await getPost(slug);
      expect(response.ok, slug).toBe(true);
      expect(response.headers.get("content-type"), slug).toMatch(/^application\/json/);
      const { views } = (await response.json()) as { views: unknown };
      expect(Number.isInteger(views) && (views as number) >= 0, slug).toBe(true);
    }
  });

  it("POST /api/blog/{slug}/view with a JSON content type and no body answers success and views N+1, twice in a row", async () => {
    const slug = "locals-guide-axe-throwing-austin";
    const before = await viewsOf(slug);
    for (const expected of [before + 1, before + 2]) {
      const response = await postView(slug);
      expect(response.ok).toBe(true);
      expect(await response.json()).toMatchObject({ success: true, views: expected });
    }
    // "On success the cached post for the same slug is refreshed": the post now reads the new count.
    expect(await viewsOf(slug)).toBe(before + 2);
  });

  it("200 concurrent view POSTs with no body raise the count by exactly 200, each answered with its own total", async () => {
    const slug = "comprehensive-guide-axe-throwing-austin-fun-fitness-community";
    const before = await viewsOf(slug);
    const answers = await Promise.all(Array.from({ length: 200 }, () => postView(slug)));
    expect(answers.filter((answer) => !answer.ok).map((answer) => answer.status)).toEqual([]);
    const totals = (await Promise.all(answers.map(async (answer) => ((await answer.json()) as { views: number }).views))).sort(
      (a, b) => a - b,
    );
    expect(totals).toEqual(Array.from({ length: 200 }, (_, index) => before + index + 1));
    expect(await viewsOf(slug)).toBe(before + 200);
  });

  it("'Failed to fetch blog post': a post GET that is not ok has a status and a body text to report", async () => {
    const response = await getPost("no-such-post");
    expect(response.ok).toBe(false);
    expect(await queryError(response)).toMatch(/^404: \{"error":\{.*"message":"[^"]+"/);
  });

  it("'Failed to increment view count': a view POST that is not ok has a body text to report, and the count stays unchanged", async () => {
    const slug = "south-austin-playbook";
    const before = await viewsOf(slug);
    const unknownPost = await postView("no-such-post");
    expect(unknownPost.ok).toBe(false);
    expect(await queryError(unknownPost)).toMatch(/^404: .*"message":"[^"]+"/);
    const wrongType = await fetch(`${base()}/api/blog/${slug}/view`, {
      method: "POST",
      headers: headers({ "Content-Type": "text/plain" }),
      body: "views=1000",
    });
    expect(wrongType.ok).toBe(false);
    expect(await queryError(wrongType)).toMatch(/^415: .*"message":"[^"]+"/);
    expect(await viewsOf(slug)).toBe(before);
  });

  it("an unknown route shows the not-found page: 'Page Not Found', 'Did you forget to add the page to the router?'", async () => {
    const response = await fetch(`${base()}/no-such-page/at-all`, { headers: headers() });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<title>Page Not Found/);
    expect(html).toContain("Did you forget to add the page to the router?");
  });
});
