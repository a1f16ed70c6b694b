import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../app/content/games.ts";
import { weapons } from "../../app/content/weapons.ts";
import { compilePost } from "../../vite-plugins/content/compile-post.ts";
import { findHandOverWording } from "../../vite-plugins/content/hand-over.ts";
import { findHandTypedPrices } from "../../vite-plugins/content/hand-typed-prices.ts";
import { lintContent } from "../../vite-plugins/content/lint-content.ts";
import { plainText } from "../../vite-plugins/content/plain-text.ts";
import { describeRepeatedSentence, findRepeatedSentences, normalizeSentence } from "../../vite-plugins/content/repeated-sentences.ts";
import { fillTokens } from "../../vite-plugins/content/tokens.ts";
import { stringsIn, venueCopyStrings } from "../../vite-plugins/content/venue-copy.ts";
import { failureOf, onContentCopy } from "../support/content-build.ts";

const knownPaths = new Set(["/", "/axe-throwing-prices", "/blog", "/faq", "/plan", "/blog/other-post"]);
/** Body words enough for a one-minute read. */
const words = "word ".repeat(210);

function post({ frontmatter = {}, body }: { frontmatter?: Record<string, unknown>; body?: string } = {}) {
  const fields: Record<string, unknown> = {
    id: 99,
    slug: "sample-post",
    title: "A Sample Post About Axe Throwing",
    description: "A description long enough to describe the sample post for search results in a sentence.",
    keywords: ["axe throwing", "austin", "sample"],
    excerpt: "An excerpt that is long enough to appear on the blog index card and tell a reader what the post covers.",
    date: "2025-08-01",
    author: "Casey Holloway",
    readTime: 1,
    tags: ["One", "Two", "Three", "Four", "Five", "Six", "Seven"],
    hero: { src: "./sample-post.svg", alt: "A sample hero picture for the test post" },
    cta: { kind: "scroll-top", heading: "Ready to throw?", text: "Book a lane and bring closed-toe shoes.", button: "Back to Top" },
    ...frontmatter,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  const text =
    body ??
    `## First part\n\n${words}\n\n## Second part\n\nSee [prices](/axe-throwing-prices) and [a source](https://en.wikipedia.org/wiki/Axe_throwing).\n\n| Game | Players |\n|---|---|\n| 21 | 2-4 |\n`;
  return `---\n${yaml}\n---\n\n${text}`;
}

/** A post whose body holds `text` and enough words around it to compile. */
const withText = (text: string) => post({ body: `## Part\n\n${text}\n\n${words}` });
const compile = (source: string) => compilePost(source, { fileName: "sample-post.md", knownPaths, editorial: true });

describe("compiling a post", () => {
  it("returns validated frontmatter, HTML with heading ids, a table of contents, safe outbound links and scrolling tables", () => {
    const result = compile(post());
    expect(result.frontmatter.slug).toBe("sample-post");
    expect(result.frontmatter.initialViews).toBe(0);
    expect(result.html).toContain('<h2 id="first-part">First part</h2>');
    expect(result.toc).toEqual([
      { id: "first-part", text: "First part" },
      { id: "second-part", text: "Second part" },
    ]);
    // Outbound links open in a new tab with no opener or referrer; internal links stay plain.
    expect(result.html).toContain(
      '<a href="https://en.wikipedia.org/wiki/Axe_throwing" target="_blank" rel="noopener noreferrer">a source<span class="sr-only"> (opens in a new tab)</span></a>',
    );
    expect(result.html).toContain('<a href="/axe-throwing-prices">prices</a>');
    expect(result.html).toContain('<section class="table-scroll" aria-label="Table: Game, Players" tabindex="0"><table>');
  });

  it("fills venue facts from the business facts module", () => {
    expect(fillTokens("Call {{phone}} at {{brand}}: {{price.oneHour}}", () => {})).toBe(
      "Call (512) 555-0142 at Ironbark Axe House: $19.99",
    );
  });
});

const failure = failureOf(compile);

describe("the build rejects a bad post, naming the file and the field", () => {
  it("a missing field, a slug that does not match the file name and a read time the body cannot honestly fill", () => {
    expect(failure(post({ frontmatter: { description: undefined } }))).toBe('sample-post.md: "description" is required');
    expect(failure(post({ frontmatter: { slug: "another-name" } }))).toContain('"slug" must match the file name (sample-post)');
    expect(failure(post({ frontmatter: { readTime: 5 } }))).toContain('"readTime": 5 min needs 1000+ words of body');
  });

  it("a description over 160 characters, a wrong tag count and an unknown button label", () => {
    const message = failure(
      post({
        frontmatter: {
          description: "x".repeat(161),
          tags: ["a", "b"],
          cta: { kind: "scroll-top", heading: "Heading", text: "Some text for the box.", button: "Buy" },
        },
      }),
    );
    expect(message).toMatch(/^sample-post\.md: /);
    expect(message).toContain('"description"');
    expect(message).toContain('"tags"');
    expect(message).toContain('"cta.button"');
  });

  it("a link whose query names parameters its page does not read, and passes one that reads them", () => {
    expect(failure(withText(`[plan](/plan?guests=12&utm_source=blog)`))).toContain(
      "link with query parameters its page does not read: /plan?guests=12&utm_source=blog",
    );
    expect(failure(withText(`[faq](/faq?x=1)`))).toContain("link with query parameters its page does not read");
    expect(() => compile(withText(`[plan](/plan?guests=12&hours=2)`))).not.toThrow();
  });

  it("an unknown token, a broken internal link, an unknown outbound link, an h1 and raw HTML", () => {
    const message = failure(withText(`# Title\n\n{{nope}} [gone](/blog/missing) [arena](link:vrBookings) <b>bold</b>`));
    expect(message).toContain("unknown token {{nope}}");
    expect(message).toContain("link to a page that does not exist: /blog/missing");
    expect(message).toContain("link to an outbound link the configuration does not name: link:vrBookings");
    expect(message).toContain("the title is the page's only h1");
    expect(message).toContain("raw HTML is not allowed");
  });
});

describe("hand-typed prices", () => {
  it("fail the build when a post types one of our prices instead of its token", () => {
    expect(failure(withText("An hour costs $19.99 a head and the whole hall is $1,000 an hour."))).toBe(
      "sample-post.md: hand-typed price $19.99: write {{price.oneHour}} instead; hand-typed price $1,000: write {{price.buyoutHourly}} instead",
    );
  });

  it.each([
    ["$1000.00, $ 32.99, and $1,000.", 3],
    ['excerpt: "Lanes from $19.99"', 1],
    ["An hour costs {{price.oneHour}}; budget about $20 for food, $199 or $1,000,000 for nothing.", 0],
  ])("are found however typed, in the frontmatter too, and only for our prices: %s", (text, count) => {
    expect(findHandTypedPrices(text)).toHaveLength(count);
  });
});

describe("repeated sentences across posts", () => {
  const stock = "Most first-timers stick a throw within 10 to 15 minutes.";
  const textOf = (html: string) => plainText(html);

  it("fail when a sentence of eight or more words appears in four posts, naming each copy", () => {
    const posts = [
      { file: "a.md", text: textOf(`<p>Opening line. ${stock}</p>`) },
      { file: "b.md", text: textOf(`<ul><li>${stock.toUpperCase()}</li></ul>`) },
      { file: "c.md", text: textOf(`<p>${stock.replace("10 to 15", "10-15")} Then more.</p>`) },
      { file: "d.md", text: textOf(`<table><tr><td>${stock.replace(".", "!")}</td></tr></table>`) },
    ];
    const repeated = findRepeatedSentences(posts);
    expect(repeated.map(({ copies }) => copies.map(({ file }) => file))).toEqual([["a.md", "b.md", "c.md", "d.md"]]);
    expect(describeRepeatedSentence(repeated[0]!)).toBe(
      `"${stock}" appears, as it is or reworded, in 4 posts (a.md; b.md: "${stock.toUpperCase()}"; c.md: "${stock.replace("10 to 15", "10-15")}"; d.md: "${stock.replace(".", "!")}"); a sentence of 8+ words may appear in at most 3`,
    );
  });

  it("catch a sentence reworded in each post or typed with other case, punctuation, dashes and ranges", () => {
    const posts = [
      { file: "a.md", text: "Groups of five to eight usually book two lanes so nobody waits long between throws." },
      { file: "b.md", text: "In our experience, groups of five to eight usually book two lanes so nobody waits long." },
      { file: "c.md", text: "Groups of five to eight people usually book two lanes, so nobody waits long between turns." },
      { file: "d.md", text: "Bigger groups of five to eight usually book two lanes so nobody waits long at all." },
    ];
    expect(findRepeatedSentences(posts).map(({ copies }) => copies.length)).toEqual([4]);
    expect(normalizeSentence("Don’t   throw: 10 to 15 feet—ever!")).toBe(normalizeSentence("don't throw 10-15 feet ever"));
  });

  it("pass sentences that share only a stock phrase, a sentence in three posts, and a seven-word one in many", () => {
    const short = "Shoes must cover your toes, every time.";
    const posts = [
      { file: "a.md", text: `${stock} ${short} The coach fixes one thing at a time, which is how habits change.` },
      { file: "b.md", text: `${stock} ${short} Work on one thing at a time and write each change in your notebook.` },
      { file: "c.md", text: `${stock} ${short} Feedback lands best one thing at a time and only when someone asks for it.` },
      { file: "d.md", text: `Something else entirely. ${short} Parents can relax, one thing at a time, while the kids throw.` },
      { file: "e.md", text: `Another post again. ${short}` },
    ];
    expect(findRepeatedSentences(posts)).toEqual([]);
  });

  it("read headings, list items and table cells as separate sentences", () => {
    const text = plainText(
      "<h2>Twelve words of heading text that would otherwise run on into</h2><p>the paragraph below.</p><table><tr><td>One cell</td><td>Another cell</td></tr></table>",
    );
    expect(text.split("\n").filter(Boolean)).toEqual([
      "Twelve words of heading text that would otherwise run on into",
      "the paragraph below.",
      "One cell",
      "Another cell",
    ]);
  });
});

describe("house rules in a post", () => {
  it("stop the build when a post re-tells a rule in its own words, or states it before the paragraph that links it", () => {
    expect(
      failure(withText("Remember: nobody throws after drinking alcohol or taking anything that affects their judgment or balance.")),
    ).toContain('re-tells the rule "impairment": include {{rule.impairment.short}} or link to /faq#impairment instead');
    expect(failure(withText("Wear closed-toe shoes."))).toBe(
      'sample-post.md: "Wear closed-toe shoes." states the shoe rule ("closed-toe") before the page links it: put a link to /faq#what-to-wear on the words that state it',
    );
    expect(
      failure(withText("Pack closed-toe trainers the night before.\n\nEveryone wears [closed-toe shoes](/faq#what-to-wear).")),
    ).toContain('"Pack closed-toe trainers the night before." states the shoe rule ("closed-toe") before the page links it');
  });

  it("stop the build on a rule's number typed outside the rule, however the copy links to it", () => {
    expect(failure(withText("Kids 12 and up can throw the Viking Axe."))).toContain(
      'types a number of the rule "weapons" (/faq#weapons): write the number as {{rule.weapons.vikingAxe}}, or include {{rule.weapons.short}} or a link to /faq#weapons',
    );
    expect(failure(withText("Leave a 15 minute gap after your mission ([the VR timing rule](/faq#vr))."))).toContain(
      'types a number of the rule "vrTiming" (/faq#vr)',
    );
    expect(failure(withText("Bring the kids: {{minAge}} and up can throw."))).toBe(
      'sample-post.md: {{minAge}} states a figure of the rule "ages": include {{rule.ages.short}} or link to /faq#ages instead',
    );
  });

  it("keep a rule's full statement to its FAQ answer and a schedule's clock times to the built schedule", () => {
    expect(failure(withText("{{rule.waiver}}"))).toContain(
      "{{rule.waiver}} is the rule's full statement, which only its FAQ answer tells: include {{rule.waiver.short}} or link to /faq#waiver",
    );
    expect(failure(withText("Book the lane for 6:30 and dinner after."))).toContain(
      'typed time "6:30": build the schedule in app/content/schedules.ts and include it as {{schedule.name}}',
    );
  });

  it("pass a rule included as its short form, or stated with a link to its answer", () => {
    expect(compile(withText("{{rule.footwear.short}}")).html).toContain(
      '<a href="/faq#what-to-wear">Closed-toe shoes with a flat or low heel</a> for everyone on the lanes; sandals and heels mean watching, not throwing.',
    );
    expect(compile(withText("Wear closed-toe shoes ([the shoe rule](/faq#what-to-wear)).")).html).toContain("Wear closed-toe shoes");
  });

  it("pass natural prose: the rule linked once on its own words, later mentions bare, numbers from the rule's figures", () => {
    const html = compile(
      withText(
        "Throwers keep their toes covered: [our shoe rule](/faq#what-to-wear) says why.\n\nPack the closed-toe trainers the night before.\n\nKids from {{rule.ages.minAge}} can throw.",
      ),
    ).html;
    expect(html).toContain('<a href="/faq#what-to-wear">our shoe rule</a>');
    expect(html).toContain("Kids from 8 can throw.");
  });

  it("are left to the content lint by the build, so a copy edit never stops it", () => {
    const retold = withText(`Wear closed-toe shoes, and pass the axe to the next thrower.`);
    expect(compilePost(retold, { fileName: "sample-post.md", knownPaths }).html).toContain("Wear closed-toe shoes");
  });

  it("start a short form in lower case where it continues a sentence, and keep capitals that are names", () => {
    const html = (text: string) => compile(withText(text)).html;
    expect(html("Ours: {{rule.ages.short}}")).toContain('Ours: <a href="/faq#ages">throwers are 8 or older</a>');
    expect(html("Plan ahead, and {{rule.walkIns.short}}")).toContain('and <a href="/faq#walk-ins">walk-ins are welcome');
    expect(html("Before you go. {{rule.ages.short}}")).toContain('Before you go. <a href="/faq#ages">Throwers are 8 or older');
    expect(html("For the arena: {{rule.vrLimits.short}}")).toContain('For the arena: <a href="/faq#vr-limits">VR missions are for players');
  });
});

// Each case lints the whole site's copy, seconds of work on a busy 2-core machine.
describe("the content lint (npm run lint:content)", { timeout: 60_000 }, () => {
  /** Lints a copy of the site's content with these posts added. */
  const lint = (bodies: Record<string, string>) =>
    onContentCopy((root) => {
      for (const [slug, body] of Object.entries(bodies)) {
        writeFileSync(
          join(root, `app/content/posts/${slug}.md`),
          post({ frontmatter: { slug, hero: { src: `./${slug}.svg`, alt: "A sample hero picture for the test post" } }, body }),
        );
      }
      return lintContent(root).join("\n");
    });
  // Each post's filler is its own long "sentence", so only the shared line can repeat.
  const filler = (word: string) => `${word} `.repeat(210);
  const shared = "Every one of these posts repeats this sentence.";

  it("refuses a sentence shared by four posts, hand-over wording and a re-told rule, naming the files", () => {
    const problems = lint({
      one: `${shared}\n\n${filler("uno")}`,
      two: `${shared}\n\n${filler("dos")}`,
      three: `${shared}\n\n${filler("tres")}`,
      four: `${shared}\n\n${filler("cuatro")}`,
      unsafe: `Pass the axe to the next thrower, handle first. Wear closed-toe shoes.\n\n${filler("cinco")}`,
    });
    expect(problems).toContain(`"${shared}" appears, as it is or reworded, in 4 posts (four.md; one.md; three.md; two.md)`);
    expect(problems).toContain('unsafe.md: hand-over wording: "Pass the axe to the next thrower, handle first."');
    expect(problems).toContain('unsafe.md: "Pass the axe to the next thrower, handle first. Wear closed-toe shoes." states the shoe rule');
  });

  it("refuses a fifth post that includes a rule's short form, naming the posts", () => {
    const including = (word: string) => `{{rule.lostProperty.short}}\n\n${filler(word)}`;
    expect(
      lint({
        one: including("uno"),
        two: including("dos"),
        three: including("tres"),
        four: including("cuatro"),
        five: including("cinco"),
      }),
    ).toContain(
      "{{rule.lostProperty.short}} stands in 5 posts (five.md, four.md, one.md, three.md, two.md); at most 4 include a rule's short form, the others link to its FAQ answer",
    );
    expect(lint({ one: including("uno"), two: including("dos"), three: including("tres"), four: including("cuatro") })).toBe("");
  });
});

describe("hand-over wording", () => {
  it("is found however a hand-over is worded, and only there", () => {
    for (const sentence of [
      "Pass the axe handle first.",
      "Hand it to the next thrower handle-first.",
      "When you hand an axe to the next thrower, hold it by the head.",
      "Never toss it to them, and never hand it over blade first.",
      "Ninja Stars and Throwing Cards get handed over carefully, never flicked.",
      "Pass the next thrower the hatchet.",
      "The axe hand-off is quick.",
    ])
      expect(findHandOverWording(sentence), sentence).toEqual([sentence]);
    // The rule itself and unrelated hands are left alone.
    for (const sentence of [
      "Never hand an axe to anyone.",
      "Nobody hands an axe to anyone, not even a friend.",
      "Your first throws will hit the board handle-first.",
      "Put the axe back in its holder; the next thrower picks it up.",
      "Keep your free hand off the blade.",
      "Give it a quarter of an hour.",
      "Pass the lead to the next player.",
    ])
      expect(findHandOverWording(sentence), sentence).toEqual([]);
  });

  it("is absent from the facts module, the weapons and the games", () => {
    const copy = [...venueCopyStrings(), ...stringsIn(weapons), ...stringsIn(games)];
    expect(copy.length).toBeGreaterThan(50);
    expect(copy.flatMap(findHandOverWording)).toEqual([]);
  });
});
