import { postalAddressLine } from "../address.ts";
import { buyoutVersusTickets, twoHourSaving } from "../figures.ts";
import { formatPrice, formatPriceRange } from "../format.ts";
import { hoursSummary, lastCallOn, lastCallSummary } from "../hours.ts";
import {
  buyout,
  capacity,
  claims,
  groupLimits,
  noise,
  openingHours,
  partners,
  policies,
  prices,
  sessionLength,
  venue,
  visit,
  weaponOrder,
  weaponProgression,
} from "../venue.ts";
import { exampleInputs, groupBudget, tierInputs, tierTotal } from "../worked-examples.ts";

const range = ({ low, high }: { low: number; high: number }) => formatPriceRange(low, high);

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

/** {{policy.waiver}} (the statement), {{policy.waiver.validMonths}}, {{policy.walkIns.bookPeakAheadDays}} ("3-5") and the like. */
const policyTokens = Object.fromEntries(
  Object.entries(policies).flatMap(([name, { statement, ...numbers }]) => [
    [`policy.${name}`, statement],
    ...Object.entries(numbers).map(([field, value]) => [
      `policy.${name}.${field}`,
      typeof value === "number" ? String(value) : numberRange(value),
    ]),
  ]),
);

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
      foodPerHead: formatPrice(input.foodPerHead),
      tickets: formatPrice(budget.tickets),
      food: formatPrice(budget.food),
      subtotal: formatPrice(budget.subtotal),
      total: range(budget.total),
      perPerson: range(budget.perPerson),
      // The amount to ask each person for: the top of the range, rounded up to whole dollars.
      ask: formatPrice(Math.ceil(budget.perPerson.high)),
      ...Object.fromEntries(Object.entries(input.shared).map(([item, amount]) => [item, formatPrice(amount)])),
    };
    return Object.entries(lines).map(([line, value]) => [`example.${name}.${line}`, value]);
  }),
);

/** {{tier.budget.total}}, {{tier.budget.vr}} and the like for the rain-or-shine itineraries. */
const tierTokens = Object.fromEntries(
  Object.entries(tierInputs).flatMap(([tier, input]) => [
    [`tier.${tier}.total`, range(tierTotal(input))],
    ...Object.entries(input.allowances).map(([item, allowance]) => [`tier.${tier}.${item}`, range(allowance)]),
  ]),
);

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
  arriveEarly: numberRange(visit.arriveEarlyMinutes),
  briefing: numberRange(visit.briefingMinutes),
  games: String(venue.projectedGames),
  weapons: claims.weapons,
  lanes: String(venue.lanes),
  playersPerLane: String(venue.maxPlayersPerLane),
  "lane.sweetSpot": numberRange(venue.comfortablePlayersPerLane),
  hatchetWeight: numberRange(venue.hatchetWeightLb),
  minAge: String(venue.minThrowerAge),
  hours: hoursSummary(),
  lastCall: lastCallSummary(),
  "lastCall.twoHours": lastCallSummary("twoHours"),
  ...lastCallTokens,
  "buyout.guestsFrom": String(buyout.guestsFrom),
  "buyout.guestsUpTo": String(buyout.guestsUpTo),
  "buyout.guestsComfortable": String(buyout.guestsComfortable),
  "buyout.rotationUpTo": String(buyout.rotationUpTo),
  "buyout.rotationNote": capacity.rotationNote,
  "buyout.note": capacity.buyoutNote,
  "buyout.vr": buyout.vrStatement,
  "capacity.laneThrowers": String(capacity.laneThrowers),
  "capacity.vrSquad": String(capacity.vrSquad),
  "capacity.cafeSeats": String(capacity.cafeRotationSeats),
  "buyout.twoHours": formatPrice(buyoutVersusTickets.twoHours.total),
  "buyout.breakEven.oneHour": String(buyoutVersusTickets.oneHour.breakEven),
  "buyout.breakEven.twoHours": String(buyoutVersusTickets.twoHours.breakEven),
  "buyout.share.oneHour": formatPrice(buyoutVersusTickets.oneHour.shareAtLimit),
  "buyout.share.twoHours": formatPrice(buyoutVersusTickets.twoHours.shareAtLimit),
  ...groupTokens,
  vrName: partners.vr.name,
  "vr.where": partners.vr.where,
  "vr.players": `${partners.vr.playerCount.min}-${partners.vr.playerCount.max}`,
  "vr.minPlayers": String(partners.vr.playerCount.min),
  "vr.maxPlayers": String(partners.vr.playerCount.max),
  "vr.short": String(partners.vr.missionMinutes.short),
  "vr.full": String(partners.vr.missionMinutes.full),
  "vr.buffer": String(partners.vr.bufferMinutes),
  "vr.bufferRule": partners.vr.bufferRule,
  restaurantName: partners.restaurant.name,
  "restaurant.cuisine": partners.restaurant.cuisine,
  "restaurant.where": partners.restaurant.where,
  "weapons.first": weaponProgression.first,
  "weapons.next": weaponProgression.next,
  "weapons.order": `${weaponOrder.slice(0, -1).join(", ")} and ${weaponOrder.at(-1)}`,
  "noise.level": noise.level,
  "noise.earProtection": noise.earProtection,
  "noise.quietest": noise.quietest,
  ...policyTokens,
  ...exampleTokens,
  ...tierTokens,
};

/** Replaces every {{token}}; names an unknown one so the build can say which. */
export function fillTokens(text: string, onUnknown: (name: string) => void): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = contentTokens[name];
    if (value === undefined) {
      onUnknown(name);
      return match;
    }
    return value;
  });
}
