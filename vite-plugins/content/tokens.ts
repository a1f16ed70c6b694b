import { buyoutRotation, buyoutVersusTickets, twoHourSaving } from "../../app/content/figures.ts";
import { formatPrice, formatPriceRange } from "../../app/content/format.ts";
import { hoursSummary, lastCallOn, lastCallSummary, latestStartSummary } from "../../app/content/hours.ts";
import { laneRules, lanesFor, type RuleFigure, type RuleKey, ruleHref, ruleReference, rules } from "../../app/content/rules.ts";
import { planHref } from "../../app/content/site-pages.ts";
import {
  beginnerExperience,
  cafeMenu,
  claims,
  groupLimits,
  houseTarget,
  openingHours,
  partners,
  postalAddressLine,
  prices,
  sessionLength,
  throwLines,
  venue,
  weaponOrder,
} from "../../app/content/venue.ts";
import {
  allIn,
  austinSalesTax,
  buyoutSquadTimes,
  charterForTheDay,
  exampleInputs,
  groupBudget,
  type Range,
  swappingHalves,
  tierInputs,
  tierLines,
  tipAllowances,
} from "../../app/content/worked-examples.ts";
import { scheduleTokens } from "./schedule-tokens.ts";
import { markInclusion } from "./tellings.ts";

const range = ({ low, high }: Range) => (low === high ? formatPrice(low) : formatPriceRange(low, high));
const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;
const percentRange = ({ low, high }: Range) => `${Math.round(low * 100)}-${Math.round(high * 100)}%`;

/** Our own prices: {{price.oneHour}}, {{price.twoHours}}, {{price.buyoutHourly}}. */
const priceTokens = Object.fromEntries(
  Object.entries(prices).flatMap(([name, amount]) => (typeof amount === "number" ? [[`price.${name}`, formatPrice(amount)]] : [])),
);

/** {{groups.bachelor.largeGroupFrom}}, {{groups.teamBuilding.buyoutUpTo}} and the like. */
const groupTokens = Object.fromEntries(
  Object.entries(groupLimits).flatMap(([occasion, limits]) =>
    Object.entries(limits).map(([limit, guests]) => [`groups.${occasion}.${limit}`, String(guests)]),
  ),
);

const numberRange = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;

/** {{target.outer.points}}, {{target.bullseye.inches}} and the like: the house target, ring by ring. */
const [outerRing, ...innerRings] = houseTarget.rings;
const bullseye = innerRings.at(-1) ?? outerRing;
const targetTokens = {
  "target.outer.points": String(outerRing.points),
  "target.outer.inches": String(outerRing.acrossInches),
  "target.middle.points": innerRings
    .slice(0, -1)
    .map((ring) => ring.points)
    .join(" and "),
  "target.bullseye.points": String(bullseye.points),
  "target.bullseye.inches": String("acrossInches" in bullseye ? bullseye.acrossInches : ""),
};

/** {{line.start}}, {{line.stepBack}}, {{line.long}}: the lane's throwing lines, in feet. */
const lineTokens = Object.fromEntries(Object.entries(throwLines).map(([line, feet]) => [`line.${line}`, String(feet)]));

/** {{lastCall.saturday}} (one hour) and {{lastCall.twoHours.saturday}}: the latest start of each booking length. */
const lastCallTokens = Object.fromEntries(
  openingHours.flatMap(({ days }) =>
    days.flatMap((day) => [
      [`lastCall.${day.toLowerCase()}`, lastCallOn(day)],
      [`lastCall.twoHours.${day.toLowerCase()}`, lastCallOn(day, "twoHours")],
    ]),
  ),
);

/** {{example.friends12.perPerson}} and the like: every line of a worked budget, computed. */
const exampleTokens = Object.fromEntries(
  Object.entries(exampleInputs).flatMap(([name, input]) => {
    const budget = groupBudget(input);
    const lines: Record<string, string> = {
      people: String(input.people),
      lanes: String(lanesFor(input.people)),
      cafePerHead: formatPrice(input.cafePerHead),
      tickets: formatPrice(budget.tickets),
      cafe: formatPrice(budget.cafe),
      ours: formatPrice(budget.ours),
      oursTotal: range(budget.oursTotal),
      total: range(budget.total),
      perPerson: range(budget.perPerson),
      // The amount to ask each person for: the top of the range, rounded up to whole dollars.
      ask: formatPrice(Math.ceil(budget.perPerson.high)),
      // The group planner with this group filled in, for a link: [plan it]({{example.friends12.plan}}).
      plan: planHref({ guests: input.people, hours: input.ticketPrice === prices.twoHours ? 2 : 1 }),
      ...Object.fromEntries(
        Object.entries(input.elsewhere as Readonly<Record<string, Range>>).flatMap(([item, cost]) => [
          [item, range(cost)],
          [`${item}.allIn`, range(budget.elsewhere[item] as Range)],
        ]),
      ),
    };
    return Object.entries(lines).map(([line, value]) => [`example.${name}.${line}`, value]);
  }),
);

