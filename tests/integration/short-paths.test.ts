import { describe, expect, it } from "vitest";
import { shortPaths, sitePages } from "../../app/content/site-pages.ts";
import { browserUserAgent, serverBehindEdge } from "../support/server.ts";

// The hostile spellings and queries of each short path are in the catalogue
// (tests/support/hostile-requests.ts); here, what a visitor's browser and the edge do with one.

const running = serverBehindEdge();

const ask = async (base: string, path: string, method = "GET") => {
  const response = await fetch(`${base}${path}`, { method, headers: { "User-Agent": browserUserAgent }, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("location"),
    cacheControl: response.headers.get("cache-control"),
    cache: response.headers.get("x-cache-status"),
    body: await response.text(),
  };
};

const entries = [...shortPaths];

describe.each(["from the app", "through the edge"])("short paths %s", (tier) => {
  const base = () => (tier === "from the app" ? running.server.url : running.edge.url);

  it.each(entries)("%s answers GET and HEAD with a permanent redirect to %s", async (path, target) => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await ask(base(), path, method);
      expect([answer.status, answer.location], method).toEqual([301, target]);
    }
  });

  it.each(entries)("%s leads to a page that is there: %s", async (_path, target) => {
    const [pagePath = "", section] = target.split("#");
    const page = await ask(base(), pagePath);
    expect(page.status).toBe(200);
    if (section !== undefined) expect(page.body).toContain(` id="${section}"`);
  });
});

describe("short paths at the edge", () => {
  it.each(entries)("keeps %s like a page: the second request, whatever its query, is a HIT", async (path, target) => {
    const first = await ask(running.edge.url, path);
    const second = await ask(running.edge.url, path);
    const withQuery = await ask(running.edge.url, `${path}?utm_source=flyer&next=//evil.example`);
    expect(first.cache).toMatch(/^(MISS|HIT)$/);
    expect([second.cache, withQuery.cache]).toEqual(["HIT", "HIT"]);
    for (const answer of [first, second, withQuery]) expect([answer.status, answer.location]).toEqual([301, target]);
    expect(second.cacheControl).toMatch(/s-maxage=[1-9]/);
  });

  it("keeps no other spelling of a short path: each one would be an entry of its own", async () => {
    const [path = "", target] = entries[0] ?? [];
    const spelling = `${path.toUpperCase()}/`;
    const answers = [await ask(running.edge.url, spelling), await ask(running.edge.url, spelling)];
    for (const answer of answers) expect([answer.status, answer.location]).toEqual([301, target]);
    expect(answers[1]?.cache).not.toBe("HIT");
  });
});

it("lists no short path in the sitemap", async () => {
  const sitemap = await ask(running.server.url, "/sitemap.xml");
  const paths = [...sitemap.body.matchAll(/<loc>[^<]*?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]);
  expect(paths).toContain(sitePages.prices.path);
  for (const path of shortPaths.keys()) expect(paths).not.toContain(path);
});
