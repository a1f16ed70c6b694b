import { bookingMinutes, openingHours, type Weekday } from "./venue.ts";

/** "14:00" -> "2:00 PM"; "24:00" -> "midnight", as people say it, where a clock would show "12:00 AM". */
export function formatClockTime(time: string): string {
  const [hourText = "0", minute = "00"] = time.split(":");
  const hour = Number(hourText) % 24;
  if (hour === 0 && minute === "00") return "midnight";
  const suffix = hour < 12 ? "AM" : "PM";
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${minute} ${suffix}`;
}

export const hoursRows = openingHours.map(({ label, days, opens, closes }) => ({
  label,
  days,
  text: `${formatClockTime(opens)} - ${formatClockTime(closes)}`,
}));

/** Friendly time for prose: "2 PM", "11:30 PM", "noon", "midnight". */
export function formatSpokenTime(time: string): string {
  return time === "12:00" ? "noon" : formatClockTime(time).replace(":00", "");
}

/** One line for prose: "Mon-Thu 2 PM-10 PM, Fri noon-11:30 PM, ...". */
export function hoursSummary(): string {
  return openingHours.map(({ label, opens, closes }) => `${label} ${formatSpokenTime(opens)}-${formatSpokenTime(closes)}`).join(", ");
}

/** 1020 -> "17:00": minutes since midnight as a 24h clock time. */
export function minutesToClock(total: number): string {
  const pad = (part: number) => String(part).padStart(2, "0");
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** "17:00" -> 1020: a 24h clock time as minutes since midnight. */
export function clockToMinutes(time: string): number {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
}

/** A lane booking's length: bookings end by closing, so each length has its own latest start. */
export type BookingLength = keyof typeof bookingMinutes;

/** When the last lane booking of a length starts on a day ("24:00" closing gives "23:00" for one hour). */
export function lastBookingStart(closes: string, length: BookingLength = "oneHour"): string {
  return minutesToClock(clockToMinutes(closes) - bookingMinutes[length]);
}

/** Last call for one weekday, for prose: "11 PM". */
export function lastCallOn(day: Weekday, length: BookingLength = "oneHour"): string {
  const slot = openingHours.find((hours) => hours.days.includes(day));
  if (!slot) throw new Error(`no opening hours for ${day}`);
  return formatSpokenTime(lastBookingStart(slot.closes, length));
}

/** The latest start, day by day, of anything that runs `minutes` and must end by closing: "Mon-Thu 9 PM, Fri 10:30 PM, ...". */
export function latestStartSummary(minutes: number): string {
  return openingHours
    .map(({ label, closes }) => `${label} ${formatSpokenTime(minutesToClock(clockToMinutes(closes) - minutes))}`)
    .join(", ");
}

/** Last call for every day, for prose: "Mon-Thu 9 PM, Fri 10:30 PM, ...". */
export function lastCallSummary(length: BookingLength = "oneHour"): string {
  return latestStartSummary(bookingMinutes[length]);
}