/**
 * {{tier.budget.total}}, {{tier.budget.ours}} (the lane ticket and cafe share with tax and tip) and
 * {{tier.budget.vr}} and the like (each outside allowance with its own tax and tip) for the
 * rain-or-shine itineraries: every line of a cost table as tierLines shows it, and the total that
 * adds those lines up.
 */
const tierTokens = Object.fromEntries(
  Object.entries(tierInputs).flatMap(([tier, input]) => {
    const { ours, outside, total } = tierLines(input);
    return [
      [`tier.${tier}.total`, range(total)],
      // A one-hour tier's total for a group big enough to book two hours, which the article also gives.
      ...(input.ticketPrice === prices.twoHours
        ? []
        : [[`tier.${tier}.totalTwoHours`, range(tierLines({ ...input, ticketPrice: prices.twoHours }).total)]]),
      [`tier.${tier}.ours`, range(ours)],
      [`tier.${tier}.cafe`, range(input.cafe)],
      ...Object.entries(outside).map(([item, line]) => [`tier.${tier}.${item}`, range(line)]),
    ];
  }),
);

/** 195 -> "3¼ hours": a length of whole quarter hours, as people say it. */
function hoursInQuarters(minutes: number): string {
  const quarter = ["", "¼", "½", "¾"][(minutes % 60) / 15];
  if (quarter === undefined) throw new Error(`${minutes} minutes is not a whole number of quarter hours`);
  return `${Math.floor(minutes / 60)}${quarter} hours`;
}

/**
 * The venue facts copy may cite (posts, event pages, the FAQ), written as {{name}}. They are filled
 * in at build time from the business facts module and the figures computed from it, so a price or
 * hours change reaches every page.
 */

