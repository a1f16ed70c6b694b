const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 19.99 -> "$19.99"; 1000 -> "$1,000". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}

/** 1234 -> "1,234 views": the count as every page shows it. */
export function formatViews(count: number): string {
  return `${count.toLocaleString("en-US")} views`;
}
