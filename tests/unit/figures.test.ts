import { describe, expect, it } from "vitest";
import { breakEvenHeadCount, buyoutRotation, buyoutShare, buyoutVersusTickets, twoHourSaving } from "../../app/content/figures.ts";
import { lastBookingStart, lastCallOn, lastCallSummary } from "../../app/content/hours.ts";
import { lanesFor, rules } from "../../app/content/rules.ts";
import { bookingMinutes, buyout, capacity, partners, prices, venue } from "../../app/content/venue.ts";
import { allIn, buyoutSquadTimes, groupBudget, tierInputs, tierLines } from "../../app/content/worked-examples.ts";
import { contentTokens } from "../../vite-plugins/content/tokens.ts";

/** The business rule, counted out head by head in cents: the first group whose tickets cost more than the buyout. */
function firstHeadCountAboveBuyout(buyoutTotal: number, ticketPrice: number): number {
  let guests = 1;
  while (guests * Math.round(ticketPrice * 100) <= Math.round(buyoutTotal * 100)) guests++;
  return guests;
}

describe("the buyout's four-group rotation", () => {
  it("takes every group from one more than the lanes hold up to the buyout's limit, each station within its room", () => {
    const { guestsFrom, guestsUpTo, largestGroup, largestSquad } = buyoutRotation;
    expect([guestsFrom, guestsUpTo]).toEqual([capacity.laneThrowers + 1, buyout.guestsUpTo]);
    expect(2 * largestGroup).toBeLessThanOrEqual(capacity.laneThrowers);
    expect(largestGroup).toBeLessThanOrEqual(capacity.cafeRotationSeats);
    expect(largestSquad).toBeLessThanOrEqual(partners.vr.playerCount.max);
  });

  it("fits two short missions and the VR gap in a round, and bills whole hours: 4 hours, $4,000, $80.00-93.02 a head", () => {
    expect(buyoutRotation.roundMinutes).toBe(2 * partners.vr.missionMinutes.short + partners.vr.bufferMinutes);
    expect(Number.isInteger(buyoutRotation.hours)).toBe(true);
    expect(contentTokens["rotation.hours"]).toBe("4");
    expect(contentTokens["rotation.total"]).toBe("$4,000");
    expect(contentTokens["rotation.share"]).toBe("$80.00-93.02");
  });
});

describe("buyout against tickets", () => {
  it("breaks even at the first head count whose tickets cost more than the buyout", () => {
    expect(breakEvenHeadCount(1000, 19.99)).toBe(firstHeadCountAboveBuyout(1000, 19.99));
    expect(breakEvenHeadCount(2000, 32.99)).toBe(firstHeadCountAboveBuyout(2000, 32.99));
    expect(breakEvenHeadCount(1000, 19.99)).toBe(51);
    expect(breakEvenHeadCount(2000, 32.99)).toBe(61);
    // The tickets must exceed the buyout, not just match it.
    expect(breakEvenHeadCount(100, 20)).toBe(6);
    expect(breakEvenHeadCount(100, 20)).toBe(firstHeadCountAboveBuyout(100, 20));
  });

  it("never saves money within the bookout's own guest limit, for either package", () => {
    for (const { breakEven } of Object.values(buyoutVersusTickets)) expect(breakEven).toBeGreaterThan(buyout.guestsUpTo);
    expect(buyoutVersusTickets.oneHour.shareAtLimit).toBeGreaterThan(prices.oneHour);
    expect(buyoutVersusTickets.twoHours.shareAtLimit).toBeGreaterThan(prices.twoHours);
  });

  it("splits the buyout per guest to the cent", () => {
    expect(buyoutShare(1000, 50)).toBe(20);
    expect(buyoutShare(2000, 50)).toBe(40);
    expect(buyoutShare(1000, 30)).toBe(33.33);
  });

  it("reaches articles as tokens", () => {
    expect(contentTokens["buyout.breakEven.oneHour"]).toBe("51");
    expect(contentTokens["buyout.breakEven.twoHours"]).toBe("61");
    expect(contentTokens["buyout.share.oneHour"]).toBe("$20");
    expect(contentTokens["buyout.share.twoHours"]).toBe("$40");
    expect(contentTokens["buyout.twoHours"]).toBe("$2,000");
  });
});

