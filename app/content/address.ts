import { postalAddressLine } from "./venue.ts";

/** A directions link that opens the visitor's map app; nothing loads until it is followed. */
export function directionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(postalAddressLine())}`;
}
