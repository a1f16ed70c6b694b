import { z } from "zod";
import { type RuleKey, rules } from "../../app/content/rules.ts";
import { type OutboundLinkName, outboundLinks } from "../../app/content/site-pages.ts";
import { prices } from "../../app/content/venue.ts";
import { findHandTypedPrices, findTyped } from "./hand-typed-prices.ts";
import { checkedMarkdown } from "./markdown.ts";
import { plainText } from "./plain-text.ts";
import { findRuleProblems } from "./rule-checks.ts";
import { ownWords, withoutMarks } from "./tellings.ts";
import { fillTokens } from "./tokens.ts";

/** What a page's copy may link to (the registry's pages and the posts), and the rules the page links. */
export interface CopyContext {
  knownPaths: ReadonlySet<string>;
  /** Fields are checked one by one, so a field may state a rule that another part of the page links. */
  linkedRules?: ReadonlySet<RuleKey>;
  /** Also run the editorial checks on each field (`npm run lint:content`); the build leaves them out. */
  editorial?: boolean;
}

/**
 * How a field of page copy is written: `plain` text (titles, chips, meta tags), `inline` Markdown
 * for one paragraph (links and emphasis), or `block` Markdown for an answer of paragraphs and lists.
 */
type CopyKind = "plain" | "inline" | "block";

/** Inline Markdown rendered at build time; pages insert it as HTML. */
export interface InlineCopy {
  html: string;
}

const inlineTokens = ["text", "link", "strong", "em", "codespan", "br", "escape", "space"];
const allowedTokens = { inline: inlineTokens, block: [...inlineTokens, "list", "list_item"] };

function compileCopy(
  source: string,
  kind: CopyKind,
  { knownPaths, linkedRules, editorial = false }: CopyContext,
  report: (problem: string) => void,
): string {
  for (const problem of findHandTypedPrices(source)) report(problem);
  // Page copy writes every number as a {{token}}, so a figure changes in the facts module and nowhere else.
  for (const problem of findTyped(source, /\d[\d,.]*/g, (number) => `write numbers as {{tokens}} from the facts module, found "${number}"`))
    report(problem);
  // Only an FAQ answer (the one block field) may tell a rule in full; each field is judged as a whole.
  const filled = fillTokens(source, report, { plain: kind === "plain", statements: kind === "block" }).trim();
  if (kind === "plain") {
    if (editorial) for (const problem of findRuleProblems(filled, { whole: true, mentions: false })) report(problem);
    return filled;
  }
  let paragraphs = 0;
  const marked = checkedMarkdown(knownPaths, report);
  marked.use({
    walkTokens(token) {
      if (token.type === "paragraph") paragraphs++;
      else if (!allowedTokens[kind].includes(token.type))
        report(
          `${kind === "inline" ? "a paragraph holds text, links and emphasis" : "an answer holds paragraphs, lists, links and emphasis"} only, not ${token.type}`,
        );
    },
  });
  const rendered = marked.parse(filled, { async: false }).trim();
  if (editorial) for (const problem of findRuleProblems(ownWords(rendered), { whole: true, linkedElsewhere: linkedRules })) report(problem);
  const html = withoutMarks(rendered);
  if (kind === "block") return html;
  if (paragraphs > 1) report("one paragraph only; give each paragraph its own entry");
  return html.replace(/^<p>|<\/p>$/g, "");
}

/**
 * The schemas of page content files, validated like posts: every field's {{tokens}} are filled
 * from the post token table, its links checked and its Markdown rendered, and a problem is reported
 * against the field's path (for example "blocks.2.cards.1.text").
 */
