import { buyoutVersusTickets, fromCents, toCents } from "../content/figures.ts";
import { formatCount } from "../content/format.ts";
import { type BookingLength, clockToMinutes, formatClockTime, minutesToClock } from "../content/hours.ts";
import { lanesFor, type RuleKey, rules } from "../content/rules.ts";
import { buildSchedule, type ScheduleRow, type ScheduleStep } from "../content/schedule-builder.ts";
import { planHref, type QueryParameter, sitePages } from "../content/site-pages.ts";
import {
  bookingMinutes,
  buyout,
  capacity,
  type ExternalLinkName,
  groupLimits,
  openingHours,
  partners,
  prices,
  venue,
  visit,
  type Weekday,
} from "../content/venue.ts";

/**
 * The group planner (/plan): what a group's outing takes and costs, worked out from the facts and
 * the house rules for the parameters the page declares in the registry, and nothing else.
 */
/** The planner's fields: the query parameters the registry says it reads. */
export type PlanField = (typeof sitePages.plan.query)[number]["name"];

const parameters: readonly QueryParameter[] = sitePages.plan.query;

/**
 * The page plans from one guest up to the largest buyout (the team-building rotation); a larger
 * group is still answered, with the events team's phone, since only they can plan it.
 */
export const guestLimits = { min: 1, max: buyout.rotationUpTo } as const;

export const weekdays: readonly Weekday[] = openingHours.flatMap((slot) => slot.days);

/** A booking's length in whole hours, as the form asks for it. */
export const bookingHours = (length: BookingLength): number => bookingMinutes[length] / 60;
const lengths = new Map((Object.keys(bookingMinutes) as BookingLength[]).map((length) => [String(bookingHours(length)), length]));

/** The VR squads a group needs: as few as the arena's largest squad allows, their sizes as even as can be. */
function vrSquads(guests: number): number[] {
  const count = Math.ceil(guests / partners.vr.playerCount.max);
  return Array.from({ length: count }, (_, squad) => Math.floor(guests / count) + (squad < guests % count ? 1 : 0));
}

/**
 * The missions a group on the lanes books of its own. The arena plays one squad at a time, and every
 * mission keeps the VR gap from the lanes, so a plan has room for two without anyone waiting out
 * the others' turns: one squad plays before the lanes, the other after. A larger group plays VR in
 * the buyout, whose squads take turns in the arena while the rest throw, or as the events team plans it.
 */
const vrSlots = ["before", "after"] as const;

export type VrPlan = { planned: true; squads: number[]; before?: number; after: number } | { planned: false; squads: number[] };

function vrPlan(guests: number): VrPlan {
  const squads = vrSquads(guests);
  if (squads.length > vrSlots.length) return { planned: false, squads };
  const [first = 0, second] = squads;
  return second === undefined ? { planned: true, squads, after: first } : { planned: true, squads, before: first, after: second };
}

/** The minutes a plan needs in the building before its lane time starts and after it ends. */
function aroundLanes(vr: VrPlan | undefined): { before: number; after: number } {
  const mission = partners.vr.missionMinutes.full + partners.vr.bufferMinutes;
  if (!vr?.planned) return { before: visit.arriveEarlyMinutes.max, after: 0 };
  // The first squad's gap before the lanes is everyone's check-in.
  return { before: vr.before === undefined ? visit.arriveEarlyMinutes.max : mission, after: mission };
}

export interface PlanRequest {
  guests: number;
  length: BookingLength;
  vr: boolean;
  kids: boolean;
  day?: Weekday;
  /** A 24h start time, "17:30". */
  time?: string;
}

export interface PlanQuery {
  /** Each field as the visitor sent it (or its default), for the form to show again. */
  values: Readonly<Record<PlanField, string>>;
  /** Why a field cannot be planned for, to show beside it. */
  errors: Partial<Record<PlanField, string>>;
  /** The plan's inputs, once there are any and none was refused. */
  request?: PlanRequest;
}

const yesNo = (field: PlanField, value: string, errors: PlanQuery["errors"]): boolean => {
  if (value !== "0" && value !== "1") errors[field] = "Choose yes or no.";
  return value === "1";
};

/**
 * Reads the planner's query: each declared parameter, absent ones as their defaults. With no guests
 * and nothing else chosen it is a blank form; anything that cannot be planned for is an error beside
 * its field, and no plan is made.
 */
