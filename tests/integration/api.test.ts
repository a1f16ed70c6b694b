import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { posts } from "../../app/content/posts.ts";
import { crawlerUserAgent, postView, serverWithOwnDatabase, storedViews } from "../support/server.ts";

const running = serverWithOwnDatabase();

const api = (path: string, init: RequestInit = {}) => fetch(`${running.server.url}${path}`, init);

const view = (slug: string, init?: RequestInit) => postView(running.server.url, slug, init);
const views = (slug: string) => storedViews(running.server.url, slug);

async function storedRowCount(): Promise<number> {
  const rows = await running.server.database.db.selectFrom("post_views").select("slug").execute();
  return rows.length;
}

/** A page-view id as the server makes one for a view sent without. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const errorShape = { error: { status: expect.any(Number), code: expect.any(String), message: expect.any(String) } };

describe("GET /api/blog/{slug}", () => {
  it("answers a registered post's slug and views, uncached", async () => {
    const response = await api("/api/blog/comprehensive-guide-axe-throwing-austin-fun-fitness-community");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ slug: "comprehensive-guide-axe-throwing-austin-fun-fitness-community", views: 0 });
  });

  it("starts the first post at 10 views, as the spec's initial count, and counts on from there", async () => {
    const slug = "south-austin-playbook";
    expect(await (await api(`/api/blog/${slug}`)).json()).toEqual({ slug, views: 10 });
    expect(await (await view(slug)).json()).toMatchObject({ success: true, views: 11 });
  });

  it("answers 404 in the error shape for slugs that are not posts", async () => {
    for (const slug of ["no-such-post", "..%2F..%2Fetc%2Fpasswd", "SOUTH-AUSTIN-PLAYBOOK", "x".repeat(300)]) {
      const response = await api(`/api/blog/${slug}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(errorShape);
    }
  });
});

describe("POST /api/blog/{slug}/view", () => {
  it("shows crawlers and scripts the current count without counting them", async () => {
    const slug = "austin-group-outing-blueprint";
    await view(slug);
    const counted = await views(slug);
    for (const userAgent of [crawlerUserAgent, "curl/8.5.0", ""]) {
      const response = await view(slug, { headers: { "User-Agent": userAgent } });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, views: counted, counted: false });
    }
  });

  it("counts a view sent as the spec sends it (a JSON content type and no body, or {}) once per request", async () => {
    const slug = "ultimate-guide-austin-adventure-entertainment-technology-tradition";
    const before = await views(slug);
    for (const [index, body] of [undefined, "{}", undefined].entries()) {
      const response = await view(slug, { body });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true, views: before + index + 1, counted: true, id: expect.stringMatching(uuid) });
    }
    expect(await views(slug)).toBe(before + 3);
  });

  it("takes the page-view id from the Idempotency-Key header, quoted as the IETF draft writes it or bare", async () => {
    const slug = "beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust";
    const before = await views(slug);
    const id = randomUUID();
    for (const key of [`"${id}"`, id, `"${id}"`]) {
      const response = await view(slug, { body: undefined, headers: { "Idempotency-Key": key } });
      expect(await response.json()).toEqual({ success: true, views: before + 1, counted: true, id });
    }
    expect(await views(slug)).toBe(before + 1);
  });

  it("counts under the body's id when the body and the Idempotency-Key both carry one", async () => {
    const slug = "austin-hr-office-manager-playbook-axe-throwing-team-building";
    const before = await views(slug);
    const id = randomUUID();
    await view(slug, { body: JSON.stringify({ id }), headers: { "Idempotency-Key": `"${randomUUID()}"` } });
    await view(slug, { body: JSON.stringify({ id }), headers: { "Idempotency-Key": `"${randomUUID()}"` } });
    await view(slug, { body: undefined, headers: { "Idempotency-Key": `"${id}"` } });
    expect(await views(slug)).toBe(before + 1);
  });

  it("counts a page-view id once however often it is sent, and answers every repeat as counted", async () => {
    const slug = "austin-indoors-ultimate-playbook-beating-heat-rain-40-ideas-itineraries";
    const before = await views(slug);
    const id = randomUUID();
    const body = JSON.stringify({ id });
    const first = await view(slug, { body });
    expect(await first.json()).toEqual({ success: true, views: before + 1, counted: true, id });
    const repeats = await Promise.all([view(slug, { body }), view(slug, { body }), view(slug, { body })]);
    for (const repeat of repeats) expect(await repeat.json()).toEqual({ success: true, views: before + 1, counted: true, id });
    expect(await views(slug)).toBe(before + 1);
  });

  it("counts nothing for an id already counted for another post", async () => {
    const [counted, other] = [
      "where-steel-meets-sim-axe-throwing-virtual-reality-zero-latency-austin",
      "austin-rainy-day-heatwave-playbook-indoor-adventures-dawn-till-last-call",
    ];
    const id = randomUUID();
    const body = JSON.stringify({ id });
    await view(counted, { body });
    const before = await views(other);
    const reused = await view(other, { body });
    expect(await reused.json()).toEqual({ success: true, views: before, counted: false, id });
    expect(await views(other)).toBe(before);
  });

  it("answers 404 for unknown slugs and stores nothing", async () => {
    const before = await storedRowCount();
    const response = await view("not-a-real-post");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(errorShape);
    expect(await storedRowCount()).toBe(before);
  });
});

describe("GET /api/blog/views", () => {
  it("lists every post's count for the blog index", async () => {
    const response = await api("/api/blog/views");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { views: Record<string, number> };
    expect(Object.keys(body.views).sort()).toEqual(posts.map((post) => post.slug).sort());
    expect(body.views["comprehensive-guide-axe-throwing-austin-fun-fitness-community"]).toBe(0);
    expect(body.views["south-austin-playbook"]).toBeGreaterThanOrEqual(10);
  });

  it("tags every response with a request id, keeping the caller's", async () => {
    const response = await api("/api/blog/views", { headers: { "X-Request-Id": "test-request-0001" } });
    expect(response.headers.get("x-request-id")).toBe("test-request-0001");
    expect((await api("/api/blog/views")).headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("view POSTs the API refuses", () => {
  const slug = "rise-of-axe-throwing-austin-ancient-skill-modern-pastime";
  const id = randomUUID();
  const keys = ["", "abc", id.toUpperCase(), `'${id}'`, `"${id}`, `"${id}", "${randomUUID()}"`, `"${id}"; x=1`];
  // A page-view id is a UUID as the browser writes it, and the body holds nothing else.
  const bodies = [{ id: "not-a-uuid" }, { id: id.toUpperCase() }, { id: `${id}0` }, { id: "00000000-0000-0000-0000-000000000000" }];
  const otherSites: Record<string, string>[] = [
    { "Sec-Fetch-Site": "cross-site" },
    { "Sec-Fetch-Site": "same-site" },
    { Origin: "https://evil.example" },
    { Origin: "null" },
  ];
  type Refusal = [name: string, status: number, init: RequestInit];
  const refused: Refusal[] = [
    ...keys.map((key): Refusal => [`Idempotency-Key ${key}`, 400, { headers: { "Idempotency-Key": key } }]),
    ...[...bodies, { id: 42 }, { id: null }, { id, views: 1000 }, [id], id, null].map(
      (body): Refusal => [`body ${JSON.stringify(body)}`, 400, { body: JSON.stringify(body) }],
    ),
    ...otherSites.map((headers): Refusal => [`from another site, ${JSON.stringify(headers)}`, 403, { headers }]),
  ];

  it.each(refused)("answers a view POST with %s %i in the error shape, and counts nothing", async (_name, status, init) => {
    const before = await views(slug);
    const response = await view(slug, init);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual(errorShape);
    expect(await views(slug)).toBe(before);
  });
});

describe("views from the site's own pages", () => {
  const slug = "rise-of-axe-throwing-austin-ancient-skill-modern-pastime";

  it("count as usual, with Sec-Fetch-Site or, from an older browser, an Origin alone", async () => {
    const before = await views(slug);
    const sameOrigin = await view(slug, { headers: { "Sec-Fetch-Site": "same-origin", Origin: "https://www.ironbark.test" } });
    expect(await sameOrigin.json()).toMatchObject({ success: true, views: before + 1, counted: true });
    const oldBrowser = await view(slug, { headers: { Origin: "https://www.ironbark.test" } });
    expect(await oldBrowser.json()).toMatchObject({ views: before + 2 });
  });
});
