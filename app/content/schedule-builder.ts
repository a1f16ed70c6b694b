/**
 * Itineraries built from the facts. A schedule lists its steps, and the builder fills in what the
 * house rules ask of them: VR missions and lane bookings take their lengths from the facts, the VR
 * timing rule's gap goes between a mission and the lanes by itself, a check-in comes before lanes
 * that open the day, and the lanes' own parts follow a briefing row of their own. The meal before
 * the lanes must link the impairment rule in its own words, so no two tables repeat one note, and a
 * gap before the lanes that a schedule words itself must say it is the check-in. A timed schedule (with a start) works out every clock time; a
 * loose one labels its steps ("Lunch", "Dusk") and keeps the same rules. What a schedule cannot keep
 * (lanes outside opening hours, a check-in before the doors open, drinks before throwing, a meal before the lanes that does not link
 * the impairment rule, parts that overrun the booking, a gap cut short) comes back as a problem, and
 * the content build stops on it.
 */
import { type BookingLength, clockToMinutes, formatClockTime, minutesToClock } from "./hours.ts";
import { ruleHref, rules } from "./rules.ts";
import { bookingMinutes, openingHours, partners, visit, type Weekday } from "./venue.ts";

interface StepCopy {
  /** Names the step for prose tokens: {{schedule.name.key.start}}. */
  key?: string;
  what: string;
  note?: string;
  /** A timed step starts at this clock time instead of straight after the step before it. */
  at?: string;
  /** A label in place of a clock time ("Lunch", "Dusk"): every step of a loose schedule has one. */
  when?: string;
  /**
   * The VR gap row the builder puts before this step, in this schedule's own words (before the lanes,
   * they say it is the check-in); without one, the row is the plain check-in or walk over.
   */
  gapNote?: string;
}

/** Part of the lane time, after the briefing: a warm-up, a game, a final. */
export interface LanePart {
  minutes: number;
  what: string;
}

export type ScheduleStep =
  | (StepCopy & { kind: "vr"; mission: keyof typeof partners.vr.missionMinutes; missions?: number })
  /** `briefing` says what the briefing covers, on the row that opens the lane time's parts. */
  | (StepCopy & { kind: "lanes"; length: BookingLength; parts?: readonly LanePart[]; briefing?: string })
  | (StepCopy & { kind: "meal" | "stop"; minutes?: number });

export interface ScheduleSpec {
  /** A timed schedule runs on a weekday, and its lanes must fit that day's opening hours. */
  day?: Weekday;
  /** The first step's clock time ("17:00"), or its elapsed time ("0:00") on a day-less agenda; none for a loose schedule. */
  start?: string;
  steps: readonly ScheduleStep[];
  /** Show "5:15-5:30 PM" spans rather than start times. */
  spans?: boolean;
  /** Show notes in a column of their own: Time | Stop | Notes. */
  notes?: boolean;
  /** The note on the check-in row before lanes that open the day; by default, that the booked time starts with the briefing. */
  checkInNote?: string;
}

export interface ScheduleRow {
  key?: string;
  kind: ScheduleStep["kind"] | "buffer" | "check-in" | "briefing" | "part";
  /** Minutes from midnight (or from the start of an agenda); undefined where the row has a label instead. */
  start?: number;
  end?: number;
  when?: string;
  what: string;
  note?: string;
}

const buffer = partners.vr.bufferMinutes;
const drinks = /\b(?:bars?|beers?|brewer(?:y|ies)|cocktails?|wine|margaritas?|happy hour|shots|(?<!soft )drinks)\b/i;

function stepMinutes(step: ScheduleStep): number | undefined {
  if (step.kind === "vr") return partners.vr.missionMinutes[step.mission] * (step.missions ?? 1);
  if (step.kind === "lanes") return bookingMinutes[step.length];
  return step.minutes;
}

/** A gap before the lanes is the axe check-in, so a schedule that words the gap itself says so. */
const checkIn = /\bcheck(?:s|ing)? in\b|\bcheck-in\b|\bsign(?:s|ing)? in\b|\bthe desk\b/i;

/**
 * The VR gap's row: in the schedule's own words where it gives them (so no two tables print the same
 * row); otherwise what happens in it, the check-in or the walk over. A table links no rule: the page
 * around it links the VR timing rule once, where its reader first needs it.
 */
function bufferRow(into: "vr" | "lanes", gapNote: string | undefined): ScheduleRow {
  if (gapNote) return { kind: "buffer", what: gapNote.replace(/\.$/, "") };
  // The arena is in our building: the gap before a mission is a rest and its check-in, not a journey.
  return { kind: "buffer", what: into === "lanes" ? "Axe check-in" : "A rest and the arena's check-in" };
}

/** A note that keeps the table to soft drinks before the lanes, in the schedule's own words. */
const keepsDrinksSoft =
  /\b(?:soft drinks?|soda|iced tea|lemonade|horchata|water|dry|alcohol-free|sober|no (?:alcohol|drinks?|beer)|toasts? wait|(?:nobody|no one) orders? a round)\b/i;

