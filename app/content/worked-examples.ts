/**
 * The worked budgets and plans the articles show. Our own prices come from the facts module, and the
 * tax-and-tips rule's 10-15% goes on our bill only (lane tickets and the cafe). Everything bought
 * elsewhere (a meal, a VR mission, a ride, a trophy) is a planning estimate for Austin, labelled as
 * such in the copy, budgeted with its own sales tax and, where people tip, its own tip. Totals are
 * computed here so a price change reaches every example.
 */
import { fromCents, toCents } from "./figures.ts";
import { lanesFor, rules } from "./rules.ts";
import { bookingMinutes, partners, prices, venue } from "./venue.ts";

export interface Range {
  low: number;
  high: number;
}

/** What the tax-and-tips rule tells planners to add to our bill, as fractions. */
const { min, max } = rules.taxAndTips.figures.budgetPercent.value;
export const taxAndTip: Range = { low: min / 100, high: max / 100 };

/**
 * Austin's combined sales tax: the state's 6.25%, the city's 1% and the transit authority's 1%
 * (docs/content-sources.md). Prices elsewhere are budgeted before it, as shops and menus show them.
 */
export const austinSalesTax = 0.0825;

/**
 * The tip we budget on a bill elsewhere, as a share of the price before tax. These are planning
 * allowances drawn from published etiquette guidance (docs/content-sources.md), not a rule anyone
 * has to follow.
 */
export const tipAllowances = {
  /** A sit-down meal with table service. */
  table: { low: 0.18, high: 0.2 },
  /** Ordering at a counter or a food truck. */
  counter: { low: 0, high: 0.1 },
  /** A chartered van's driver. */
  driver: { low: 0.15, high: 0.2 },
} as const satisfies Record<string, Range>;

/**
 * What goes on top of a price elsewhere: a meal or a driver adds its tip ("table", "counter",
 * "driver"; meals add the sales tax too, a charter quote is taken as quoted), a ticket or a purchase
 * adds the sales tax ("tax"), and a fare or an entry fee counts as charged ("none").
 */
export type Extras = keyof typeof tipAllowances | "tax" | "none";

/** A cost elsewhere: its price range before tax and tip, and what goes on top of it. */
export interface Outside extends Range {
  adds: Extras;
}

const taxed: Readonly<Record<Extras, boolean>> = { table: true, counter: true, driver: false, tax: true, none: false };

/** A cost elsewhere with its tax and tip, to the cent: the low end with the smaller tip, the high end with the larger. */
export function allIn({ low, high, adds }: Outside): Range {
  const tax = taxed[adds] ? austinSalesTax : 0;
  const tip = adds in tipAllowances ? tipAllowances[adds as keyof typeof tipAllowances] : { low: 0, high: 0 };
  return {
    low: fromCents(Math.round(toCents(low) * (1 + tax + tip.low))),
    high: fromCents(Math.round(toCents(high) * (1 + tax + tip.high))),
  };
}

const ourBillWithTaxAndTip = (cents: number): Range => ({
  low: fromCents(Math.round(cents * (1 + taxAndTip.low))),
  high: fromCents(Math.round(cents * (1 + taxAndTip.high))),
});

export interface GroupBudgetInput {
  people: number;
  ticketPrice: number;
  /** Estimated cafe food and soft drinks per person: part of our bill. */
  cafePerHead: number;
  /** Estimated costs the group shares elsewhere, such as rides or a trophy, before tax and tip. */
  elsewhere: Readonly<Record<string, Outside>>;
}

/** A group's bill: ours before tax, ours with the tax-and-tips allowance, each cost elsewhere with its own tax and tip. */
export function groupBudget({ people, ticketPrice, cafePerHead, elsewhere }: GroupBudgetInput) {
  const tickets = people * toCents(ticketPrice);
  const cafe = people * toCents(cafePerHead);
  const oursTotal = ourBillWithTaxAndTip(tickets + cafe);
  const others = Object.fromEntries(Object.entries(elsewhere).map(([item, cost]) => [item, allIn(cost)]));
  const sum = (end: keyof Range) =>
    toCents(oursTotal[end]) + Object.values(others).reduce((total, range) => total + toCents(range[end]), 0);
  const total = { low: sum("low"), high: sum("high") };
  return {
    tickets: fromCents(tickets),
    cafe: fromCents(cafe),
    ours: fromCents(tickets + cafe),
    oursTotal,
    elsewhere: others,
    total: { low: fromCents(total.low), high: fromCents(total.high) },
    perPerson: { low: fromCents(Math.round(total.low / people)), high: fromCents(Math.round(total.high / people)) },
  };
}

