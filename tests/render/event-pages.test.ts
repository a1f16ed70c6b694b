import { describe, expect, it } from "vitest";
import { eventPages } from "../../app/content/events.ts";
import { formatPrice } from "../../app/content/format.ts";
import { rules } from "../../app/content/rules.ts";
import { capacity, externalLinkDefaults, prices, venue } from "../../app/content/venue.ts";
import { jsonLdBlocks, metaContent, visibleText } from "../support/html.ts";
import { renderPage as page } from "../support/render-page.ts";
import { siteUrl } from "../support/server.ts";

describe.each(eventPages.map((entry) => [entry.path, entry] as const))("%s", (path, entry) => {
  it("carries its own head", async () => {
    const { html } = await page(path);
    expect(metaContent(html, "description")).toBe(entry.head.description);
    expect(metaContent(html, "twitter:title")).toBe(entry.head.title);
    expect(metaContent(html, "keywords")?.split(", ").length).toBeGreaterThanOrEqual(5);
  });

  it("describes an Event at the Austin venue, offered at 19.99 USD and at its online package's price, with a weekly schedule", async () => {
    const { html } = await page(path);
    const [onlinePackage] = entry.packages;
    expect(visibleText(html)).toContain(formatPrice(onlinePackage.price));
    const event = jsonLdBlocks(html).find((block) => block["@type"] === "Event") as Record<string, any>;
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      name: entry.event.name,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: {
        "@type": "SportsActivityLocation",
        name: venue.name,
        address: {
          "@type": "PostalAddress",
          streetAddress: venue.address.street,
          addressLocality: "Austin",
          addressRegion: "TX",
          postalCode: venue.address.postalCode,
          addressCountry: "US",
        },
      },
    });
    // The spec: every event page's Event offers 19.99 USD; the page's own online package may stand beside it.
    const offer = (price: string) => ({
      "@type": "Offer",
      price,
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url: `${siteUrl}${path}`,
    });
    expect(event.offers).toContainEqual(offer("19.99"));
    expect(event.offers).toContainEqual(offer(onlinePackage.price.toFixed(2)));
    expect(event.eventSchedule).toHaveLength(4);
    expect(event.eventSchedule[0]).toMatchObject({
      "@type": "Schedule",
      repeatFrequency: "P1W",
      startTime: "14:00",
      endTime: "22:00",
      scheduleTimezone: "America/Chicago",
    });
    expect(event.startDate).toBeUndefined();
  });

  it("has two package cards, BOOK NOW and CALL US, its illustration, and its audience's house rules linked to the FAQ", async () => {
    const text = visibleText((await page(path)).html);
    expect(text.match(/Book now/g)?.length).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`href="tel:${venue.phone.e164}"`);
    expect(text.match(/<article class="[^"]*" data-highlight="false">/g)).toHaveLength(2);
    expect(text).not.toContain("6 lanes");
    expect(text).toMatch(new RegExp(`<img src="[^"]+\\.svg" alt="${entry.art.alt}"`));
    for (const item of entry.essentials.items) {
      expect(text).toContain(`<a href="/faq#${rules[item.rule].anchor}">${item.label}</a>`);
      expect(text).toContain(item.text.html.replaceAll("'", "&#x27;"));
      // The page tells its own reader what the rule means for them; the rule's short form is the FAQ's.
      expect(item.text.html).not.toContain(rules[item.rule].short.replace(/\.$/, ""));
    }
  });

  it("links to the waiver in a new tab, says so to screen readers, and links the FAQ", async () => {
    const html = visibleText((await page(path)).html);
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(main).toContain(
      `<a href="${externalLinkDefaults.waiver.url}" target="_blank" rel="noopener noreferrer">Sign the waiver<span class="sr-only"> (opens in a new tab)</span></a>`,
    );
    expect(main).toContain('<a href="/faq">');
  });
});

describe("event content", () => {
  it("uses the birthday link on the birthday page and one shared link for bachelor and team building", () => {
    const booking = Object.fromEntries(eventPages.map((entry) => [entry.path, entry.booking]));
    expect(booking["/birthday-parties"]).toBe("birthdayBooking");
    expect(booking["/bachelor-parties"]).toBe("partyBooking");
    expect(booking["/team-building"]).toBe("partyBooking");
  });

  it("prices the team-building buyout card at the buyout's fixed hourly rate, not as a quote", async () => {
    const text = visibleText((await page("/team-building")).html);
    expect(text).toMatch(new RegExp(`Corporate Buyout.*?${formatPrice(prices.buyoutHourly).replace("$", "\\$")}.*?an hour`, "s"));
  });

  it("offers private lanes for no more throwers than the lanes hold", async () => {
    for (const path of ["/bachelor-parties", "/special-events"]) {
      expect(visibleText((await page(path)).html)).toContain(`Private lanes for up to ${capacity.laneThrowers} throwers`);
    }
  });

  it("lists the six special event types", () => {
    const special = eventPages.find((entry) => entry.path === "/special-events");
    const types = special?.blocks.find((block) => block.kind === "cards" && block.id === "event-types");
    expect(types && "cards" in types ? types.cards.map((card) => card.title) : []).toEqual([
      "Anniversary Celebrations",
      "Graduation Parties",
      "Holiday Events",
      "Corporate Retreats",
      "Fundraising Events",
      "Community Gatherings",
    ]);
  });
});
