import type { IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ruleHref, rules } from "../../app/content/rules.ts";
import { buyout, partners } from "../../app/content/venue.ts";
import type { RunningServer } from "../../app/server/lifecycle.server.ts";
import type { RunningEdge } from "../../docker/nginx/edge.ts";
import { browserUserAgent, startOwnEdge, startTestServer } from "../support/server.ts";

/** The group planner: rendered for each request from its query alone, and cached at the edge by exactly that query. */
let app: RunningServer;
let edge: RunningEdge;
const received: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

beforeAll(async () => {
  app = await startTestServer({ DATA_DIR: "memory://" });
  app.server.on("request", (req: { url?: string; headers: IncomingHttpHeaders }) =>
    received.push({ url: req.url ?? "", headers: req.headers }),
  );
  edge = await startOwnEdge(new URL(app.url).host);
});

afterAll(async () => {
  await edge?.stop();
  await app?.close();
});

const get = (origin: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { headers: { "User-Agent": browserUserAgent, ...headers } });

describe("the planner at the app", () => {
  it("answers a plan 200 and cacheable, a refused query 400 and never stored, and sets no cookie", async () => {
    const planned = await get(app.url, "/plan?guests=18&hours=2");
    expect(planned.status).toBe(200);
    expect(planned.headers.get("cache-control")).toMatch(/^public, .*s-maxage=/);
    expect(planned.headers.get("set-cookie")).toBeNull();
    expect((await planned.text()).replaceAll("<!-- -->", "")).toContain("Your plan: 18 guests, 2 hours");
    const refused = await get(app.url, "/plan?guests=none");
    expect(refused.status).toBe(400);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain('id="guests-error"');
  });
});

/** A plan's answer as a visitor reads it: its words, without markup. */
async function answerText(path: string) {
  const response = await get(app.url, path);
  const html = (await response.text()).replaceAll("<!-- -->", "");
  const answer = html.slice(html.indexOf('id="plan-answer"'), html.indexOf("</main>"));
  const text = answer
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ");
  return { status: response.status, html: answer, text };
}

describe("the planner's answers, read as a visitor would", () => {
  it("with VR ticked, says the tickets are lane time alone beside a buyout that includes VR, and claims no saving", async () => {
    const withVr = await answerText(`/plan?guests=40&hours=2&vr=1`);
    // The arena plays one squad at a time: two hours hold four full missions, not one for each of five squads.
    const missions = Math.floor(120 / partners.vr.missionMinutes.full);
    expect(withVr.text).toContain(`the arena included: one squad of up to ${partners.vr.playerCount.max} plays at a time`);
    expect(withVr.text).toContain(`about ${missions} full missions (${missions * partners.vr.playerCount.max} players) in 2 hours`);
    expect(withVr.text).toContain("the tickets above are lane time alone");
    expect(withVr.text).not.toContain("not a saving");
    expect(withVr.text).not.toMatch(/after another|midnight/);
    const withoutVr = await answerText(`/plan?guests=40&hours=2`);
    expect(withoutVr.text).toContain(`tickets cost less for any group the buyout takes (up to ${buyout.guestsUpTo})`);
  });

  it("answers a group past the buyout's guests with the rotation's custom quote, not the buyout's guest range", async () => {
    for (const guests of [buyout.guestsUpTo + 1, buyout.rotationUpTo]) {
      const { text } = await answerText(`/plan?guests=${guests}&hours=2`);
      expect(text, String(guests)).toContain(`takes up to ${buyout.rotationUpTo}`);
      expect(text, String(guests)).toContain("custom quote");
      expect(text, String(guests)).not.toContain(`${buyout.guestsFrom}-${buyout.guestsUpTo} guests`);
    }
    expect((await answerText(`/plan?guests=${buyout.guestsUpTo}&hours=2`)).text).toContain(
      `${buyout.guestsFrom}-${buyout.guestsUpTo} guests`,
    );
  });

  it("offers a group of six or more on one hour the same plan at two hours, beside the lanes and for a rotation", async () => {
    const { twoHoursFrom } = rules.sessionLength.figures;
    for (const guests of [twoHoursFrom.value, buyout.guestsUpTo + 1]) {
      const { html, text } = await answerText(`/plan?guests=${guests}&hours=1`);
      expect(text, String(guests)).toContain("two hours suits the group better: see the two-hour plan");
      expect(html, String(guests)).toMatch(new RegExp(`href="/plan\\?guests=${guests}&amp;hours=2[^"]*"`));
      expect(html.split(`href="${ruleHref("sessionLength")}"`).length - 1, String(guests)).toBe(1);
    }
    expect((await answerText(`/plan?guests=${twoHoursFrom.value - 1}`)).text).not.toContain("see the two-hour plan");
  });
});

describe("the planner through the edge", () => {
  it("keys a plan on the parameters the planner reads, in its order, absent ones as their defaults: one entry for one plan", async () => {
    const first = await get(edge.url, "/plan?guests=11");
    expect(first.headers.get("x-cache-status")).toBe("MISS");
    const same = await get(edge.url, "/plan?kids=0&utm_source=mail&hours=1&guests=11&vr=0&gclid=x&day=");
    expect(same.headers.get("x-cache-status")).toBe("HIT");
    expect(await same.text()).toBe(await first.text());
    const other = await get(edge.url, "/plan?guests=11&hours=2");
    expect(other.headers.get("x-cache-status")).toBe("MISS");
    const sent = received.map((request) => request.url).filter((url) => url.startsWith("/plan?guests=11"));
    expect(sent).toEqual(["/plan?guests=11&hours=1&vr=0&day=&time=&kids=0", "/plan?guests=11&hours=2&vr=0&day=&time=&kids=0"]);
  });

  it("keeps the plan through another spelling of its path: the app's redirect carries the planner's query", async () => {
    const redirect = await fetch(`${edge.url}/PLAN/?guests=9&utm_source=mail`, {
      redirect: "manual",
      headers: { "User-Agent": browserUserAgent },
    });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get("location")).toBe("/plan?guests=9&hours=1&vr=0&day=&time=&kids=0");
  });

  it("never answers a refused plan, or a parameter given twice, from the cache: the app refuses it, every time", async () => {
    const planned = await get(edge.url, "/plan?guests=13");
    expect(planned.status).toBe(200);
    expect((await get(edge.url, "/plan?guests=13")).headers.get("x-cache-status")).toBe("HIT");
    // Twice as sent, or with an escaped name, the app reads two answers for the guests; in another
    // case, one other parameter and the guests it names (nginx's reading takes either case).
    const answers: Array<[string, number, string]> = [
      ["guests=0", 400, 'id="guests-error"'],
      ["guests=13&guests=14", 400, 'id="guests-error"'],
      ["guests=14&hours=1&guests=13", 400, 'id="guests-error"'],
      ["guests=13&gu%65sts=14", 400, 'id="guests-error"'],
      ["GUESTS=13&guests=14", 200, "Your plan: 14 guests"],
    ];
    for (const [query, status, text] of answers) {
      for (let attempt = 0; attempt < 2; attempt++) {
        const answer = await get(edge.url, `/plan?${query}`);
        expect(answer.status, query).toBe(status);
        expect(answer.headers.get("x-cache-status"), query).not.toBe("HIT");
        const page = (await answer.text()).replaceAll("<!-- -->", "");
        expect(page, query).toContain("data-plan-form");
        expect(page, query).toContain(text);
      }
    }
    const sent = received.map((request) => request.url);
    expect(sent).toContain("/plan?guests=13&guests=14");
    expect(sent).toContain("/plan?guests=13&gu%65sts=14");
  });
});