export const contentTokens: Readonly<Record<string, string>> = {
  brand: venue.name,
  address: postalAddressLine(),
  phone: venue.phone.display,
  ...priceTokens,
  "price.twoHourSaving": formatPrice(twoHourSaving),
  "duration.oneHour": sessionLength.oneHour,
  "duration.twoHours": sessionLength.twoHours,
  games: String(venue.projectedGames),
  weapons: claims.weapons,
  lanes: String(venue.lanes),
  playersPerLane: String(venue.maxPlayersPerLane),
  hatchetWeight: numberRange(venue.hatchetWeightLb),
  hatchetLength: numberRange(venue.hatchetLengthInches),
  trained: claims.warriorsTrained,
  "cafe.menu": cafeMenu,
  ...targetTokens,
  ...lineTokens,
  hours: hoursSummary(),
  lastCall: lastCallSummary(),
  "lastCall.twoHours": lastCallSummary("twoHours"),
  ...lastCallTokens,
  "buyout.twoHours": formatPrice(buyoutVersusTickets.twoHours.total),
  "buyout.breakEven.oneHour": String(buyoutVersusTickets.oneHour.breakEven),
  "buyout.breakEven.twoHours": String(buyoutVersusTickets.twoHours.breakEven),
  ...Object.fromEntries(
    (["guestsFrom", "roundMinutes", "openingMinutes", "closingMinutes", "hours", "largestGroup", "largestSquad"] as const).map((figure) => [
      `rotation.${figure}`,
      String(buyoutRotation[figure]),
    ]),
  ),
  "rotation.total": formatPrice(buyoutRotation.total),
  "rotation.deposit": formatPrice((buyoutRotation.total * Number(rules.deposits.figures.percent?.value)) / 100),
  "halves.upTo": String(swappingHalves.upTo),
  "halves.shortLength": hoursInQuarters(swappingHalves.minutes.short),
  "halves.length": hoursInQuarters(swappingHalves.minutes.full),
  "halves.fullExtra": String(swappingHalves.minutes.full - swappingHalves.minutes.short),
  /** The latest start for the two halves with full missions, day by day, so the second half's lanes end by closing. */
  "halves.latestStart": latestStartSummary(swappingHalves.minutes.full),
  "halves.youngerWait": `${swappingHalves.youngerWaitMinutes.short}-${swappingHalves.youngerWaitMinutes.full}`,
  /** A chartered vehicle's day price with the driver's tip, for a group that shares one. */
  ...Object.fromEntries(
    Object.entries(charterForTheDay).map(([vehicle, cost]) => [`charter.${vehicle}`, range(allIn({ ...cost, adds: "driver" }))]),
  ),
  /** The chooser's guide's buyout for twenty as a table: when each squad leaves its lane, plays and is back, with short missions. */
  "buyoutSquads.short": [
    "| Squad | Leaves its lane | In the arena | Back on the lanes |",
    "|---|---|---|---|",
    ...buyoutSquadTimes("short").map(
      ({ leaves, plays, ends, back }, squad) =>
        `| ${["First", "Second", "Third"][squad]} | ${leaves === undefined ? "Plays as the party arrives" : `${leaves} minutes in`} | ${plays}-${ends} minutes in | ${back} minutes in |`,
    ),
  ].join("\n"),
  "rotation.share": formatPriceRange(buyoutRotation.share.low, buyoutRotation.share.high),
  "buyout.share.oneHour": formatPrice(buyoutVersusTickets.oneHour.shareAtLimit),
  "buyout.share.twoHours": formatPrice(buyoutVersusTickets.twoHours.shareAtLimit),
  ...groupTokens,
  vrName: partners.vr.name,
  "vr.where": partners.vr.where,
  "vr.players": `${partners.vr.playerCount.min}-${partners.vr.playerCount.max}`,
  "vr.minPlayers": String(partners.vr.playerCount.min),
  "vr.maxPlayers": String(partners.vr.playerCount.max),
  "vr.twoSquads": String(partners.vr.playerCount.max * 2),
  "vr.short": String(partners.vr.missionMinutes.short),
  "vr.full": String(partners.vr.missionMinutes.full),
  /** How long a mission and the gap before or after it add to a lane booking. */
  "vr.addsMinutes": `${partners.vr.missionMinutes.short + partners.vr.bufferMinutes}-${partners.vr.missionMinutes.full + partners.vr.bufferMinutes}`,
  /** How long a squad is away from its lane in a buyout: the gap, its mission and the gap back. */
  "vr.awayMinutes": `${partners.vr.missionMinutes.short + 2 * partners.vr.bufferMinutes}-${partners.vr.missionMinutes.full + 2 * partners.vr.bufferMinutes}`,
  restaurantName: partners.restaurant.name,
  "restaurant.cuisine": partners.restaurant.cuisine,
  "restaurant.where": partners.restaurant.where,
  "weapons.order": `${weaponOrder.slice(0, -1).join(", ")} and ${weaponOrder.at(-1)}`,
  ...exampleTokens,
  ...tierTokens,
  "tax.austin": percent(austinSalesTax),
  "tip.table": percentRange(tipAllowances.table),
  "tip.driver": percentRange(tipAllowances.driver),
  ...scheduleTokens,
};

/**
 * Tokens that once carried a rule's figures or statements on their own. A rule's numbers now reach
 * copy only through the rule, so these name the rule to include instead.
 */
const retiredTokens: Readonly<Record<string, RuleKey>> = {
  minAge: "ages",
  arriveEarly: "briefing",
  briefing: "briefing",
  "lane.sweetSpot": "groupSize",
  "vr.buffer": "vrTiming",
  "vr.bufferRule": "vrTiming",
  "weapons.first": "weapons",
  "weapons.next": "weapons",
  "noise.level": "noise",
  "noise.earProtection": "noise",
  "noise.quietest": "noise",
  "buyout.guestsFrom": "buyout",
  "buyout.guestsUpTo": "buyout",
  "buyout.guestsComfortable": "buyout",
  "buyout.rotationUpTo": "buyout",
  "buyout.note": "buyout",
  "buyout.rotationNote": "buyout",
  "buyout.vr": "buyout",
  "capacity.laneThrowers": "buyout",
  "capacity.vrSquad": "buyout",
  "capacity.cafeSeats": "buyout",
};

/** The rule a retired token belonged to: the table above, or the rule a {{policy.*}} token was named after. */
function retiredRule(name: string): RuleKey | undefined {
  const policy = /^policy\.(\w+)/.exec(name)?.[1];
  if (policy) return policy === "outsideFood" ? "food" : policy in rules ? (policy as RuleKey) : undefined;
  return retiredTokens[name];
}

/** The lane rules with the reason behind each, for the article that explains them. */
const laneRulesWithReasons = laneRules.map(({ title, rule, why }) => `### ${title}\n\n${rule}\n\n**Why:** ${why}`).join("\n\n");

