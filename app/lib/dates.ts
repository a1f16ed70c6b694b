const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "2025-08-01" -> "August 1, 2025" (calendar dates, so no time zone shifts them). */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "2025-08-01" -> "Fri, 01 Aug 2025 00:00:00 GMT", the date format RSS readers expect. */
export function rfc822Date(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}
