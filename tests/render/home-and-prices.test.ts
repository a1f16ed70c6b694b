import { describe, expect, it } from "vitest";
import { ruleReference } from "../../app/content/rules.ts";
import { eventPageEntries } from "../../app/content/site-pages.ts";
import { externalLinkDefaults, prices, venue } from "../../app/content/venue.ts";
import { jsonLdBlocks, metaContent, visibleText } from "../support/html.ts";
import { publicConfig, renderPage } from "../support/render-page.ts";
import { siteUrl } from "../support/server.ts";

async function page(path: string) {
  const { html } = await renderPage(path);
  return { html, text: visibleText(html) };
}

const expectedHours = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "14:00", closes: "22:00" },
  { days: ["Friday"], opens: "12:00", closes: "23:30" },
  { days: ["Saturday"], opens: "11:00", closes: "23:59" },
  { days: ["Sunday"], opens: "12:00", closes: "22:00" },
];

function expectVenue(data: Record<string, any>) {
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    name: venue.name,
    telephone: venue.phone.e164,
    address: {
      "@type": "PostalAddress",
      streetAddress: venue.address.street,
      addressLocality: "Austin",
      addressRegion: "TX",
      postalCode: venue.address.postalCode,
    },
    geo: { "@type": "GeoCoordinates", latitude: venue.geo.latitude, longitude: venue.geo.longitude },
  });
  expect(
    data.openingHoursSpecification.map((spec: Record<string, any>) => ({
      days: spec.dayOfWeek.map((day: string) => day.replace("https://schema.org/", "")),
      opens: spec.opens,
      closes: spec.closes,
    })),
  ).toEqual(expectedHours);
  expect(data.priceRange).toContain("$19.99");
}

describe.each([
  ["/", `Axe Throwing in Austin, TX | ${venue.name}`],
  ["/axe-throwing-prices", `Axe Throwing Prices in Austin | ${venue.name}`],
])("%s", (path, title) => {
  it("carries its title, keywords and the site's share card", async () => {
    const { html } = await page(path);
    expect(html).toContain(`<title>${title.replace("&", "&amp;")}</title>`);
    expect(metaContent(html, "og:title")).toBe(title);
    expect(metaContent(html, "keywords")).toMatch(/axe throwing/);
    expect(metaContent(html, "og:image")).toBe(`${siteUrl}/social-card.png`);
  });

  it("describes the venue in JSON-LD from the business facts", async () => {
    const blocks = jsonLdBlocks((await page(path)).html);
    expect(blocks).toHaveLength(1);
    expectVenue(blocks[0] as Record<string, any>);
  });

  it("renders the navigation, the restaurant banner and the footer", async () => {
    const { html, text } = await page(path);
    expect(html).toMatch(/<nav aria-label="Main"/);
    expect(html).toContain('href="/#gallery"');
    expect(html).toContain('aria-label="Partner restaurant"');
    expect(html).toContain(`href="tel:${venue.phone.e164}"`);
    expect(html).toContain(`href="mailto:${venue.email}"`);
    expect(text).toContain("© 2024");
    for (const { path } of eventPageEntries) expect(html).toContain(`href="${path}"`);
  });
});

describe("the home page", () => {
  it("has every section anchor in the spec's order", async () => {
    const { html } = await page("/");
    const positions = ["home", "about", "packages", "gallery", "contact", "vr"].map((id) => html.indexOf(`id="${id}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("states the hero price and the claims from the facts module", async () => {
    const { text } = await page("/");
    expect(text).toContain("$19.99 per player</span> for a full hour");
    for (const claim of ["5000+", "12+"]) expect(text).toContain(claim);
  });

  it("states house rules only as their short forms, whose words link to the full answer", async () => {
    const { text } = await page("/");
    for (const key of ["ages", "footwear", "weapons", "vrTiming", "vrLimits", "packages"] as const) {
      const { linked, rest, href } = ruleReference(key);
      const escaped = (words: string) => words.replace(/'/g, "&#x27;");
      expect(text).toContain(`<a href="${href}">${escaped(linked)}</a>${escaped(rest)}.`);
    }
    expect(text).toContain('<a href="/faq#briefing">the briefing</a>');
    expect(text).not.toContain("a coach on every lane");
  });

  it("lists all 12 games and a dialog trigger for each", async () => {
    const { html } = await page("/");
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(12);
  });

  it("keeps the map a facade: the configured third-party frame is lazy, inside a closed disclosure", async () => {
    const { html } = await page("/");
    expect(html.match(/<iframe/g)).toHaveLength(1);
    expect(html).toMatch(
      /<details [^>]*><summary [^>]*><span [^>]*>Load interactive map<\/span><span [^>]*>Back to the drawn map<\/span><\/summary><iframe /,
    );
    const frame = html.match(/<iframe [^>]*>/)?.[0];
    expect(frame).toContain(`src="${externalLinkDefaults.map.url.replace(/&/g, "&amp;")}"`);
    expect(frame).toContain('loading="lazy"');
    const mapUrl = "https://maps.example/embed?place=ironbark&zoom=16";
    const configured = await renderPage("/", { ...publicConfig, links: { ...publicConfig.links, map: mapUrl } });
    expect(configured.html).toContain(`<iframe src="${mapUrl.replace(/&/g, "&amp;")}"`);
  });
});

describe("the prices page", () => {
  it("prices two hours at the card's $32.99 everywhere, including its metadata", async () => {
    const { html } = await page("/axe-throwing-prices");
    expect(html).not.toContain("39.99");
    expect(metaContent(html, "description")).toContain("$32.99");
    const [data] = jsonLdBlocks(html) as [Record<string, any>];
    const offers = Object.fromEntries(data.makesOffer.map((offer: Record<string, any>) => [offer.name, offer.price]));
    expect(offers).toEqual({
      "1 Hour Admission": prices.oneHour.toFixed(2),
      "2 Hour Admission": prices.twoHours.toFixed(2),
      "Private Venue Bookout": prices.buyoutHourly.toFixed(2),
    });
  });

  it("shows the packages and the VR section, without the home page's games", async () => {
    const { html } = await page("/axe-throwing-prices");
    for (const shown of ['id="packages"', 'id="vr"', "Most Popular", "Best Value"]) expect(html).toContain(shown);
    expect(html).not.toContain('id="gallery"');
  });
});
