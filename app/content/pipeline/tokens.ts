import { formatPrice } from "../../lib/format.ts";
import { hoursSummary } from "../../lib/hours.ts";
import { partners, prices, venue } from "../venue.ts";
import { postalAddressLine } from "../../lib/address.ts";

/**
 * The venue facts articles may cite, written in Markdown as {{name}}. They are filled in at build
 * time from the business facts module, so a price or phone change reaches every article.
 */
export const articleTokens: Readonly<Record<string, string>> = {
  brand: venue.name,
  address: postalAddressLine(),
  phone: venue.phone.display,
  "price.oneHour": formatPrice(prices.oneHour),
  "price.twoHours": formatPrice(prices.twoHours),
  "price.buyoutHourly": formatPrice(prices.buyoutHourly),
  lanes: String(venue.lanes),
  playersPerLane: String(venue.maxPlayersPerLane),
  minAge: String(venue.minThrowerAge),
  vrName: partners.vr.name,
  restaurantName: partners.restaurant.name,
  hours: hoursSummary(),
};

/** Replaces every {{token}}; names an unknown one so the build can say which. */
export function fillTokens(text: string, onUnknown: (name: string) => void): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = articleTokens[name];
    if (value === undefined) {
      onUnknown(name);
      return match;
    }
    return value;
  });
}
