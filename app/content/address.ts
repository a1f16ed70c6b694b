import { venue } from "./venue.ts";

export function postalAddressLine(): string {
  const { street, city, region, postalCode } = venue.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

/** A directions link that opens the visitor's map app; nothing loads until it is followed. */
export function directionsUrl(): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(postalAddressLine())}`;
}
