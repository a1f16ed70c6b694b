import { prices } from "../../app/content/venue.ts";

/** Our prices by token name: a post that types one of these amounts must use the token instead. */
const priceTokenNames = new Map(
  Object.entries(prices).flatMap(([name, amount]) =>
    typeof amount === "number" ? [[Math.round(amount * 100), `price.${name}`] as const] : [],
  ),
);

/** "$19.99", "$1,000", "$1000.00": a dollar sign, digits with optional thousands commas and cents. */
const dollarAmount = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?!\d|,\d)/g;

/**
 * Hand-typed copies of our own prices in a post's source (frontmatter and body, before tokens are
 * filled in). A copy would go stale the day a price changes, so the build rejects it.
 */
export function findHandTypedPrices(source: string): string[] {
  const problems: string[] = [];
  for (const match of source.matchAll(dollarAmount)) {
    const cents = Number((match[1] as string).replace(/,/g, "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
    const token = priceTokenNames.get(cents);
    if (token) problems.push(`hand-typed price ${match[0]}: write {{${token}}} instead`);
  }
  return problems;
}

/** Each distinct match of `pattern` in the copy's own words (tokens and link targets left out), described by `problem`. */
export function findTyped(source: string, pattern: RegExp, problem: (typed: string) => string): string[] {
  const copy = source.replace(/\{\{\s*[\w.]+\s*\}\}/g, "").replace(/\]\([^)]*\)/g, "]");
  return [...new Set(copy.match(pattern) ?? [])].map(problem);
}
