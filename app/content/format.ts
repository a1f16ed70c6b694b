const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** 19.99 -> "$19.99"; 1000 -> "$1,000"; 831.5 -> "$831.50" (cents are shown in full or not at all). */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? wholeDollars.format(amount) : withCents.format(amount);
}

/**
 * A range the way prose writes it: (60, 90) -> "$60-90"; (20, 20) -> "$20"; (80, 93.02) ->
 * "$80.00-93.02", both ends in cents once either has them, so the two read alike.
 */
export function formatPriceRange(low: number, high: number): string {
  if (low === high) return formatPrice(low);
  const format = Number.isInteger(low) && Number.isInteger(high) ? wholeDollars : withCents;
  return `${format.format(low)}-${format.format(high).slice(1)}`;
}

/** (1, "lane") -> "1 lane"; (1234, "view") -> "1,234 views". */
export function formatCount(count: number, noun: string): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? noun : `${noun}s`}`;
}

/** 1 -> "1 view"; 1234 -> "1,234 views": the count as every page shows it. */
export function formatViews(count: number): string {
  return formatCount(count, "view");
}
