import { describe, expect, it } from "vitest";
import { buyoutVersusTickets } from "../../app/content/figures.ts";
import { formatPrice, formatPriceRange } from "../../app/content/format.ts";
import { lastCallSummary } from "../../app/content/hours.ts";
import { findPost } from "../../app/content/posts.ts";
import { lanesFor, rules } from "../../app/content/rules.ts";
import { buyout, capacity, groupLimits, prices, venue } from "../../app/content/venue.ts";
import { tierInputs, tierLines } from "../../app/content/worked-examples.ts";
import { readProjectFile } from "../support/markdown.ts";

/**
 * docs/content.md states the content decisions with their figures, for a reader who does not run the
 * code. Each figure is computed here from the facts, and the section may hold no other number: a
 * figure that changes in the code fails this test until the document says the same.
 */
const doc = readProjectFile("docs/content.md");
const section = doc.slice(doc.indexOf("## Content decisions"), doc.indexOf("## Content to confirm with the venue"));
/** Line breaks in the document fall anywhere; compare with single spaces. */
const flat = (text: string) => text.replace(/\s+/g, " ");

const spelled = (count: number) => ["no", "one", "two", "three", "four", "five"][count] ?? String(count);
const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;
const postWithoutSlug = findPost("first-timers-guide-axe-throwing-austin-safety-what-to-wear-house-games");
const coaching = rules.coaches.figures.lanesPerCoach.value;
/** The smallest group that takes every lane. */
const firstWithAllLanes = Array.from({ length: capacity.laneThrowers }, (_, index) => index + 1).find(
  (guests) => lanesFor(guests) === venue.lanes,
);

/** A rain-or-shine tier's total, as its cost table shows it. */
const tierFigure = (tier: keyof typeof tierInputs) => {
  const { total } = tierLines(tierInputs[tier]);
  return formatPriceRange(total.low, total.high);
};

const statements: string[] = [
  `${venue.lanes} lanes everywhere`,
  `${formatPrice(prices.twoHours)} everywhere`,
  `**Post ${postWithoutSlug?.id}** has no slug`,
  `up to ${venue.maxPlayersPerLane} players a lane`,
  `the lanes hold ${capacity.laneThrowers} throwers at once`,
  `takes up to ${buyout.guestsUpTo} guests`,
  `${capacity.laneThrowers} throw while a squad of ${capacity.vrSquad} plays`,
  `About ${capacity.comfortable} is comfortable`,
  `sweet spot of ${range(venue.comfortablePlayersPerLane)} throwers (${range(capacity.lanesComfortable)} in all)`,
  `the lanes alone never hold ${capacity.comfortable} comfortably`,
  `takes ${buyout.rotationUpTo} because squads rotate`,
  `the lanes (${capacity.laneThrowers}), the arena (${capacity.vrSquad}) and the cafe (${capacity.cafeRotationSeats})`,
  `large from ${groupLimits.bachelor.largeGroupFrom} players, team building from ${groupLimits.teamBuilding.largeGroupFrom}, special events from ${groupLimits.specialEvents.largeGroupFrom}`,
  `from ${buyoutVersusTickets.oneHour.breakEven} guests for one hour and ${buyoutVersusTickets.twoHours.breakEven} for two`,
  `(${lastCallSummary()})`,
  `(${lastCallSummary("twoHours")})`,
  `looks after ${spelled(coaching.min)} or ${spelled(coaching.max)} lanes`,
  `${range(rules.taxAndTips.figures.budgetPercent.value)}% goes on our bill only`,
  `all ${venue.lanes} lanes in use from ${firstWithAllLanes} and ${capacity.laneThrowers} at most`,
  `sweet spot of ${range(venue.comfortablePlayersPerLane)} a lane`,
  `come to ${(["budget", "classic"] as const).map((tier) => tierFigure(tier)).join(", ")} and ${tierFigure("vipOneSquad")} a person`,
  `each; ${tierFigure("vipTwoSquads")} for two squads`,
];

/** The numbers written in a text, as typed: "42", "10:30", "32.99". */
const numbersIn = (text: string) => text.match(/\d+(?:[.:,]\d+)*/g) ?? [];

describe("the content decisions (docs/content.md)", () => {
  it.each(statements)("say %s, as the facts compute it", (statement) => {
    expect(flat(section)).toContain(flat(statement));
  });

  it("hold no figure the facts do not give", () => {
    // The spec's own words are quoted, and code and link targets name things rather than state figures.
    const prose = section
      .replace(/"[^"]*"/g, "")
      .replace(/`[^`]*`/g, "")
      .replace(/\]\([^)]*\)/g, "]");
    const backed = new Set(statements.flatMap(numbersIn));
    expect(numbersIn(prose).filter((number) => !backed.has(number))).toEqual([]);
  });
});
