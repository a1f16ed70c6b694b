import { type RuleKey, rules } from "../../app/content/rules.ts";
import { decodeEntities } from "./plain-text.ts";
import { isNearDuplicate, shinglesOf, splitSentences } from "./repeated-sentences.ts";
import { ruleTellings, ruleWording, type TellingFigure } from "./rule-wording.ts";
import { includedIn, withoutStoodMarks } from "./tellings.ts";

/**
 * The copy checks that keep each house rule told once. They read copy as `ownWords` leaves it (the
 * included rules taken out, a mark where each stood) and report three ways of telling a rule again:
 *
 * - a number of a rule typed in a sentence (or of the beginner experience), which only the rule's
 *   own statements may carry;
 * - a sentence that re-tells a rule, near enough to one of its statements' sentences to be a copy;
 * - the words that state a rule, in a paragraph, list item or table row that neither includes the
 *   rule nor links to its FAQ answer (not in headings or plain fields, which name topics).
 */

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
const tensWords: Readonly<Record<number, string>> = {
  15: "fifteen",
  16: "sixteen",
  18: "eighteen",
  20: "twenty",
  30: "thirty",
  50: "fifty",
};

/** A number as copy may type it: digits, or the word for a small one ("8" or "eight"). */
function numberPattern(value: number): string {
  const word = numberWords[value] ?? tensWords[value];
  const digits = String(value).replace(".", "\\.");
  return word ? `(?:${digits}|${word})` : digits;
}

const rangeJoin = String.raw`\s*(?:-|–|—|to|or)\s*`;

const unitPatterns: Readonly<Record<Exclude<TellingFigure["unit"], "age">, string>> = {
  minutes: String.raw`[\s-]*(?:minutes?|mins?)\b`,
  hours: String.raw`[\s-]*hours?\b`,
  days: String.raw`[\s-]*days?\b`,
  months: String.raw`[\s-]*months?\b`,
  years: String.raw`[\s-]*years?\b`,
  percent: String.raw`\s*(?:%|percent\b|per cent\b)`,
  people: String.raw`\s*(?:people|guests|players|throwers|children|kids|adults|spectators|friends)\b`,
  lanes: String.raw`\s*lanes?\b`,
  throws: String.raw`\s*(?:throws|tries|attempts)\b`,
};

/** "8 and up", "aged 8", "under-18s", "12+": an age, however it is typed. */
function agePatterns(number: string): RegExp[] {
  return [
    new RegExp(String.raw`\b(?:aged?|ages|from age|age of|under|over)[\s-]+${number}\b`, "i"),
    new RegExp(String.raw`\b${number}\s*(?:\+|[\s-]years?[\s-]old|-year-olds?|\s(?:and|or) (?:up|older|over)\b)`, "i"),
  ];
}

/**
 * The patterns that type a figure. A range counts typed whole ("10-15 minutes", "10 to 15
 * minutes"); where the figure names the words that mark it, either end typed alone counts too
 * ("15 minutes early").
 */
function figurePatterns({ value, unit, near }: TellingFigure): RegExp[] {
  const numbers =
    typeof value === "number"
      ? [numberPattern(value)]
      : [
          `${numberPattern(value.min)}${rangeJoin}${numberPattern(value.max)}`,
          ...(near ? [numberPattern(value.min), numberPattern(value.max)] : []),
        ];
  return numbers.flatMap((number) =>
    unit === "age" ? agePatterns(number) : [new RegExp(String.raw`\b${number}${unitPatterns[unit]}`, "i")],
  );
}

const figureChecks = ruleTellings.flatMap((telling) =>
  telling.figures.map((figure) => ({
    telling,
    patterns: figurePatterns(figure),
    near: figure.near,
    instead: figure.token ? `write the number as ${figure.token}, or include ${telling.include}` : `include ${telling.include} instead`,
  })),
);

const ruleKeys = Object.keys(rules) as RuleKey[];