describe("worked budgets", () => {
  it("saves the difference between two one-hour tickets and one two-hour ticket", () => {
    expect(twoHourSaving).toBe(6.99);
    expect(contentTokens["price.twoHourSaving"]).toBe("$6.99");
  });

  it("adds 10-15% for tax and tips to our bill only, and each cost elsewhere with its own tax and tip", () => {
    const budget = groupBudget({
      people: 12,
      ticketPrice: 32.99,
      cafePerHead: 20,
      elsewhere: { rides: { low: 120, high: 180, adds: "none" }, trophy: { low: 50, high: 50, adds: "tax" } },
    });
    // Our bill: 12 × 32.99 = 395.88 + 240 cafe = 635.88; × 1.10 = 699.47, × 1.15 = 731.26.
    // Elsewhere: rides 120-180 as charged; the trophy 50 + 8.25% sales tax = 54.13. Nothing else gets our 10-15%.
    expect(budget).toEqual({
      tickets: 395.88,
      cafe: 240,
      ours: 635.88,
      oursTotal: { low: 699.47, high: 731.26 },
      elsewhere: { rides: { low: 120, high: 180 }, trophy: { low: 54.13, high: 54.13 } },
      total: { low: 873.6, high: 965.39 },
      perPerson: { low: 72.8, high: 80.45 },
    });
    expect(contentTokens["example.friends12.perPerson"]).toBe("$72.80-80.45");
    expect(contentTokens["example.friends12.ask"]).toBe("$81");
    expect(contentTokens["example.friends12.trophy.allIn"]).toBe("$54.13");
  });

  it("budgets a meal elsewhere with Austin's sales tax and a tip, not with our allowance", () => {
    // A $40 sit-down dinner: + 8.25% tax + an 18-20% tip = 40 × 1.2625-1.2825 = 50.50-51.30.
    expect(allIn({ low: 40, high: 40, adds: "table" })).toEqual({ low: 50.5, high: 51.3 });
    expect(allIn({ low: 40, high: 40, adds: "counter" })).toEqual({ low: 43.3, high: 47.3 });
    expect(allIn({ low: 40, high: 40, adds: "driver" })).toEqual({ low: 46, high: 48 });
    expect(allIn({ low: 40, high: 40, adds: "none" })).toEqual({ low: 40, high: 40 });
    expect(contentTokens["tax.austin"]).toBe("8.25%");
    expect(contentTokens["tip.table"]).toBe("18-20%");
  });

  it("shows each estimate elsewhere to the nearest $5, and totals an itinerary from its lines as shown", () => {
    // Ours: 19.99 × 1.10 = 21.99 and 19.99 × 1.15 = 22.99, shown as $21-23.
    // Food: 20 × (1.0825 + 0) = 21.65 and 30 × (1.0825 + 0.10) = 35.48, shown as $20-40.
    // Total: the shown lines add up to $41-63, rounded out to $40-65 (not the $40-60 the exact sums would round to).
    expect(tierLines({ ticketPrice: 19.99, cafe: { low: 0, high: 0 }, outside: { food: { low: 20, high: 30, adds: "counter" } } })).toEqual(
      {
        ours: { low: 21, high: 23 },
        outside: { food: { low: 20, high: 40 } },
        total: { low: 40, high: 65 },
      },
    );
  });

  it("gives every rain-or-shine tier a total a reader can check by adding up its table", () => {
    for (const [tier, input] of Object.entries(tierInputs)) {
      const { ours, outside, total } = tierLines(input);
      const lines = [ours, ...Object.values(outside)];
      const shown = { low: lines.reduce((sum, line) => sum + line.low, 0), high: lines.reduce((sum, line) => sum + line.high, 0) };
      expect(total.low % 5, tier).toBe(0);
      expect(total.high % 5, tier).toBe(0);
      expect(shown.low - total.low, tier).toBeGreaterThanOrEqual(0);
      expect(shown.low - total.low, tier).toBeLessThan(5);
      expect(total.high - shown.high, tier).toBeGreaterThanOrEqual(0);
      expect(total.high - shown.high, tier).toBeLessThan(5);
      for (const line of Object.values(outside)) expect([line.low % 5, line.high % 5], tier).toEqual([0, 0]);
    }
    expect(contentTokens["tier.classic.total"]).toBe("$130-215");
    expect(contentTokens["tier.classic.vr"]).toBe("$30-40");
    expect(contentTokens["tier.vipOneSquad.total"]).toBe("$340-590");
    expect(contentTokens["tier.vipOneSquad.vr"]).toBe("$60-80");
    expect(contentTokens["tier.vipTwoSquads.total"]).toBe("$280-505");
  });
});

