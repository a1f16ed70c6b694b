/**
 * Numbers derived from the business facts, computed here so no article or page types them by hand.
 * Money is worked in whole cents so 50 × $19.99 stays $999.50 instead of drifting in floating point.
 */
import { buyout, capacity, partners, prices } from "./venue.ts";

export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * The smallest head count whose ticket total exceeds the buyout for the same length of time. Below
 * it, tickets cost the group less than the buyout does.
 */
export function breakEvenHeadCount(buyoutTotal: number, ticketPrice: number): number {
  return Math.floor(toCents(buyoutTotal) / toCents(ticketPrice)) + 1;
}

/** Each guest's share of a buyout, to the cent. */
export function buyoutShare(buyoutTotal: number, guests: number): number {
  return fromCents(Math.round(toCents(buyoutTotal) / guests));
}

function buyoutComparison(hours: number, ticketPrice: number) {
  const total = fromCents(toCents(buyout.hourly) * hours);
  return {
    total,
    breakEven: breakEvenHeadCount(total, ticketPrice),
    shareAtLimit: buyoutShare(total, buyout.guestsUpTo),
  };
}

export const buyoutVersusTickets = {
  oneHour: buyoutComparison(1, prices.oneHour),
  twoHours: buyoutComparison(2, prices.twoHours),
} as const;

export const twoHourSaving = fromCents(2 * toCents(prices.oneHour) - toCents(prices.twoHours));

/**
 * The buyout run for more people than the lanes hold, up to its guest limit: four groups rotate, so
 * in each round two groups throw, one plays short VR missions in two squads and one eats in the cafe,
 * and every group spends the same time at each. The VR round holds two short missions back to back
 * and then the VR timing rule's gap, because the lanes come next for every group.
 */
const rotation = {
  groups: 4,
  roundMinutes: 2 * partners.vr.missionMinutes.short + partners.vr.bufferMinutes,
  // A shared welcome and briefing before the rounds, and the finals with the awards after them.
  openingMinutes: 15,
  closingMinutes: 45,
} as const;
const rotationHours = (rotation.openingMinutes + rotation.groups * rotation.roundMinutes + rotation.closingMinutes) / 60;
const rotationTotal = fromCents(toCents(buyout.hourly) * rotationHours);
const rotationGuestsFrom = capacity.laneThrowers + 1;
const rotationLargestGroup = Math.ceil(buyout.guestsUpTo / rotation.groups);

export const buyoutRotation = {
  ...rotation,
  hours: rotationHours,
  total: rotationTotal,
  guestsFrom: rotationGuestsFrom,
  guestsUpTo: buyout.guestsUpTo,
  /** The most in one group, and in one of its two VR squads, at the buyout's guest limit. */
  largestGroup: rotationLargestGroup,
  largestSquad: Math.ceil(rotationLargestGroup / 2),
  /** Each guest's share, from the most guests to the fewest. */
  share: { low: buyoutShare(rotationTotal, buyout.guestsUpTo), high: buyoutShare(rotationTotal, rotationGuestsFrom) },
} as const;