/** "5:00 PM" on a clock schedule, "0:05" on an elapsed one. */
export function scheduleTime(minutes: number, clock: boolean): string {
  if (clock) return formatClockTime(minutesToClock(minutes));
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "5:15-5:30 PM", "11:30 AM-12:15 PM", "0:05-0:15". */
export function scheduleSpan(start: number, end: number, clock: boolean): string {
  const [from, to] = [scheduleTime(start, clock), scheduleTime(end, clock)];
  const meridiem = / [AP]M$/.exec(from)?.[0];
  return meridiem && to.endsWith(meridiem) ? `${from.slice(0, -meridiem.length)}-${to}` : `${from}-${to}`;
}

export function buildSchedule({ day, start, steps, checkInNote }: ScheduleSpec): { rows: ScheduleRow[]; problems: string[] } {
  const rows: ScheduleRow[] = [];
  const problems: string[] = [];
  const hours = day && openingHours.find((slot) => slot.days.includes(day));
  const lastLanes = steps.findLastIndex((step) => step.kind === "lanes");
  // The meal that leads straight into lane time is the one that carries the impairment rule's link.
  const lastMealBeforeLanes = new Set(
    steps.flatMap((step, at) => (step.kind === "lanes" ? [steps.slice(0, at).findLastIndex((earlier) => earlier.kind === "meal")] : [])),
  );
  let clock = start === undefined ? undefined : clockToMinutes(start);
  const ended: Partial<Record<"vr" | "lanes", number>> = {};

  steps.forEach((step, at) => {
    const previous = steps[at - 1];
    const other = step.kind === "lanes" ? "vr" : step.kind === "vr" ? "lanes" : undefined;
    if (other && previous?.kind === other && step.at === undefined) {
      if (step.kind === "lanes" && step.gapNote && !checkIn.test(step.gapNote))
        problems.push(`the gap before "${step.what}" is the axe check-in: say so in its gapNote ("${step.gapNote}")`);
      rows.push({
        ...bufferRow(step.kind as "vr" | "lanes", step.gapNote),
        ...(clock === undefined ? { when: "Then" } : { start: clock, end: clock + buffer }),
      });
      if (clock !== undefined) clock += buffer;
    }
    if (at === 0 && step.kind === "lanes" && clock !== undefined) {
      rows.push({
        kind: "check-in",
        // An agenda counts from the start of lane time, so its check-in is "before", not a negative time.
        // A dated one gives the arrival window the briefing rule asks for, not the minutes up to the start.
        ...(day === undefined
          ? { when: `${visit.arriveEarlyMinutes.min}-${visit.arriveEarlyMinutes.max} minutes before` }
          : { start: clock - visit.arriveEarlyMinutes.max, end: clock - visit.arriveEarlyMinutes.min }),
        what: "Arrive and check in",
        note: checkInNote ?? "Your booked time starts with the briefing.",
      });
      if (hours && clock - visit.arriveEarlyMinutes.max < clockToMinutes(hours.opens))
        problems.push(`"${step.what}" has its check-in before ${day}'s opening at ${formatClockTime(hours.opens)}`);
    }
    if (at < lastLanes && drinks.test(`${step.what} ${step.note ?? ""}`))
      problems.push(`"${step.what}" puts drinks before the lanes: ${rules.impairment.short}`);
    if (lastMealBeforeLanes.has(at) && !keepsDrinksSoft.test(step.note ?? ""))
      problems.push(`"${step.what}" leads into the lanes: say in its note that the table keeps to soft drinks (${ruleHref("impairment")})`);
    const minutes = stepMinutes(step);
    if (clock === undefined || minutes === undefined) {
      if (step.when === undefined) problems.push(`"${step.what}" has neither a length nor a label`);
      if (clock !== undefined && steps.slice(at + 1).some((later) => stepMinutes(later) !== undefined))
        problems.push(`"${step.what}" has no length, so the steps after it have no time`);
      rows.push({ key: step.key, kind: step.kind, when: step.when, what: step.what, note: step.note });
      clock = undefined;
      return;
    }
    const begins = step.at === undefined ? clock : clockToMinutes(step.at);
    if (begins < clock) problems.push(`"${step.what}" starts at ${step.at}, before the step ahead of it ends`);
    const otherEnded = other && ended[other];
    if (otherEnded !== undefined && begins - otherEnded < buffer)
      problems.push(
        `"${step.what}" starts less than ${buffer} minutes after the ${other === "vr" ? "mission" : "lane time"} before it: ${rules.vrTiming.short}`,
      );
    const ends = begins + minutes;
    rows.push({ key: step.key, kind: step.kind, start: begins, end: ends, what: step.what, note: step.note });
    if (step.kind === "lanes") {
      if (hours && (begins < clockToMinutes(hours.opens) || ends > clockToMinutes(hours.closes)))
        problems.push(
          `"${step.what}" runs ${formatClockTime(minutesToClock(begins))}-${formatClockTime(minutesToClock(ends))}, outside ${day}'s opening hours`,
        );
      let part = begins + visit.briefingMinutes.max;
      if (step.parts?.length)
        rows.push({
          kind: "briefing",
          start: begins,
          end: part,
          what: step.briefing ? `Coaching briefing: ${step.briefing}` : "Coaching briefing at the lane",
        });
      for (const { minutes: partMinutes, what } of step.parts ?? []) {
        rows.push({ kind: "part", start: part, end: part + partMinutes, what });
        part += partMinutes;
      }
      if (part > ends) problems.push(`the parts of "${step.what}" run past the end of its booking, after the briefing`);
    }
    if (step.kind === "vr" || step.kind === "lanes") ended[step.kind] = ends;
    clock = ends;
  });
  return { rows, problems };
}
