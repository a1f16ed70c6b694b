import { describe, expect, it } from "vitest";
import { faqPage, faqQuestions } from "../../app/content/faq.ts";
import { laneRules, rules } from "../../app/content/rules.ts";
import { externalLinkDefaults } from "../../app/content/venue.ts";
import { decodeEntities } from "../../vite-plugins/content/plain-text.ts";
import { jsonLdBlocks, metaContent, visibleText } from "../support/html.ts";
import { publicConfig, renderPage } from "../support/render-page.ts";
import { siteUrl } from "../support/server.ts";

async function page(path: string, config = publicConfig) {
  return { html: visibleText((await renderPage(path, config)).html) };
}

const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));
const footerOf = (html: string) => html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));

/** The words of an HTML fragment as a reader sees them: no tags, no screen-reader-only hints. */
const textOf = (html: string) =>
  decodeEntities(
    html
      .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
      .replace(/<\/(?:p|li)>/g, " ")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();

/** A rule statement's Markdown as the page shows it: link words, no emphasis marks, no list numbers. */
const markdownText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*/g, "")
    .replace(/^\d+\. /gm, "")
    .replace(/\s+/g, " ")
    .trim();

/** An outbound link as ExternalLink renders it: new tab, no opener or referrer, and it says so. */
const outboundLink = (href: string, label: string) =>
  `<a href="${href}" target="_blank" rel="noopener noreferrer">${label}<span class="sr-only"> (opens in a new tab)</span></a>`;

describe("/faq", () => {
  it("carries its own head", async () => {
    const { html } = await page("/faq");
    expect(html).toContain(`<title>${faqPage.head.title}</title>`);
    expect(metaContent(html, "description")).toBe(faqPage.head.description);
    expect(metaContent(html, "keywords")?.split(", ").length).toBeGreaterThanOrEqual(5);
    expect(metaContent(html, "og:title")).toBe(faqPage.head.title);
    expect(metaContent(html, "twitter:title")).toBe(faqPage.head.title);
  });

  it("answers every question in a native disclosure, and tells each house rule in full under its own anchor", async () => {
    const { html } = await page("/faq");
    const disclosures = [...html.matchAll(/<details[^>]*><summary>([^<]+)<\/summary><div id="([a-z-]+)"/g)];
    expect(disclosures.map((match) => [decodeEntities(match[1] as string), match[2]])).toEqual(
      faqQuestions.map((item) => [item.question, item.id]),
    );
    for (const { anchor, statement } of Object.values(rules)) {
      const answer = html.match(new RegExp(`<div id="${anchor}"[^>]*><div>([\\s\\S]*?)</div>`))?.[1];
      expect(answer, anchor).toBeDefined();
      expect(textOf(answer ?? ""), anchor).toContain(markdownText(statement));
    }
    expect(mainOf(html)).not.toMatch(/\{\{|\}\}/);
  });

  it("lists the lane rules in the briefing's order, each with its title", async () => {
    const { html } = await page("/faq");
    const answer = html.match(/<div id="lane-rules"[^>]*><div>([\s\S]*?)<\/div>/)?.[1] ?? "";
    const items = [...answer.matchAll(/<li><strong>([^<]+)\.<\/strong>/g)].map((match) => decodeEntities(match[1] as string));
    expect(items).toEqual(laneRules.map((rule) => rule.title));
    for (const title of [
      "Look behind you before you throw",
      "Hands off the borders",
      "Bags stay behind the line",
      "Ears free in the throwing area",
    ])
      expect(items).toContain(title);
  });

  it("describes a valid FAQPage whose answers match the visible text", async () => {
    const { html } = await page("/faq");
    const blocks = jsonLdBlocks(html);
    const faq = blocks.find((block) => block["@type"] === "FAQPage") as Record<string, any>;
    expect(faq["@context"]).toBe("https://schema.org");
    expect(faq.url).toBe(`${siteUrl}/faq`);
    expect(faq.mainEntity).toHaveLength(faqQuestions.length);
    for (const question of faq.mainEntity as Array<Record<string, any>>) {
      expect(question).toEqual({
        "@type": "Question",
        name: expect.any(String),
        acceptedAnswer: { "@type": "Answer", text: expect.any(String) },
      });
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(20);
    }
    const answers = /<summary>([^<]+)<\/summary><div id="[a-z-]+" class="[^"]+"><div>([\s\S]*?)<\/div>/g;
    const visible = [...html.matchAll(answers)].map((match) => [decodeEntities(match[1] as string), textOf(match[2] as string)]);
    expect(faq.mainEntity.map((question: Record<string, any>) => [question.name, question.acceptedAnswer.text])).toEqual(visible);
    const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList") as Record<string, any>;
    expect(breadcrumbs.itemListElement.map((item: Record<string, string>) => item.item)).toEqual([`${siteUrl}/`, `${siteUrl}/faq`]);
  });

  it("links to the waiver, in a new tab, at the top and in the waiver answer", async () => {
    const main = mainOf((await page("/faq")).html);
    const waiver = main.match(/<a href="https:\/\/waivers\.example\/ironbark-axe-house"[^>]*>[\s\S]*?<\/a>/g) ?? [];
    expect(waiver).toHaveLength(2);
    expect(main).toContain(outboundLink(externalLinkDefaults.waiver.url, "Sign the waiver"));
    expect(main).toMatch(/<div id="waiver"[^>]*>[\s\S]*?Sign the waiver[\s\S]*?<\/details>/);
  });

  it("is in every page's footer", async () => {
    for (const path of ["/", "/faq", "/team-building", "/no-such-page"]) {
      expect(footerOf((await page(path)).html)).toContain('<a href="/faq">FAQ &amp; Policies</a>');
    }
  });
});

describe("WAIVER_URL and GIFT_CARD_URL", () => {
  const waiverUrl = "https://sign.example/ironbark?location=austin";
  const giftCardUrl = "https://cards.example/ironbark";
  const configured = { ...publicConfig, links: { ...publicConfig.links, waiver: waiverUrl, giftCards: giftCardUrl } };

  it("send every waiver and gift-card link to the configured pages", async () => {
    const escapedWaiver = waiverUrl.replace(/&/g, "&amp;");
    for (const path of ["/faq", "/birthday-parties", "/"]) {
      const { html } = await page(path, configured);
      expect(html).not.toContain(externalLinkDefaults.waiver.url);
      expect(html).not.toContain(externalLinkDefaults.giftCards.url);
      expect(footerOf(html)).toContain(outboundLink(escapedWaiver, "Sign the waiver"));
      expect(footerOf(html)).toContain(outboundLink(giftCardUrl, "Gift cards"));
    }
    const { html } = await page("/team-building", configured);
    expect(mainOf(html)).toContain(outboundLink(escapedWaiver, "Sign the waiver"));
    // The booking notice's markup, which the booking enhancement shows when the pop-up opens.
    expect(html).toMatch(new RegExp(`<template data-notice-template="booking">[\\s\\S]*href="${escapedWaiver.replace(/[?.]/g, "\\$&")}"`));
  });
});