/** Every sentence of every rule's statements, as shingles, for the re-telling check. */
const ruleSentences = ruleKeys.flatMap((key) =>
  [rules[key].statement, rules[key].short].flatMap((text) =>
    splitSentences(text.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")).flatMap((sentence) => {
      const shingles = shinglesOf(sentence);
      return shingles ? [{ key, shingles }] : [];
    }),
  ),
);

/** A piece of copy the checks judge as one: a paragraph, a list item, a table row or a heading. */
function blockOf(html: string, heading: boolean) {
  const inner = html.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "");
  return {
    heading,
    hrefs: [...inner.matchAll(/href="([^"]+)"/g)].map((match) => decodeEntities(match[1] as string)),
    included: includedIn(inner),
    text: decodeEntities(withoutStoodMarks(inner.replace(/<\/(?:td|th)>/g, " </td>").replace(/<[^>]+>/g, "")))
      .replace(/\s+/g, " ")
      .trim(),
  };
}

/** The blocks of rendered copy; `whole` treats the copy as one block (a field of page copy). */
function blocksOf(html: string, whole: boolean) {
  if (whole) return [blockOf(html, false)];
  return [...html.matchAll(/<(h[1-6]|p|li|tr|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    blockOf(match[2] as string, (match[1] as string).startsWith("h")),
  );
}

/**
 * The rules a block includes (short form, statement, reasons or planner) or links to. A figure of a
 * rule ({{rule.ages.minAge}}) is a number, not the rule: it covers nothing.
 */
function rulesCovered({ hrefs, included }: ReturnType<typeof blockOf>): RuleKey[] {
  return ruleKeys.filter(
    (key) =>
      hrefs.includes(`/faq#${rules[key].anchor}`) ||
      included.some((inclusion) => {
        const [, included, form] = inclusion.split(".");
        return included === key && !(form && form in rules[key].figures);
      }),
  );
}

const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

/**
 * The ways `checked` (rendered copy in `ownWords` form) tells a house rule again, each naming the
 * sentence and what to include instead. A page links each rule once, where the reader first needs
 * it: a block that states a rule passes when it, an earlier block or `linkedElsewhere` (the rules a
 * page links outside this piece of copy) includes the rule or links its answer.
 */
export function findRuleProblems(
  checked: string,
  {
    whole = false,
    mentions = true,
    linkedElsewhere = new Set(),
  }: { whole?: boolean; mentions?: boolean; linkedElsewhere?: ReadonlySet<RuleKey> } = {},
): string[] {
  const problems: string[] = [];
  const linked = new Set(linkedElsewhere);
  for (const block of blocksOf(checked, whole)) {
    for (const sentence of splitSentences(block.text)) {
      for (const { telling, patterns, near, instead } of figureChecks) {
        if (patterns.some((pattern) => pattern.test(sentence)) && (!near || near.test(sentence)))
          problems.push(`"${excerpt(sentence)}" types a number of ${telling.label}: ${instead}`);
      }
      const shingles = shinglesOf(sentence);
      const retold = shingles && ruleSentences.find((rule) => isNearDuplicate(shingles, rule.shingles));
      if (retold)
        problems.push(
          `"${excerpt(sentence)}" re-tells the rule "${retold.key}": include {{rule.${retold.key}.short}} or link to /faq#${rules[retold.key].anchor} instead`,
        );
    }
    // A heading, or a plain field such as a meta description, names topics rather than telling rules.
    if (block.heading || !mentions) continue;
    for (const key of rulesCovered(block)) linked.add(key);
    for (const key of ruleKeys) {
      const words = ruleWording[key].mentions?.exec(block.text);
      if (words && !linked.has(key))
        problems.push(
          `"${excerpt(block.text)}" states ${rules[key].name} ("${words[0]}") before the page links it: put a link to /faq#${rules[key].anchor} on the words that state it`,
        );
    }
  }
  return [...new Set(problems)];
}