export function pageSchemas(context: CopyContext) {
  const copy = (kind: CopyKind) =>
    z
      .string()
      .min(1)
      .transform((source, ctx) =>
        compileCopy(source, kind, context, (message) => ctx.issues.push({ code: "custom", message, input: source })),
      );
  const plain = (min: number, max: number) => copy("plain").pipe(z.string().min(min).max(max));
  const inline = copy("inline").transform((html): InlineCopy => ({ html }));
  const block = copy("block").transform((html) => ({ html, text: plainText(html).replace(/\s+/g, " ").trim() }));
  const anchor = z.string().regex(/^[a-z]+(-[a-z]+)*$/, "lowercase words joined by hyphens");
  const title = plain(3, 80);

  const head = z.strictObject({
    title: plain(10, 70),
    description: plain(50, 160),
    keywords: z.array(plain(2, 60)).min(5).max(12),
  });
  const hero = z.strictObject({ title: plain(5, 60), lead: inline });
  const paragraphs = z.array(inline).min(1);

  const eventBlock = z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("intro"), title, paragraphs, highlights: z.array(plain(2, 60)).min(2).optional() }),
    z.strictObject({
      kind: z.literal("cards"),
      id: anchor,
      title,
      cards: z.array(z.strictObject({ title, text: inline })).min(2),
    }),
    z.strictObject({ kind: z.literal("text"), id: anchor, title, paragraphs }),
    z.strictObject({ kind: z.literal("large-group"), title, paragraphs }),
    z.strictObject({ kind: z.literal("call-card"), title, text: inline }),
  ]);
  const bullets = z.tuple([plain(3, 80), plain(3, 80), plain(3, 80)]);
  // A package booked online names the price it sells at; one arranged by phone names its fixed price
  // (the buyout's hourly rate) where it has one, and is otherwise a custom quote.
  const bookedPackage = z
    .strictObject({ action: z.literal("book"), title, price: z.enum(["oneHour", "twoHours"]), unit: plain(3, 40), bullets })
    .transform((item) => ({ ...item, price: prices[item.price] }));
  const calledPackage = z
    .strictObject({ action: z.literal("call"), title, price: z.enum(["buyoutHourly"]).optional(), unit: plain(3, 40), bullets })
    .transform((item) => ({ ...item, price: item.price === undefined ? null : prices[item.price] }));

  const ruleKey = z.enum(Object.keys(rules) as [RuleKey, ...RuleKey[]]);
  /** What the page's own audience decides on first: a house rule, told in the page's own words for its reader. */
  const essential = z.strictObject({ label: plain(2, 24), rule: ruleKey, text: inline });

  const event = z.strictObject({
    head,
    hero,
    /** The page's illustration, app/assets/events/{path}.svg, and what it shows. */
    art: z.strictObject({ alt: plain(20, 160) }),
    /** The page's card in the home page's occasions: who it is for, in one line. */
    audience: plain(20, 110),
    essentials: z.strictObject({ title, items: z.array(essential).min(2).max(4) }),
    blocks: z.array(eventBlock).min(2),
    /** The first package is booked online, so the page always names a price it sells at. */
    packages: z.tuple([bookedPackage, z.discriminatedUnion("action", [bookedPackage, calledPackage])]),
    /** The Event name and description in structured data. */
    event: z.strictObject({ name: plain(10, 90), description: plain(50, 300) }),
  });

  const outboundLinkName = z.enum(Object.keys(outboundLinks) as [OutboundLinkName, ...OutboundLinkName[]]);
  const question = z.strictObject({
    /** The answer's anchor: /faq#id opens it. */
    id: anchor,
    question: plain(10, 120),
    answer: block,
    /** An outbound page the answer points to (the waiver, gift cards), shown after it. */
    link: outboundLinkName.optional(),
  });
  const faq = z
    .strictObject({
      head,
      hero,
      groups: z.array(z.strictObject({ id: anchor, title, questions: z.array(question).min(1) })).min(1),
    })
    .superRefine(({ groups }, ctx) => {
      const ids = [...groups.map((group) => group.id), ...groups.flatMap((group) => group.questions.map((item) => item.id))];
      for (const id of new Set(ids.filter((id, at) => ids.indexOf(id) !== at)))
        ctx.issues.push({ code: "custom", message: `the anchor "${id}" is used twice`, input: id, path: ["groups"] });
    });

  return { event, faq };
}

type PageSchemas = ReturnType<typeof pageSchemas>;
export type PageContentKind = keyof PageSchemas;
export type CompiledPageCopy = { [Kind in PageContentKind]: z.output<PageSchemas[Kind]> };
export type EventPageCopy = CompiledPageCopy["event"];
