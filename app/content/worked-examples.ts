/**
 * The worked budgets the articles show. Our own prices come from the facts module; everything else
 * (food, rides, VR, tickets elsewhere) is a planning estimate for Austin, labelled as such in the
 * copy. Totals are computed here so a price change reaches every example.
 */
import { fromCents, toCents } from "./figures.ts";
import { rules } from "./rules.ts";
import { prices } from "./venue.ts";

/** What the tax-and-tips rule tells planners to add to the whole bill, as fractions. */
const { min, max } = rules.taxAndTips.figures.budgetPercent.value;
export const taxAndTip = { low: min / 100, high: max / 100 } as const;

export interface Range {
  low: number;
  high: number;
}

export interface GroupBudgetInput {
  people: number;
  ticketPrice: number;
  /** Estimated food and soft drinks per person. */
  foodPerHead: number;
  /** Estimated costs the group shares, such as rides or a trophy. */
  shared: Readonly<Record<string, number>>;
}

export interface GroupBudget {
  tickets: number;
  food: number;
  subtotal: number;
  total: Range;
  perPerson: Range;
}

const withTaxAndTip = (cents: number, rate: number) => Math.round(cents * (1 + rate));

export function groupBudget({ people, ticketPrice, foodPerHead, shared }: GroupBudgetInput): GroupBudget {
  const tickets = people * toCents(ticketPrice);
  const food = people * toCents(foodPerHead);
  const subtotal = tickets + food + Object.values(shared).reduce((sum, amount) => sum + toCents(amount), 0);
  const total = { low: withTaxAndTip(subtotal, taxAndTip.low), high: withTaxAndTip(subtotal, taxAndTip.high) };
  return {
    tickets: fromCents(tickets),
    food: fromCents(food),
    subtotal: fromCents(subtotal),
    total: { low: fromCents(total.low), high: fromCents(total.high) },
    perPerson: { low: fromCents(Math.round(total.low / people)), high: fromCents(Math.round(total.high / people)) },
  };
}

/** The budgets the articles work through, with their estimated inputs. */
export const exampleInputs = {
  /** Twelve friends, two hours on three lanes, cafe food at the break, rides and a trophy. */
  friends12: { people: 12, ticketPrice: prices.twoHours, foodPerHead: 20, shared: { rides: 70, trophy: 50 } },
  /** Four friends, one lane for an hour, snacks and soft drinks from the cafe. */
  friends4: { people: 4, ticketPrice: prices.oneHour, foodPerHead: 12, shared: {} },
  /** A team of 24 for two hours, a cafe spread and a trophy. */
  team24: { people: 24, ticketPrice: prices.twoHours, foodPerHead: 20, shared: { trophy: 50 } },
} as const satisfies Record<string, GroupBudgetInput>;

export type ItineraryTier = "budget" | "classic" | "vip";

export interface TierInput {
  ticketPrice: number;
  /** Per-person planning allowances for everything beyond our lanes. */
  allowances: Readonly<Record<string, Range>>;
}

/** The rain-or-shine guide's three levels of day out. */
export const tierInputs: Record<ItineraryTier, TierInput> = {
  budget: {
    ticketPrice: prices.oneHour,
    allowances: {
      vr: { low: 20, high: 25 },
      food: { low: 18, high: 28 },
      spots: { low: 0, high: 0 },
      transport: { low: 0, high: 5 },
    },
  },
  classic: {
    ticketPrice: prices.twoHours,
    allowances: {
      vr: { low: 30, high: 35 },
      food: { low: 45, high: 60 },
      stop: { low: 5, high: 20 },
      transport: { low: 0, high: 10 },
    },
  },
  vip: {
    ticketPrice: prices.twoHours,
    allowances: {
      vr: { low: 60, high: 80 },
      food: { low: 70, high: 120 },
      premium: { low: 20, high: 60 },
      van: { low: 30, high: 60 },
      extras: { low: 0, high: 15 },
    },
  },
};

/**
 * A tier's all-in range per person: tickets plus every allowance, with taxes and tip on top, rounded
 * out to the nearest $5 because the inputs are estimates.
 */
export function tierTotal({ ticketPrice, allowances }: TierInput): Range {
  const sum = (end: keyof Range) =>
    toCents(ticketPrice) + Object.values(allowances).reduce((total, range) => total + toCents(range[end]), 0);
  return {
    low: Math.floor(fromCents(withTaxAndTip(sum("low"), taxAndTip.low)) / 5) * 5,
    high: Math.ceil(fromCents(withTaxAndTip(sum("high"), taxAndTip.high)) / 5) * 5,
  };
}