export function readPlanQuery(search: URLSearchParams): PlanQuery {
  const values = Object.fromEntries(
    parameters.map(({ name, default: fallback = "" }) => [name, search.get(name)?.trim() || fallback]),
  ) as Record<PlanField, string>;
  // A parameter given twice has no one answer: taking either would plan for a group nobody asked about.
  const repeated = parameters.flatMap(({ name }) => {
    const given = search.getAll(name);
    const quoted = given.map((value) => `"${value}"`).join(", ");
    return given.length > 1 ? [[name, `The address gives ${given.length} answers here (${quoted}): choose one.`]] : [];
  });
  if (repeated.length > 0) return { values, errors: Object.fromEntries(repeated) };
  const untouched = parameters.every(({ name, default: fallback = "" }) => values[name as PlanField] === fallback);
  if (untouched) return { values, errors: {} };

  const errors: PlanQuery["errors"] = {};
  const guests = /^\d+$/.test(values.guests) ? Number(values.guests) : Number.NaN;
  if (!(guests >= guestLimits.min && Number.isSafeInteger(guests)))
    errors.guests = `Enter the number of guests, a whole number from ${guestLimits.min}.`;
  const length = lengths.get(values.hours);
  if (!length) errors.hours = "Choose 1 or 2 hours.";
  const vr = yesNo("vr", values.vr, errors);
  const kids = yesNo("kids", values.kids, errors);
  if (vr && guests < partners.vr.playerCount.min) errors.vr = `VR missions are for squads of ${partners.vr.players}.`;
  const day = weekdays.find((weekday) => weekday === values.day);
  if (values.day && !day) errors.day = "Choose a day of the week.";
  const time = values.time || undefined;
  if (time !== undefined) {
    if (!/^(?:[01]\d|2[0-3]):[0-5]\d$/.test(time)) errors.time = "Enter a start time such as 17:30.";
    else if (!values.day) errors.time = "Choose a day for that start time.";
    else if (day && length && guests >= 1) errors.time = outsideHours({ guests, length, vr, day, time });
    if (errors.time === undefined) delete errors.time;
  }
  if (Object.keys(errors).length > 0 || !length || !(guests >= 1)) return { values, errors };
  return { values, errors, request: { guests, length, vr, kids, day, time } };
}

/** A plan's own address: its answers, those at their defaults left out. */
export function planPath({ guests, length, vr, kids, day, time }: PlanRequest): string {
  const answers: Record<PlanField, string> = {
    guests: String(guests),
    hours: String(bookingHours(length)),
    vr: vr ? "1" : "0",
    kids: kids ? "1" : "0",
    day: day ?? "",
    time: time ?? "",
  };
  return planHref(
    Object.fromEntries(
      parameters.flatMap(({ name, default: fallback = "" }) => {
        const value = answers[name as PlanField];
        return value === fallback ? [] : [[name, value]];
      }),
    ),
  );
}

/**
 * Why a start cannot be planned on its day, if it cannot: everything the plan has in the building
 * (the check-in, the lanes and the VR missions around them) fits between opening and closing.
 */
function outsideHours({ guests, length, vr, day, time }: Required<Omit<PlanRequest, "kids">>): string | undefined {
  const slot = openingHours.find((hours) => hours.days.includes(day));
  if (!slot) return "We are closed that day.";
  const missions = vr && guests <= capacity.laneThrowers ? vrPlan(guests) : undefined;
  const around = aroundLanes(missions);
  // Nobody checks in before the doors open, as no booking runs past closing.
  const earliest = minutesToClock(clockToMinutes(slot.opens) + around.before);
  const latest = minutesToClock(clockToMinutes(slot.closes) - bookingMinutes[length] - around.after);
  if (clockToMinutes(time) >= clockToMinutes(earliest) && clockToMinutes(time) <= clockToMinutes(latest)) return undefined;
  const what = missions?.planned ? `${bookingHours(length)}-hour booking with VR for ${guests}` : `${bookingHours(length)}-hour booking`;
  const checkIn = `check-in, which takes ${visit.arriveEarlyMinutes.min}-${visit.arriveEarlyMinutes.max} minutes before the booked time`;
  const first = missions?.planned && missions.before !== undefined ? `after the first squad's mission and ${checkIn}` : `after ${checkIn}`;
  return `We can't start then. On ${day}s the doors open at ${formatClockTime(slot.opens)} and we close at ${formatClockTime(slot.closes)}: the first ${what} starts at ${formatClockTime(earliest)}, ${first}, and the last at ${formatClockTime(latest)}.`;
}

/** Where BOOK NOW goes: a booking page, or the phone for what only the events team books. */
export type PlanBooking = { kind: "online"; link: ExternalLinkName; label: string } | { kind: "phone"; label: string };

