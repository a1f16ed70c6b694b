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