/** The budgets the articles work through, with their estimated inputs. */
export const exampleInputs = {
  /**
   * Twelve friends, two hours on three lanes, cafe food at the break, rideshares and a trophy. The
   * rides are three cars each way, six fares of about $20-30 each.
   */
  friends12: {
    people: 12,
    ticketPrice: prices.twoHours,
    cafePerHead: 20,
    elsewhere: { rides: { low: 120, high: 180, adds: "none" }, trophy: { low: 50, high: 50, adds: "tax" } },
  },
  /** Four friends, one lane for an hour, snacks and soft drinks from the cafe. */
  friends4: { people: 4, ticketPrice: prices.oneHour, cafePerHead: 12, elsewhere: {} },
  /** The South Austin playbook's date night: one hour on a lane for two, then dinner next door. */
  date2: { people: 2, ticketPrice: prices.oneHour, cafePerHead: 0, elsewhere: { dinner: { low: 50, high: 80, adds: "table" } } },
  /** Its family afternoon: four throwers for an hour, pizza from the cafe, ice cream somewhere cool afterwards. */
  family4: { people: 4, ticketPrice: prices.oneHour, cafePerHead: 8, elsewhere: { iceCream: { low: 16, high: 24, adds: "counter" } } },
  /**
   * Its Saturday long day for six: two hours on the lanes, a taco lunch, a VR mission each (the
   * rain-or-shine guide's classic allowance) and barbecue for dinner.
   */
  saturday6: {
    people: 6,
    ticketPrice: prices.twoHours,
    cafePerHead: 0,
    elsewhere: {
      tacos: { low: 60, high: 90, adds: "counter" },
      vr: { low: 180, high: 210, adds: "tax" },
      dinner: { low: 150, high: 240, adds: "table" },
    },
  },
  /** The VR pairing guide's sample schedules, lane tickets only: two and four for an hour, eight and sixteen for two. */
  pair2: { people: 2, ticketPrice: prices.oneHour, cafePerHead: 0, elsewhere: {} },
  pair4: { people: 4, ticketPrice: prices.oneHour, cafePerHead: 0, elsewhere: {} },
  pair8: { people: 8, ticketPrice: prices.twoHours, cafePerHead: 0, elsewhere: {} },
  pair16: { people: 16, ticketPrice: prices.twoHours, cafePerHead: 0, elsewhere: {} },
  /** The special-events page's reunion of twelve: two hours on three lanes and cafe pizza and wings at the break. */
  reunion12: { people: 12, ticketPrice: prices.twoHours, cafePerHead: 20, elsewhere: {} },
  /** The birthday page's party of twelve: two hours on the lanes and pizza and drinks from the cafe. */
  birthday12: { people: 12, ticketPrice: prices.twoHours, cafePerHead: 8, elsewhere: {} },
  /** The chooser's guide's birthday of twenty, on lane tickets for two hours, against the buyout. */
  birthday20: { people: 20, ticketPrice: prices.twoHours, cafePerHead: 0, elsewhere: {} },
  /** A team of 24 for two hours, a cafe spread and a trophy. */
  team24: { people: 24, ticketPrice: prices.twoHours, cafePerHead: 20, elsewhere: { trophy: { low: 50, high: 50, adds: "tax" } } },
} as const satisfies Record<string, GroupBudgetInput>;

export interface TierInput {
  ticketPrice: number;
  /** Per-person cafe allowance: part of our bill. */
  cafe: Range;
  /** Per-person planning allowances for everything beyond our building, before tax and tip. */
  outside: Readonly<Record<string, Outside>>;
}

/**
 * A chartered vehicle and driver for the VIP day, before the driver's tip: a planning estimate for the
 * whole group (a morning run and an evening run), split per head by the group's size. A passenger van
 * seats one squad; two squads need a minibus, which costs more for the day.
 */
export const charterForTheDay = { van: { low: 800, high: 1200 }, minibus: { low: 1200, high: 1800 } } as const;
const squad = partners.vr.playerCount.max;

/**
 * The VIP day at its two sizes: one VR squad playing two missions each in a van, or two squads
 * playing one each in a minibus, which costs more for the day and less a head.
 */
function vipDay(people: number, vr: Outside, vehicle: keyof typeof charterForTheDay): TierInput {
  const charter = charterForTheDay[vehicle];
  return {
    ticketPrice: prices.twoHours,
    // Soft drinks and a snack at the cafe sit-down between the lanes and the feast.
    cafe: { low: 5, high: 10 },
    outside: {
      vr,
      lunch: { low: 30, high: 45, adds: "table" },
      dinner: { low: 40, high: 75, adds: "table" },
      // The two paid outings, each its own line: a guided morning on the water or in a museum, and the evening's cruise or show.
      morning: { low: 25, high: 50, adds: "tax" },
      evening: { low: 15, high: 40, adds: "tax" },
      van: { low: charter.low / people, high: charter.high / people, adds: "driver" },
      extras: { low: 0, high: 15, adds: "tax" },
    },
  };
}