export interface GroupPlan {
  request: PlanRequest;
  /** The lanes the group books, and how many throw at each; none when the group is more than the lanes hold. */
  lanes?: { count: number; perLane: { min: number; max: number }; comfortable: boolean };
  tickets: { each: number; total: number };
  buyout: {
    /** The whole venue for the booking's length. */
    cost: number;
    /** The group is within the buyout's guests. */
    fits: boolean;
    /** The most guests whose tickets cost less than the buyout: beyond the buyout's limit at these prices. */
    ticketsCheaperUpTo: number;
    /** More than the buyout takes: the team-building rotation, a custom quote. */
    rotation: boolean;
    /** Full missions the arena plays back to back in the booked hours, one squad at a time while the rest throw. */
    arenaMissions: number;
  };
  /** The group's VR missions on the lanes, or why the plan leaves them to the buyout or the events team. */
  vr?: VrPlan;
  booking: PlanBooking;
  schedule: ScheduleRow[];
  /** Whether the schedule's times are clock times (a day and a start were given) or spans from the start. */
  clock: boolean;
  rules: readonly RuleKey[];
}

/** A squad as the timeline names it: "the squad of 8", "the first squad of 5". */
const squadOf = (players: number, which = "") => `the ${which}squad of ${players}`;

/** The timeline's steps: the lanes, and the missions planned around them. */
function planSteps(lanes: string, length: BookingLength, vr: VrPlan | undefined): ScheduleStep[] {
  const mission = (players: number, which?: string): ScheduleStep => ({
    kind: "vr",
    mission: "full",
    what: `VR mission at ${partners.vr.name} for ${squadOf(players, which)}`,
  });
  if (!vr?.planned) return [{ kind: "lanes", length, what: lanes }];
  if (vr.before === undefined) return [{ kind: "lanes", length, what: lanes }, mission(vr.after)];
  return [
    mission(vr.before, "first "),
    { kind: "lanes", length, what: lanes, gapNote: "The other squad arrives, and everyone checks in for the lanes" },
    mission(vr.after, "other "),
  ];
}

export function planFor(request: PlanRequest): GroupPlan {
  const { guests, length, kids, day, time } = request;
  const onLanes = guests <= capacity.laneThrowers;
  // Every buyout includes VR: only a group on the lanes books missions of its own.
  const vr = request.vr && onLanes ? vrPlan(guests) : undefined;
  const each = prices[length];
  const { total: cost, breakEven } = buyoutVersusTickets[length];
  const count = lanesFor(guests);
  const perLane = { min: Math.floor(guests / count), max: Math.ceil(guests / count) };
  const booking: PlanBooking = !onLanes
    ? { kind: "phone", label: guests > buyout.guestsUpTo ? "the team-building buyout" : "the buyout" }
    : kids
      ? { kind: "online", link: "birthdayBooking", label: "birthday and kids' lanes" }
      : guests >= groupLimits.bachelor.largeGroupFrom
        ? { kind: "online", link: "partyBooking", label: "group lanes" }
        : { kind: "online", link: "booking", label: "lanes" };
  const clock = day !== undefined && time !== undefined;
  const lanes = onLanes ? `Lane time on ${formatCount(count, "lane")}` : `The whole venue, every lane, ${partners.vr.name} included`;
  // A first squad's mission comes before the lanes, so the schedule starts that much before the lane time.
  const lead = vr?.planned && vr.before !== undefined ? aroundLanes(vr).before : 0;
  const { rows } = buildSchedule({
    // A day without a start has no clock times: the plan counts from its first step.
    day: clock ? day : undefined,
    start: clock ? minutesToClock(clockToMinutes(time) - lead) : "0:00",
    steps: planSteps(lanes, length, vr),
  });
  return {
    request,
    lanes: onLanes ? { count, perLane, comfortable: perLane.max <= venue.comfortablePlayersPerLane.max } : undefined,
    tickets: { each, total: fromCents(toCents(each) * guests) },
    buyout: {
      cost,
      fits: guests >= buyout.guestsFrom && guests <= buyout.guestsUpTo,
      ticketsCheaperUpTo: breakEven - 1,
      rotation: guests > buyout.guestsUpTo,
      arenaMissions: Math.floor(bookingMinutes[length] / partners.vr.missionMinutes.full),
    },
    vr,
    booking,
    schedule: rows,
    clock,
    rules: [
      // A group past one lane's best pace gets the most from two hours: said where it booked one.
      ...(length === "oneHour" && guests >= rules.sessionLength.figures.twoHoursFrom.value ? (["sessionLength"] as const) : []),
      "ages",
      ...(kids ? (["minors", "weapons"] as const) : []),
      // The busiest evenings book up: the rule says how far ahead.
      ...(day === "Friday" || day === "Saturday" ? (["walkIns"] as const) : []),
      "waiver",
      "footwear",
      "impairment",
      ...(guests >= rules.parking.figures.carpoolFrom.value ? (["parking"] as const) : []),
      // A buyout or rotation includes the arena, so its limits apply whether or not VR was ticked.
      ...(request.vr || !onLanes ? (["vrLimits"] as const) : []),
      ...(vr?.planned ? (["vrTiming"] as const) : []),
      ...(onLanes ? (["cancellation"] as const) : (["deposits", "eventCancellation"] as const)),
    ],
  };
}
