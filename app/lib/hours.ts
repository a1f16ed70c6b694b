import { openingHours, type Weekday } from "../content/venue.ts";

/** "14:00" -> "2:00 PM"; "24:00" -> "12:00 AM" (midnight). */
export function formatClockTime(time: string): string {
  const [hourText = "0", minute = "00"] = time.split(":");
  const hour = Number(hourText) % 24;
  const suffix = hour < 12 ? "AM" : "PM";
  const twelveHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelveHour}:${minute} ${suffix}`;
}

export interface HoursRow {
  label: string;
  days: readonly Weekday[];
  text: string;
}

export const hoursRows: readonly HoursRow[] = openingHours.map(({ label, days, opens, closes }) => ({
  label,
  days,
  text: `${formatClockTime(opens)} - ${formatClockTime(closes)}`,
}));

/** Friendly time for prose: "2 PM", "11:30 PM", "noon", "midnight". */
export function formatSpokenTime(time: string): string {
  if (time === "12:00") return "noon";
  if (time === "24:00" || time === "00:00") return "midnight";
  return formatClockTime(time).replace(":00", "");
}

/** One line for prose: "Mon-Thu 2 PM-10 PM, Fri noon-11:30 PM, ...". */
export function hoursSummary(): string {
  return openingHours.map(({ label, opens, closes }) => `${label} ${formatSpokenTime(opens)}-${formatSpokenTime(closes)}`).join(", ");
}
