const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 19.99 -> "$19.99"; 1000 -> "$1,000". */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
