import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { type RuleKey, rules } from "../../app/content/rules.ts";
import { compilePage } from "../../vite-plugins/content/compile-page.ts";
import { checkContentAt, failureOf, onContentCopy } from "../support/content-build.ts";

const knownPaths = new Set(["/", "/axe-throwing-prices", "/blog", "/team-building", "/faq", "/blog/other-post"]);

const card = (title: string) => ({ title, text: `A card about ${title.toLowerCase()} with enough words to read.` });

/** A valid event page, as a content file would hold it; `change` edits a copy before it is written out. */
function eventFile(change: (page: Record<string, any>) => void = () => {}): string {
  const page: Record<string, any> = {
    head: {
      title: "Team Building | {{brand}}",
      description: "Coached axe throwing for teams from {{price.twoHours}} per person, with lanes, VR and food on site.",
      keywords: ["team building", "axe throwing", "austin", "corporate events", "vr"],
    },
    hero: { title: "Team Building", lead: "Two hours on the lanes from {{price.twoHours}}. See [our prices](/axe-throwing-prices)." },
    art: { alt: "Colleagues listen to a coach's briefing beside the lanes." },
    audience: "For office managers planning a coached outing for the whole team.",
    essentials: {
      title: "Planning for your team",
      items: [
        { label: "Capacity", rule: "groupSize", text: "Spread the team over as many lanes as you like: you pay per person." },
        { label: "Timing", rule: "sessionLength", text: "Two hours suit most teams; see [our prices](/axe-throwing-prices)." },
      ],
    },
    blocks: [
      { kind: "intro", title: "An outing", paragraphs: ["Up to {{playersPerLane}} throwers share each of our {{lanes}} lanes."] },
      { kind: "cards", id: "why-us", title: "Why us", cards: [card("Coaches"), card("Lanes")] },
    ],
    packages: [
      { title: "Team Standard", action: "book", price: "twoHours", unit: "per person", bullets: ["Coaching", "Tournaments", "Activities"] },
      {
        title: "Corporate Buyout",
        action: "call",
        unit: "by phone",
        bullets: ["Full venue", "Free-roam VR", "Up to {{groups.teamBuilding.rotationUpTo}} guests"],
      },
    ],
    event: {
      name: "Team Building at {{brand}}",
      description: "Coached axe throwing, tournaments and free-roam VR for corporate teams in South Austin.",
    },
  };
  change(page);
  return stringify(page);
}

const compileEvent = (source: string) =>
  compilePage(source, { fileName: "team-building.yaml", kind: "event", knownPaths, editorial: true });
const failure = failureOf(compileEvent);

describe("compiling an event page's content file", () => {
  it("fills tokens from the post token table, renders inline Markdown and prices its packages from the facts", () => {
    const page = compileEvent(eventFile());
    expect(page.head.title).toBe("Team Building | Ironbark Axe House");
    expect(page.hero.lead.html).toBe('Two hours on the lanes from $32.99. See <a href="/axe-throwing-prices">our prices</a>.');
    expect(page.blocks[0]).toMatchObject({ paragraphs: [{ html: "Up to 6 throwers share each of our 7 lanes." }] });
    expect(page.packages.map((item) => item.price)).toEqual([32.99, null]);
    expect(compileEvent(eventFile((page) => (page.packages[1].price = "buyoutHourly"))).packages[1].price).toBe(1000);
    expect(page.packages[1].bullets[2]).toBe("Up to 70 guests");
  });
});