describe("the buyout for twenty", () => {
  it("sends one squad into the arena at a time, with the VR gap before and after each mission, inside two hours", () => {
    const gap = partners.vr.bufferMinutes;
    for (const mission of ["short", "full"] as const) {
      const squads = buyoutSquadTimes(mission);
      squads.forEach((squad, at) => {
        if (squad.leaves !== undefined) expect(squad.plays - squad.leaves).toBe(gap);
        expect(squad.back - squad.ends).toBe(gap);
        if (at > 0) expect(squad.plays).toBeGreaterThanOrEqual(squads[at - 1]?.ends ?? 0);
      });
      expect(squads.at(-1)?.back).toBeLessThanOrEqual(bookingMinutes.twoHours);
    }
  });
});

describe("capacity", () => {
  it("adds up: 7 lanes of 6 throwers, a VR squad of 8 in a buyout of 50, and 20 cafe seats in a rotation of 70", () => {
    expect(capacity.laneThrowers).toBe(venue.lanes * venue.maxPlayersPerLane);
    expect(capacity.laneThrowers).toBe(42);
    expect(buyout.guestsUpTo).toBe(capacity.laneThrowers + capacity.vrSquad);
    expect(buyout.guestsUpTo).toBe(50);
    expect(buyout.rotationUpTo).toBe(70);
    expect(buyout.guestsComfortable).toBeLessThanOrEqual(capacity.laneThrowers);
    expect(buyout.includesVr).toBe(true);
    // About 40 is comfortable: every lane at its sweet spot of 4-5, plus a VR squad, to the nearest ten.
    expect(capacity.comfortable).toBe(40);
    expect(rules.buyout.statement).toContain("42 throw on the 7 lanes while a squad of up to 8 plays in the arena");
    expect(capacity.lanesComfortable).toEqual({ min: 28, max: 35 });
    expect(rules.buyout.statement).toContain("about 40 is comfortable: 28-35 at the lanes, 4-5 to a lane, and a squad in the arena");
    expect(contentTokens.hatchetWeight).toBe("1.25-1.75");
    expect(contentTokens.hatchetLength).toBe("12-15");
  });
});

describe("lanes for a group", () => {
  it("books one lane for every five throwers, rounding up, and never more lanes than we have", () => {
    expect([1, 5, 6, 10, 11, 30, 31, 35, 36, 42].map(lanesFor)).toEqual([1, 1, 2, 2, 3, 6, 7, 7, 7, 7]);
    for (let throwers = 1; throwers <= capacity.laneThrowers; throwers++) {
      expect(throwers / lanesFor(throwers)).toBeLessThanOrEqual(venue.maxPlayersPerLane);
      if (lanesFor(throwers) < venue.lanes) expect(throwers / lanesFor(throwers)).toBeLessThanOrEqual(venue.comfortablePlayersPerLane.max);
    }
    expect(rules.groupSize.statement).toContain("From 31 throwers all 7 of our lanes are in use, and they hold up to 42");
  });
});

describe("last call", () => {
  it("is the start of the last one-hour booking, one hour before each day's closing", () => {
    expect(lastBookingStart("22:00")).toBe("21:00");
    expect(lastBookingStart("23:30")).toBe("22:30");
    expect(lastBookingStart("24:00")).toBe("23:00");
  });

  it("follows the opening hours day by day", () => {
    expect(lastCallOn("Saturday")).toBe("11 PM");
    expect(lastCallOn("Friday")).toBe("10:30 PM");
    expect(lastCallOn("Tuesday")).toBe("9 PM");
    expect(lastCallSummary()).toBe("Mon-Thu 9 PM, Fri 10:30 PM, Sat 11 PM, Sun 9 PM");
    expect(contentTokens["lastCall.saturday"]).toBe("11 PM");
  });

  it("comes an hour earlier for a two-hour booking, so it too ends by closing", () => {
    expect(lastBookingStart("24:00", "twoHours")).toBe("22:00");
    expect(lastCallOn("Friday", "twoHours")).toBe("9:30 PM");
    expect(lastCallSummary("twoHours")).toBe("Mon-Thu 8 PM, Fri 9:30 PM, Sat 10 PM, Sun 8 PM");
    expect(contentTokens["lastCall.twoHours"]).toBe("Mon-Thu 8 PM, Fri 9:30 PM, Sat 10 PM, Sun 8 PM");
    expect(contentTokens["lastCall.twoHours.saturday"]).toBe("10 PM");
  });
});
