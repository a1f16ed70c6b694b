import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatCount, formatViews } from "../../app/content/format.ts";
import { games } from "../../app/content/games.ts";
import { formatClockTime, hoursRows } from "../../app/content/hours.ts";
import { findPost, posts } from "../../app/content/posts.ts";
import { type RuleKey, ruleReference, rules } from "../../app/content/rules.ts";
import { openingHours, prices, venue } from "../../app/content/venue.ts";

describe("post registry", () => {
  it("holds the spec's 15 posts with unique ids and slugs", () => {
    expect(posts).toHaveLength(15);
    expect(new Set(posts.map((post) => post.id)).size).toBe(15);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(15);
    expect(posts.map((post) => post.id)).not.toContain(3);
    for (const post of posts) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("holds the spec's ids, dates and read times", () => {
    const spec: [number, string, string, number][] = [
      [16, "beyond-the-bullseye-how-axe-throwing-builds-teamwork-and-trust", "2025-10-13", 16],
      [15, "ultimate-austin-rain-or-shine-group-outing-guide-axe-throwing-free-roam-vr", "2025-10-08", 19],
      [14, "austin-group-outing-blueprint", "2025-10-02", 15],
      [13, "where-steel-meets-sim-axe-throwing-virtual-reality-zero-latency-austin", "2025-09-30", 17],
      [12, "austin-rainy-day-heatwave-playbook-indoor-adventures-dawn-till-last-call", "2025-09-22", 19],
      [11, "first-timers-guide-axe-throwing-austin-safety-what-to-wear-house-games", "2025-09-18", 22],
      [10, "austin-indoors-ultimate-playbook-beating-heat-rain-40-ideas-itineraries", "2025-09-16", 18],
      [9, "fun-activities-families-austin-complete-guide-bonding-adventure-memories", "2025-09-11", 20],
      [8, "axe-throwing-austin-complete-guide-fun-skill-local-culture", "2025-08-09", 25],
      [7, "ultimate-guide-austin-adventure-entertainment-technology-tradition", "2025-08-04", 18],
      [6, "comprehensive-guide-axe-throwing-austin-fun-fitness-community", "2025-09-03", 8],
      [5, "rise-of-axe-throwing-austin-ancient-skill-modern-pastime", "2025-09-02", 12],
      [4, "austin-hr-office-manager-playbook-axe-throwing-team-building", "2025-08-24", 22],
      [2, "locals-guide-axe-throwing-austin", "2025-08-05", 15],
      [1, "south-austin-playbook", "2025-08-01", 12],
    ];
    for (const [id, slug, date, readTime] of spec) expect(findPost(slug), slug).toMatchObject({ id, date, readTime });
  });

  it("finds posts by slug and nothing else", () => {
    expect(findPost("locals-guide-axe-throwing-austin")?.id).toBe(2);
    expect(findPost("../../etc/passwd")).toBeUndefined();
    expect(findPost("constructor")).toBeUndefined();
  });
});

describe("business facts", () => {
  it("match the spec's prices, ages and lanes", () => {
    expect(prices.oneHour).toBe(19.99);
    expect(prices.twoHours).toBe(32.99);
    expect(prices.buyoutHourly).toBe(1000);
    expect(venue.minThrowerAge).toBe(8);
    expect(venue.lanes).toBe(7);
    expect(games).toHaveLength(venue.projectedGames);
    expect(venue.phone.display).toMatch(/^\(512\) 555-01\d\d$/);
  });

  it("cover every day of the week exactly once in the opening hours", () => {
    const days = openingHours.flatMap((slot) => slot.days);
    expect(days).toHaveLength(7);
    expect(new Set(days).size).toBe(7);
  });

  it("print the hours as the spec writes them, with midnight in words", () => {
    expect(formatClockTime("14:00")).toBe("2:00 PM");
    expect(formatClockTime("12:00")).toBe("12:00 PM");
    expect(formatClockTime("24:00")).toBe("midnight");
    expect(formatClockTime("00:00")).toBe("midnight");
    expect(formatClockTime("00:30")).toBe("12:30 AM");
    expect(formatClockTime("23:30")).toBe("11:30 PM");
    expect(hoursRows.map((row) => `${row.label} ${row.text}`)).toEqual([
      "Mon-Thu 2:00 PM - 10:00 PM",
      "Fri 12:00 PM - 11:30 PM",
      "Sat 11:00 AM - midnight",
      "Sun 12:00 PM - 10:00 PM",
    ]);
  });
});

describe("counts", () => {
  it("are singular for one and plural otherwise, with thousands separated, as pages show them", () => {
    expect([0, 1, 2, 1234].map(formatViews)).toEqual(["0 views", "1 view", "2 views", "1,234 views"]);
    expect(formatCount(1, "thrower")).toBe("1 thrower");
    expect(formatCount(12, "thrower")).toBe("12 throwers");
  });
});

describe("house rules", () => {
  it("each link a few words that open their short form, never the whole sentence or half a word", () => {
    for (const key of Object.keys(rules) as RuleKey[]) {
      const { short, linked, rest } = ruleReference(key);
      expect(linked + rest, key).toBe(short);
      expect(linked.split(" ").length, key).toBe(rules[key].linkWords);
      expect(rest, key).toMatch(/^[,;:?]? \S/);
    }
  });

  it("are each listed in docs/content.md as content to confirm with the venue, with the FAQ answer that states them", () => {
    const doc = readFileSync(new URL("../../docs/content.md", import.meta.url), "utf8");
    const toConfirm = doc.slice(doc.indexOf("## Content to confirm with the venue"));
    for (const { anchor } of Object.values(rules)) expect(toConfirm).toContain(`/faq#${anchor}`);
  });
});

describe("blog particles", () => {
  it("rise, drift and fade by 0.003 a tick, and respawn at y 110 once off-screen or invisible", async () => {
    const { advance, particleSettings } = await import("../../app/browser/particles.ts");
    const particle = { x: 50, y: 50, vx: 0.1, vy: 0.5, size: 2, opacity: 0.5, ember: true };
    const particles = [particle, { ...particle, y: -9.8 }, { ...particle, opacity: 0.002 }];
    advance(particles);
    expect(particles[0]).toMatchObject({ x: 50.1, y: 49.5 });
    expect(particles[0]?.opacity).toBeCloseTo(0.497, 6);
    expect(particles[1]?.y).toBe(particleSettings.respawnY);
    expect(particles[2]?.y).toBe(particleSettings.respawnY);
    expect(particleSettings).toMatchObject({ count: 40, tickMs: 40, fadePerTick: 0.003 });
  });
});