describe("the build rejects a bad page content file, naming the file and the field", () => {
  it.each([
    [
      "a broken token",
      (page: Record<string, any>) => (page.blocks[1].cards[1].text = "Our {{lanez}} lanes are private."),
      '"blocks.1.cards.1.text": unknown token {{lanez}}',
    ],
    ["a missing field", (page: Record<string, any>) => delete page.hero.lead, '"hero.lead" is required'],
    [
      "a broken internal link",
      (page: Record<string, any>) => (page.blocks[0].paragraphs[0] = "See [the menu](/cafe-menu) before you come."),
      '"blocks.0.paragraphs.0": link to a page that does not exist: /cafe-menu',
    ],
  ])("%s", (_, change, message) => {
    expect(failure(eventFile(change))).toBe(`team-building.yaml: ${message}`);
  });

  it("a number or a price typed by hand instead of its token", () => {
    const message = failure(eventFile((page) => (page.hero.lead = "Two hours from $32.99 for up to 6 throwers a lane.")));
    expect(message).toMatch(/^team-building\.yaml: /);
    expect(message).toContain('"hero.lead": hand-typed price $32.99: write {{price.twoHours}} instead');
    expect(message).toContain('"hero.lead": write numbers as {{tokens}} from the facts module, found "6"');
  });

  it("an unknown block, a package without its price, and Markdown a page cannot hold", () => {
    const message = failure(
      eventFile((page) => {
        page.blocks.push({ kind: "gallery", title: "Photos" });
        delete page.packages[0].price;
        page.blocks[0].paragraphs.push("## A heading", "One paragraph.\n\nAnd another.");
      }),
    );
    expect(message).toContain('"blocks.2.kind"');
    expect(message).toContain('"packages.0.price": Invalid option: expected one of "oneHour"|"twoHours"');
    expect(message).toContain('"blocks.0.paragraphs.1": a paragraph holds text, links and emphasis only, not heading');
    expect(message).toContain('"blocks.0.paragraphs.2": one paragraph only');
  });

  it("a rule stated in a field when nothing on the page links it, and not when another part does", () => {
    const mentionsShoes = (page: Record<string, any>) => page.blocks[0].paragraphs.push("Bring closed-toe trainers for the lanes.");
    expect(failure(eventFile(mentionsShoes))).toContain(
      '"blocks.0.paragraphs.1": "Bring closed-toe trainers for the lanes." states the shoe rule ("closed-toe") before the page links it',
    );
    const linkedInEssentials = eventFile((page) => {
      mentionsShoes(page);
      page.essentials.items[1] = { label: "What to wear", rule: "footwear", text: "Trainers are ideal." };
    });
    expect(compileEvent(linkedInEssentials).blocks[0]).toMatchObject({
      paragraphs: [expect.anything(), { html: expect.stringContaining("trainers") }],
    });
  });

  it("an essential that names no house rule, or leaves out the page's own words for it", () => {
    expect(failure(eventFile((page) => (page.essentials.items[0].rule = "curfew")))).toMatch(/^team-building\.yaml: "essentials\.items\.0/);
    expect(failure(eventFile((page) => delete page.essentials.items[1].text))).toBe(
      'team-building.yaml: "essentials.items.1.text" is required',
    );
  });

  it("a file that is not YAML", () => {
    expect(failure("head: [unclosed")).toMatch(/^team-building\.yaml: not valid YAML: /);
  });
});

/** Every house rule but the two the first group answers, each told in full under its own anchor. */
const otherRuleAnswers = (Object.keys(rules) as RuleKey[])
  .filter((key) => key !== "waiver" && key !== "ages")
  .map((key) => ({ id: rules[key].anchor, question: `What is ${rules[key].name}?`, answer: `{{rule.${key}}}` }));

/** A valid FAQ content file; `change` edits a copy before it is written out. */
function faqFile(change: (page: Record<string, any>) => void = () => {}): string {
  const page: Record<string, any> = {
    head: {
      title: "FAQ | {{brand}}",
      description: "Waivers, ages, cancellations and parking: what to know before you throw at {{brand}}.",
      keywords: ["faq", "waiver", "ages", "cancellation", "parking"],
    },
    hero: { title: "Questions", lead: "Call {{phone}} for anything else." },
    groups: [
      {
        id: "before",
        title: "Before you come",
        questions: [
          {
            id: "waiver",
            question: "Does everyone sign a waiver?",
            answer: "{{rule.waiver}}\n\nSee [prices](/axe-throwing-prices).",
            link: "waiver",
          },
          { id: "ages", question: "How old do throwers have to be?", answer: "- {{rule.ages}}\n- {{rule.minors.short}}" },
        ],
      },
      { id: "rules", title: "The other rules", questions: otherRuleAnswers },
    ],
  };
  change(page);
  return stringify(page);
}

const compileFaq = (source: string) => compilePage(source, { fileName: "faq.yaml", kind: "faq", knownPaths });
const faqFailure = failureOf(compileFaq);

describe("compiling the FAQ's content file", () => {
  it("renders answers as paragraphs and lists, with the words a reader sees for structured data", () => {
    const [waiver, ages] = compileFaq(faqFile()).groups[0]!.questions;
    expect(waiver?.answer.html).toBe(`<p>${rules.waiver.statement}</p>\n<p>See <a href="/axe-throwing-prices">prices</a>.</p>`);
    expect(waiver?.answer.text).toBe(`${rules.waiver.statement} See prices.`);
    expect(rules.waiver.statement).toContain("covers every visit for 12 months");
    expect(waiver?.link).toBe("waiver");
    expect(ages?.answer.html).toContain("<li>Throwers are 8 or older and able to hold and throw a hatchet safely.");
    expect(ages?.answer.html).toContain('<a href="/faq#minors">Under-18s need a parent or guardian to sign their waiver</a>');
  });

  // A missing field and a broken link fail as in an event page (above): the schema and link checks are shared.
  it("fails on an unknown rule, naming the file and the field", () => {
    expect(faqFailure(faqFile((page) => (page.groups[0].questions[0].answer = "{{rule.waiver}} {{rule.curfew.short}}")))).toBe(
      'faq.yaml: "groups.0.questions.0.answer": unknown rule {{rule.curfew.short}}',
    );
  });

  it("fails on an anchor used twice, an unknown outbound link and a heading in an answer", () => {
    const message = faqFailure(
      faqFile((page) => {
        page.groups[0].questions[1].id = "waiver";
        page.groups[0].questions[0].link = "merch";
        page.groups[0].questions[0].answer = "## Waivers\n\nEveryone signs.";
      }),
    );
    expect(message).toContain('"groups.0.questions.0.link": Invalid option');
    expect(message).toContain('"groups.0.questions.0.answer": an answer holds paragraphs, lists, links and emphasis only, not heading');
    expect(faqFailure(faqFile((page) => (page.groups[0].questions[1].id = "waiver")))).toContain(
      'faq.yaml: "groups": the anchor "waiver" is used twice',
    );
  });

  it("fails when a house rule has no answer of its own, or is told in full in another answer", () => {
    const withoutLostProperty = faqFile((page) => {
      page.groups[1].questions = page.groups[1].questions.filter((question: { id: string }) => question.id !== "lost-property");
    });
    expect(faqFailure(withoutLostProperty)).toBe(
      'faq.yaml: "groups": no question has the id "lost-property", where the rule "lostProperty" is told in full',
    );
    expect(faqFailure(faqFile((page) => (page.groups[0].questions[0].answer = "{{rule.waiver}}\n\n{{rule.minors}}")))).toBe(
      'faq.yaml: "groups.0.questions.0.answer": {{rule.minors}} is told in full only at "minors"; include {{rule.minors.short}} here',
    );
  });
});

describe("the content plugin checks page files against the page registry", () => {
  /** Runs the plugin's build-start check over a copy of the real posts and pages, changed by `change`. */
  const buildStart = (change: (pagesDir: string) => void) =>
    onContentCopy((root) => {
      change(join(root, "app/content/pages"));
      checkContentAt(root);
    });

  it("stops the build on a content file no page names, and on a page's missing content file", () => {
    expect(() => buildStart((pages) => writeFileSync(join(pages, "corporate-retreats.yaml"), eventFile()))).toThrow(
      "corporate-retreats.yaml: no page in the registry (app/content/site-pages.ts) has this content file",
    );
    expect(() => buildStart((pages) => rmSync(join(pages, "team-building.yaml")))).toThrow(
      "page content files missing from app/content/pages: team-building.yaml",
    );
  });

  it("stops the build on a bad field in a real page, naming the file and the field", () => {
    expect(() =>
      buildStart((pages) => {
        const broken = eventFile((page) => (page.hero.title = "{{nope}} parties"));
        writeFileSync(join(pages, "team-building.yaml"), broken);
      }),
    ).toThrow('team-building.yaml: "hero.title": unknown token {{nope}}');
  });
});