/** The group-size rule as a planner: every headcount range and the lanes it books, worked out by lanesFor. */
function lanePlanner(): string {
  const rows: string[] = [];
  const most = venue.lanes * venue.maxPlayersPerLane;
  for (let from = 1; from <= most; ) {
    const lanes = lanesFor(from);
    let to = from;
    while (to < most && lanesFor(to + 1) === lanes) to++;
    rows.push(`| ${from === to ? from : `${from}-${to}`} | ${lanes} |`);
    from = to + 1;
  }
  return ["| Throwers | Lanes |", "|---|---|", ...rows].join("\n");
}

export interface FillOptions {
  /** Full rule statements may be included: only the FAQ's answers tell a rule in full. */
  statements?: boolean;
  /** A plain-text field (a title, a meta tag, frontmatter): nothing that needs a link can go in. */
  plain?: boolean;
}

/** What a {{rule.*}} or {{experience.*}} token includes, or the problem with it. */
function inclusion(name: string, { statements = false, plain = false }: FillOptions): { markdown: string } | { problem: string } {
  if (name === "experience.firstThrows")
    return plain ? { problem: `{{${name}}} is a sentence for the body text` } : { markdown: beginnerExperience.statement };
  const [, key, form] = name.split(".") as [string, string, string | undefined];
  if (!(key in rules)) return { problem: `unknown rule {{${name}}}` };
  const rule = key as RuleKey;
  if (plain) return { problem: `{{${name}}}: a rule goes in text that can carry its link, not in a plain field` };
  if (form === "short") {
    // The sentence, its first words the link to its full statement.
    const { linked, rest, href } = ruleReference(rule);
    return { markdown: `[${linked}](${href})${rest}.` };
  }
  if (form === "link") return { markdown: `[${rules[rule].name}](${ruleHref(rule)})` };
  if (form === "reasons" && rule === "laneRules") return { markdown: laneRulesWithReasons };
  if (form === "planner" && rule === "groupSize") return { markdown: lanePlanner() };
  const figures: Readonly<Record<string, RuleFigure>> = rules[rule].figures;
  const figure = form === undefined ? undefined : figures[form];
  if (figure) return { markdown: typeof figure.value === "number" ? String(figure.value) : `${figure.value.min}-${figure.value.max}` };
  if (form !== undefined) return { problem: `unknown rule {{${name}}}` };
  return statements
    ? { markdown: rules[rule].statement }
    : {
        problem: `{{${name}}} is the rule's full statement, which only its FAQ answer tells: include {{rule.${rule}.short}} or link to ${ruleHref(rule)}`,
      };
}

/**
 * An inclusion that continues a sentence (after a colon, a semicolon, a comma or "and") starts in
 * lower case, as a writer would type it: "Ours: throwers are 8 or older", not "Ours: Throwers are".
 * A first word in capitals (VR) or one of our names keeps its capital.
 */
const continuesSentence = /(?:[:;,]|\b(?:and|or|but|so))[ \t]+$/;
const keepsCapital = new RegExp(`^(?:[A-Z][A-Z0-9]+\\b|${[venue.name, partners.vr.name, partners.restaurant.name].join("|")})`);

function joinSentence(markdown: string, before: string): string {
  // A short form opens with its link: the sentence starts after the "[".
  const at = markdown.startsWith("[") ? 1 : 0;
  if (!continuesSentence.test(before) || keepsCapital.test(markdown.slice(at))) return markdown;
  return markdown.slice(0, at) + markdown.charAt(at).toLowerCase() + markdown.slice(at + 1);
}

/**
 * Replaces every {{token}} and reports what cannot be filled: an unknown token, a retired one (with
 * the rule to include instead), a rule where it may not go. Included rules and the beginner
 * experience (and schedule tables, which the schedule builder checks) come back wrapped in inclusion
 * marks (tellings.ts) for the checks to see; links are not marked, since a link is already visible.
 */
export function fillTokens(text: string, report: (problem: string) => void, options: FillOptions = {}): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string, offset: number) => {
    if (/^(?:rule|experience)\./.test(name)) {
      const result = inclusion(name, options);
      if ("problem" in result) {
        report(result.problem);
        return match;
      }
      if (name.endsWith(".link")) return result.markdown;
      return markInclusion(name, joinSentence(result.markdown, text.slice(Math.max(0, offset - 8), offset)));
    }
    const value = contentTokens[name];
    // A schedule table is built and checked from the facts, so it is included like a rule, not judged as prose.
    if (value !== undefined) return /^schedule\.\w+$/.test(name) ? markInclusion(name, value) : value;
    const rule = retiredRule(name);
    report(
      rule
        ? `{{${name}}} states a figure of the rule "${rule}": include {{rule.${rule}.short}} or link to ${ruleHref(rule)} instead`
        : `unknown token {{${name}}}`,
    );
    return match;
  });
}