const oneMission: Outside = { low: 30, high: 35, adds: "tax" };

/** The rain-or-shine guide's levels of day out, per person. */
export const tierInputs: Record<"budget" | "classic" | "vipOneSquad" | "vipTwoSquads", TierInput> = {
  budget: {
    ticketPrice: prices.oneHour,
    cafe: { low: 6, high: 10 },
    outside: {
      vr: { low: 20, high: 25, adds: "tax" },
      lunch: { low: 12, high: 18, adds: "counter" },
      spots: { low: 0, high: 0, adds: "none" },
      transport: { low: 0, high: 5, adds: "none" },
    },
  },
  classic: {
    ticketPrice: prices.twoHours,
    cafe: { low: 0, high: 0 },
    outside: {
      vr: oneMission,
      lunch: { low: 15, high: 25, adds: "counter" },
      dinner: { low: 30, high: 40, adds: "counter" },
      stop: { low: 5, high: 20, adds: "tax" },
      // A share of a rideshare for each of the day's five legs, from the pool to home after the lake.
      transport: { low: 15, high: 30, adds: "none" },
    },
  },
  // Two missions at the classic day's one-mission price, so the lines agree.
  vipOneSquad: vipDay(squad, { low: oneMission.low * 2, high: oneMission.high * 2, adds: "tax" }, "van"),
  vipTwoSquads: vipDay(squad * 2, oneMission, "minibus"),
};

/** Rounds a range out to whole dollars, low end down and high end up: how a table line shows a price with tax and tip. */
const toDollars = ({ low, high }: Range): Range => ({ low: Math.floor(low), high: Math.ceil(high) });

/** Rounds a range out to whole $5 steps, low end down and high end up, because the inputs are estimates. */
const toFives = ({ low, high }: Range): Range => ({ low: Math.floor(low / 5) * 5, high: Math.ceil(high / 5) * 5 });

/**
 * A tier's cost table, per person, line by line as the article shows it: our bill in whole dollars,
 * each outside allowance rounded out to whole $5 since it is an estimate, and the lines as shown added
 * up and rounded out to whole $5, so a reader who sums the column gets what the total rounds.
 */
export function tierLines(input: TierInput) {
  const ticket = toCents(input.ticketPrice);
  const ours = toDollars({
    low: ourBillWithTaxAndTip(ticket + toCents(input.cafe.low)).low,
    high: ourBillWithTaxAndTip(ticket + toCents(input.cafe.high)).high,
  });
  const outside = Object.fromEntries(Object.entries(input.outside).map(([item, cost]) => [item, toFives(allIn(cost))]));
  const lines = [ours, ...Object.values(outside)];
  const sum = (end: keyof Range) => lines.reduce((total, line) => total + line[end], 0);
  return { ours, outside, total: toFives({ low: sum("low"), high: sum("high") }) };
}

/**
 * The steel-and-sim guide's two halves that swap ends, for a group beyond two VR squads without the
 * buyout: each half is at most two squads with the lanes the group-size rule books for it, and the
 * two together fit our lanes. One half plays its squads' missions back to back while the other
 * throws for two hours; after the VR gap they swap, so the event runs two missions, the gap and the
 * lane booking. A guest too young for VR waits out their half's two missions and the gap.
 */
const halfUpTo = 2 * partners.vr.playerCount.max;
const halfSizes = Array.from({ length: halfUpTo }, (_, index) => index + 1);
const halfVrMinutes = (mission: keyof typeof partners.vr.missionMinutes) =>
  2 * partners.vr.missionMinutes[mission] + partners.vr.bufferMinutes;
export const swappingHalves = {
  upTo: Math.max(...halfSizes.flatMap((a) => halfSizes.filter((b) => lanesFor(a) + lanesFor(b) <= venue.lanes).map((b) => a + b))),
  minutes: { short: halfVrMinutes("short") + bookingMinutes.twoHours, full: halfVrMinutes("full") + bookingMinutes.twoHours },
  youngerWaitMinutes: { short: halfVrMinutes("short"), full: halfVrMinutes("full") },
} as const;

/**
 * The chooser's guide's buyout for twenty, squad by squad in minutes from the start: the first squad
 * plays as the party arrives, the second's mission starts when the first is back on its lanes and
 * the third's straight after, and each squad leaves its lane for the gap before its mission and
 * returns after the gap that follows.
 */
export function buyoutSquadTimes(mission: keyof typeof partners.vr.missionMinutes, squads = 3) {
  const [length, gap] = [partners.vr.missionMinutes[mission], partners.vr.bufferMinutes];
  return Array.from({ length: squads }, (_, squad) => {
    const plays = squad === 0 ? 0 : squad * length + gap;
    return { leaves: squad === 0 ? undefined : plays - gap, plays, ends: plays + length, back: plays + length + gap };
  });
}
