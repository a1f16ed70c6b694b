/**
 * The business facts of the venue: the one place where prices, hours, contact details, capacity and
 * claims are written down. Pages, meta tags, JSON-LD and article tokens all read from here.
 *
 * Readings chosen where the spec is ambiguous (see README, "Content decisions"):
 * - Lanes: 7 everywhere (the home/prices reading); the event pages' "6 lanes" is not used.
 * - The 2-hour price is $32.99 everywhere, including the prices page metadata.
 */

export const venue = {
  name: "Ironbark Axe House",
  legalName: "Ironbark Axe House LLC",
  tagline: "Indoor axe throwing in South Austin",
  address: {
    street: "4807 Switchgrass Way, Suite 110",
    city: "Austin",
    region: "TX",
    postalCode: "78745",
    country: "US",
  },
  geo: { latitude: 30.2102, longitude: -97.7932 },
  phone: { display: "(512) 555-0142", e164: "+15125550142" },
  email: "hello@ironbarkaxe.example",
  lanes: 7,
  maxPlayersPerLane: 6,
  minThrowerAge: 8,
  weaponCount: 5,
  gameCount: 12,
  warriorsTrained: 5000,
  foundedCopyrightYear: 2024,
  author: { name: "Casey Holloway", role: "Head Coach" },
} as const;

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** Opening hours in 24h "HH:MM"; a closing time of "24:00" means midnight. */
export const openingHours: ReadonlyArray<{ days: readonly Weekday[]; label: string; opens: string; closes: string }> = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], label: "Mon-Thu", opens: "14:00", closes: "22:00" },
  { days: ["Friday"], label: "Fri", opens: "12:00", closes: "23:30" },
  { days: ["Saturday"], label: "Sat", opens: "11:00", closes: "24:00" },
  { days: ["Sunday"], label: "Sun", opens: "12:00", closes: "22:00" },
];

export const prices = {
  currency: "USD",
  oneHour: 19.99,
  twoHours: 32.99,
  buyoutHourly: 1000,
} as const;

export const partners = {
  vr: { name: "Parallax Free-Roam VR" },
  restaurant: { name: "Post Oak Smokehouse" },
} as const;

/** Outbound links; each can be overridden by the environment variable named beside it. */
export const externalLinkDefaults = {
  booking: { env: "BOOKING_URL", url: "https://booking.example/ironbark-axe-house/lanes" },
  birthdayBooking: { env: "BIRTHDAY_BOOKING_URL", url: "https://booking.example/ironbark-axe-house/birthday" },
  partyBooking: { env: "PARTY_BOOKING_URL", url: "https://booking.example/ironbark-axe-house/groups" },
  vrBooking: { env: "VR_BOOKING_URL", url: "https://parallax-vr.example/book" },
  restaurant: { env: "RESTAURANT_URL", url: "https://postoaksmokehouse.example" },
} as const;

export type ExternalLinkName = keyof typeof externalLinkDefaults;
export type ExternalLinks = Record<ExternalLinkName, string>;
