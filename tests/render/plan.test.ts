import { describe, expect, it } from "vitest";
import { formatPrice } from "../../app/content/format.ts";
import { ruleHref } from "../../app/content/rules.ts";
import { externalLinkDefaults, prices, venue } from "../../app/content/venue.ts";
import { canonicalHref, htmlProblems, visibleText } from "../support/html.ts";
import { renderPage as page } from "../support/render-page.tsx";
import { siteUrl } from "../support/server.ts";

describe("/plan", () => {
  it("is a GET form of the planner's questions, valid HTML, canonical at /plan, with no plan until asked", async () => {
    const { status, html } = await page("/plan");
    expect(status).toBe(200);
    expect(await htmlProblems(html)).toEqual([]);
    expect(canonicalHref(html)).toBe(`${siteUrl}/plan`);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/plan"');
    for (const name of ["guests", "hours", "vr", "day", "time", "kids"]) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<label for="guests">/);
    expect(html).not.toContain("Your plan");
  });

  it("answers a query with its plan: lanes, ticket cost, the timeline, the rules with their links, and BOOK NOW", async () => {
    const { status, html } = await page("/plan?guests=18&hours=2");
    expect(status).toBe(200);
    expect(await htmlProblems(html)).toEqual([]);
    const text = visibleText(html);
    expect(text).toContain("Your plan: 18 guests, 2 hours");
    expect(text).toContain(formatPrice(prices.twoHours * 18));
    expect(html).toMatch(/value="18"/);
    for (const rule of ["ages", "waiver", "footwear", "impairment", "cancellation"] as const)
      expect(html).toContain(`href="${ruleHref(rule)}"`);
    expect(html).toMatch(new RegExp(`<a href="${externalLinkDefaults.partyBooking.url}"[^>]*data-booking-link`));
    expect(html).toContain(`href="tel:${venue.phone.e164}"`);
  });

  it("refuses what it cannot plan for with a 400 and a message beside each field, tied to it for screen readers, and no plan", async () => {
    const { status, html } = await page("/plan?guests=500&hours=3&day=Friday&time=23:45");
    expect(status).toBe(400);
    expect(await htmlProblems(html)).toEqual([]);
    expect(html).not.toContain("Your plan");
    expect(html).toMatch(
      /id="guests"[^>]*aria-describedby="guests-hint guests-error"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="guests"/,
    );
    expect(html).toMatch(/<p[^>]*id="guests-error"[^>]*>Enter the number of guests/);
    expect(html).toMatch(/<p[^>]*id="hours-error"/);
    // The visitor's own answers come back to correct, not lost.
    expect(html).toMatch(/value="500"/);
  });
});
