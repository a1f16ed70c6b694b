import { describe, expect, it } from "vitest";
import { formatPrice } from "../../app/content/format.ts";
import { ruleHref } from "../../app/content/rules.ts";
import { buyout, externalLinkDefaults, prices, venue } from "../../app/content/venue.ts";
import { canonicalHref, htmlProblems, visibleText } from "../support/html.ts";
import { renderPage } from "../support/render-page.ts";
import { siteUrl } from "../support/server.ts";

/** The planner's page for a query, which answers with `status` and valid HTML whatever it is asked. */
async function page(path: string, status = 200) {
  const rendered = await renderPage(path);
  expect(rendered.status).toBe(status);
  expect(await htmlProblems(rendered.html)).toEqual([]);
  return rendered.html;
}

describe("/plan", () => {
  it("is a GET form of the planner's questions that opens the page at its answer, valid HTML, canonical at /plan, with no plan until asked", async () => {
    const html = await page("/plan");
    expect(canonicalHref(html)).toBe(`${siteUrl}/plan`);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/plan#answer"');
    for (const name of ["guests", "hours", "vr", "day", "time", "kids"]) expect(html).toContain(`name="${name}"`);
    expect(html).toMatch(/<label for="guests">/);
    expect(html).not.toContain("Your plan");
  });

  it("answers a query with its plan: lanes, ticket cost, the timeline, the rules with their links, and BOOK NOW", async () => {
    const html = await page("/plan?guests=18&hours=2");
    const text = visibleText(html);
    expect(text).toContain("Your plan: 18 guests, 2 hours");
    expect(text).toContain(formatPrice(prices.twoHours * 18));
    expect(html).toMatch(/value="18"/);
    for (const rule of ["ages", "waiver", "footwear", "impairment", "cancellation"] as const)
      expect(html).toContain(`href="${ruleHref(rule)}"`);
    expect(html).toMatch(new RegExp(`<a href="${externalLinkDefaults.partyBooking.url}"[^>]*data-booking-link`));
    expect(html).toContain(`href="tel:${venue.phone.e164}"`);
    expect(html).toMatch(/<h2[^>]*id="answer"[^>]*>Your plan/);
  });

  it("e-mails a plan to the events team: its figures and its own address, on the site's origin", async () => {
    const html = await page("/plan?guests=18&hours=2&vr=1&day=Friday&time=19:00");
    const href = /<a[^>]*href="(mailto:[^"]*)"[^>]*>E-mail this plan to our events team<\/a>/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(href).toMatch(new RegExp(`^mailto:${venue.email}\\?subject=[^&]+&body=[^&]+$`));
    const body = decodeURIComponent(href?.split("&body=")[1] ?? "");
    expect(decodeURIComponent(href?.split("subject=")[1]?.split("&")[0] ?? "")).toContain("18 guests, 2 hours on Friday");
    expect(body).toContain(`${siteUrl}/plan?guests=18&hours=2&vr=1&day=Friday&time=19:00`);
    expect(body).toContain(formatPrice(prices.twoHours * 18));
    expect(body).toContain("Friday");
    expect(body.split("\r\n").length).toBeGreaterThan(5);
  });

  it("answers a group larger than the largest buyout with the phone and the e-mail, not a refusal", async () => {
    const html = await page(`/plan?guests=${buyout.rotationUpTo + 1}`);
    const text = visibleText(html);
    expect(text).toContain(`Your plan: ${buyout.rotationUpTo + 1} guests, 1 hour`);
    expect(text).toContain(`Call us for groups over ${buyout.rotationUpTo}`);
    expect(html).toContain(`href="tel:${venue.phone.e164}"`);
    expect(html).toContain(`href="mailto:${venue.email}?`);
    // No lanes to book online for a group like this: the next step is the events team.
    expect(html.slice(html.indexOf('id="plan-answer"'), html.indexOf("</main>"))).not.toContain("data-booking-link");
  });

  it("refuses what it cannot plan for with a 400 and a message beside each field, tied to it for screen readers, and no plan", async () => {
    const html = await page("/plan?guests=many&hours=3&day=Friday&time=23:45", 400);
    expect(html).not.toContain("Your plan");
    expect(html).toMatch(
      /id="guests"[^>]*aria-describedby="guests-hint guests-error"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="guests"/,
    );
    expect(html).toMatch(/<p[^>]*id="guests-error"[^>]*>Enter the number of guests/);
    expect(html).toMatch(/<p[^>]*id="hours-error"/);
    // The visitor's own answers come back to correct, not lost, and the messages are listed where the plan would be.
    expect(html).toMatch(/value="many"/);
    expect(html).toMatch(/<h2[^>]*id="answer"[^>]*>We cannot plan that yet/);
    expect(html).toContain('href="#guests-error"');
  });

  it("refuses a parameter given twice in the same way: a 400, the form, and the message beside the field", async () => {
    const html = await page("/plan?guests=10&guests=11", 400);
    expect(html).not.toContain("Your plan");
    expect(html).toMatch(/<form[^>]*data-plan-form/);
    expect(html).toMatch(/<p[^>]*id="guests-error"[^>]*>The address gives 2 answers here/);
  });
});
