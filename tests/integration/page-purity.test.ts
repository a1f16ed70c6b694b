import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { RenderInputs } from "../../app/lib/render-context.ts";
import type * as ServerBuild from "../../app/server/lifecycle.server.ts";
import type { RunningServer } from "../../app/server/lifecycle.server.ts";
import { builtFile, builtPages, builtPublicEnv } from "../support/page-files.ts";
import { browserUserAgent, crawlerUserAgent, startTestServer } from "../support/server.ts";

/**
 * Nothing a visitor sends, and nothing of the clock, can shape a page: every registry page is
 * rendered, through the very handler that renders the build's page files, for visitors who differ
 * in everything they send, at different times in different time zones, and each render is the
 * build's file byte for byte. Then the same through the running server, over HTTP.
 */
const build = (await import(new URL("../../build/server/main.js", import.meta.url).href)) as typeof ServerBuild;
const { publicConfig, pages } = builtPages();
const paths = Object.keys(pages);

const visitors: Array<{ name: string; query: string; headers: Record<string, string> }> = [
  { name: "nobody in particular", query: "", headers: {} },
  {
    name: "alice, signed in somewhere, in English",
    query: "",
    headers: { Cookie: "session=alice-secret; theme=dark", "User-Agent": browserUserAgent, "Accept-Language": "en-US,en;q=0.9" },
  },
  {
    name: "bob, a crawler in German, with a campaign query",
    query: "?utm_source=newsletter&guests=18&hours=2",
    headers: {
      Cookie: "session=bob",
      "User-Agent": crawlerUserAgent,
      "Accept-Language": "de-DE,de;q=0.9",
      "X-Forwarded-For": "203.0.113.9",
    },
  },
  {
    name: "a script in Japanese that asks for JSON",
    query: "?x=%3Cscript%3E",
    headers: { "User-Agent": "curl/8.5.0", "Accept-Language": "ja", Accept: "application/json", "Sec-CH-Prefers-Color-Scheme": "dark" },
  },
];
const clocks = [
  { at: "2020-02-29T23:59:59Z", zone: "UTC" },
  { at: "2031-07-04T17:00:00Z", zone: "Pacific/Kiritimati" },
  { at: "2026-11-26T06:00:00Z", zone: "America/Chicago" },
];

describe("a page rendered through React Router's handler", () => {
  const zone = process.env.TZ;
  // The stylesheet is the build's own: what the page files carry.
  const css = /<style>([\s\S]*?)<\/style>/.exec(builtFile("/", "identity").toString())?.[1] ?? "";
  const inputs: RenderInputs = { publicConfig, pageCacheSeconds: 300, stylesheet: { css, hash: "" } };
  const log = pino({ level: "silent" });
  afterEach(() => {
    vi.useRealTimers();
    process.env.TZ = zone;
  });

  it.each(paths)("%s is the build's file for every visitor, at any time, in any time zone", async (path) => {
    const file = builtFile(path, "identity");
    for (const clock of clocks) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(clock.at));
      process.env.TZ = clock.zone;
      for (const visitor of visitors) {
        const request = new Request(`${publicConfig.siteUrl}${path}${visitor.query}`, { headers: visitor.headers });
        const response = await build.renderPage(request, inputs, log);
        expect(response.status).toBe(200);
        const html = Buffer.from(await response.arrayBuffer());
        expect(html.equals(file), `${path} for ${visitor.name} at ${clock.at} (${clock.zone})`).toBe(true);
      }
    }
  });

  it("renders the planner, which reads its query, to the same bytes for one query whoever asks and whenever", async () => {
    const query = "?guests=18&hours=2&vr=1&day=Friday&time=19:00&kids=1";
    const renders = new Set<string>();
    for (const clock of clocks) {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(clock.at));
      process.env.TZ = clock.zone;
      for (const visitor of visitors) {
        // The visitor's own query is replaced by the plan's: the planner reads nothing else of it.
        const request = new Request(`${publicConfig.siteUrl}/plan${query}`, { headers: visitor.headers });
        renders.add(await (await build.renderPage(request, inputs, log)).text());
      }
    }
    expect(renders.size).toBe(1);
  });

  it("covers every page of the registry", () => {
    expect(new Set(paths)).toEqual(new Set(build.builtPagePaths));
  });
});

describe("a page sent by the running server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ DATA_DIR: "memory://", ...builtPublicEnv() });
  });
  afterAll(() => server?.close());

  /** Everything but what names the request (its id) or the moment (Date). */
  const comparable = (response: Response) =>
    Object.fromEntries([...response.headers].filter(([name]) => name !== "x-request-id" && name !== "date"));

  it.each(paths)("%s is the same bytes and headers for every visitor", async (path) => {
    const answers = await Promise.all(
      visitors.map(async (visitor) => {
        const response = await fetch(`${server.url}${path}${visitor.query}`, { headers: { "Accept-Encoding": "br", ...visitor.headers } });
        return { headers: comparable(response), body: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    for (const answer of answers.slice(1)) {
      expect(answer.headers).toEqual(answers[0]?.headers);
      expect(answer.body.equals(answers[0]?.body as Buffer)).toBe(true);
    }
  });
});
