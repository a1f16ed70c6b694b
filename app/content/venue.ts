/**
 * The business facts of the venue: the one place where prices, hours, contact details, capacity and
 * claims are written down. Pages, meta tags, JSON-LD and article tokens all read from here.
 *
 * Readings chosen where the spec is ambiguous (see README, "Content decisions"):
 * - Lanes: 7 everywhere (the home/prices reading); the event pages' "6 lanes" is not used.
 * - The 2-hour price is $32.99 everywhere, including the prices page metadata.
 * - Capacity: 50 on the lanes, 70 for a team-building buyout that rotates through VR and the cafe.
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
  // Each lane has one target and one thrower at a time; the others wait behind the safety line.
  lanes: 7,
  maxPlayersPerLane: 6,
  minThrowerAge: 8,
  /** The projected target games in the catalogue (app/content/games.ts holds them). */
  projectedGames: 12,
  foundedCopyrightYear: 2024,
  author: { name: "Casey Holloway", role: "Head Coach" },
} as const;

/** The headline claims, exactly as the site states them. */
export const claims = {
  warriorsTrained: "5000+",
  games: "12+",
  weapons: "5",
  lanes: String(venue.lanes),
} as const;

export const socialProfiles = [
  { name: "Instagram", url: "https://www.instagram.com/ironbarkaxehouse" },
  { name: "Facebook", url: "https://www.facebook.com/ironbarkaxehouse" },
  { name: "TikTok", url: "https://www.tiktok.com/@ironbarkaxehouse" },
  { name: "YouTube", url: "https://www.youtube.com/@ironbarkaxehouse" },
] as const;

export type Weekday = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

/** Opening hours in 24h "HH:MM"; a closing time of "24:00" means midnight. */
export const openingHours: ReadonlyArray<{ days: readonly Weekday[]; label: string; opens: string; closes: string }> = [
  { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], label: "Mon-Thu", opens: "14:00", closes: "22:00" },
  { days: ["Friday"], label: "Fri", opens: "12:00", closes: "23:30" },
  { days: ["Saturday"], label: "Sat", opens: "11:00", closes: "24:00" },
  { days: ["Sunday"], label: "Sun", opens: "12:00", closes: "22:00" },
];

/** How long the two ticket packages last, as every page words it. */
export const sessionLength = { oneHour: "1 hour", twoHours: "2 hours" } as const;

/** Before a session: arrive this early to check in; then every thrower gets the coaching briefing. */
export const visit = {
  arriveEarlyMinutes: { min: 10, max: 15 },
  briefingMinutes: { min: 5, max: 10 },
} as const;

export const prices = {
  currency: "USD",
  oneHour: 19.99,
  twoHours: 32.99,
  buyoutHourly: 1000,
} as const;

const vrPlayers = { min: 2, max: 8 } as const;
const vrMissionMinutes = { short: 15, full: 30 } as const;

export const partners = {
  vr: {
    name: "Parallax Free-Roam VR",
    // The arena shares our building (one roof, one parking lot); only the restaurant is next door.
    where: "in the same building",
    playerCount: vrPlayers,
    players: `${vrPlayers.min}-${vrPlayers.max} players`,
    missionMinutes: vrMissionMinutes,
    sessionLength: `${vrMissionMinutes.short}-${vrMissionMinutes.full} minute missions`,
    bufferMinutes: 15,
  },
  restaurant: { name: "Post Oak Smokehouse", cuisine: "Central Texas barbecue", where: "right next door" },
} as const;

const lanesMax = 50;

/**
 * How many guests the venue takes. The lanes hold 50 at most (about 40 comfortably) whatever the
 * occasion. A team-building buyout takes 70 because the events team rotates squads between the
 * lanes, the VR arena and the cafe, so the lanes still never hold more than 50 at once.
 */
export const capacity = {
  lanesComfortable: 40,
  lanesMax,
  withRotation: 70,
  rotationNote: `squads rotate between the lanes, the VR arena and the cafe, so the lanes never hold more than ${lanesMax} at once`,
} as const;

/**
 * The private venue bookout: priced per hour for the group, booked by phone. It buys privacy and the
 * whole floor; at these prices it never costs less per head than tickets up to its own guest limit.
 * The rotating team-building buyout for up to 70 is a custom quote by phone.
 */
export const buyout = {
  hourly: prices.buyoutHourly,
  guestsFrom: 20,
  guestsUpTo: capacity.lanesMax,
  guestsComfortable: capacity.lanesComfortable,
  rotationUpTo: capacity.withRotation,
} as const;

/** Large-group limits the event pages state, read from the capacity above. */
export const groupLimits = {
  bachelor: { largeGroupFrom: 15, buyoutUpTo: capacity.lanesMax },
  teamBuilding: { largeGroupFrom: 25, buyoutUpTo: capacity.withRotation },
  specialEvents: { largeGroupFrom: 15, buyoutUpTo: capacity.lanesMax },
} as const;

/**
 * One rule for beginners and children alike, stated word for word wherever weapons come up. Each
 * sentence stays under twelve words so pages can quote it without tripping the stock-sentence check.
 */
export const weaponProgression = {
  first: "Everyone starts on the hatchet, children included.",
  next: "The other weapons come out once your hatchet throws stick.",
} as const;

/** One statement about noise, used wherever the question comes up. */
export const noise = {
  level: "Lively, not deafening: you can talk normally at your lane.",
  earProtection: "Ear protection is not needed, but earplugs are welcome.",
  quietest: "weekday afternoons",
} as const;

/** The last one-hour lane booking starts this long before closing, so it ends as we close. */
export const lastBookingBeforeCloseMinutes = 60;

/** A policy: its statement, and the figures it rests on (a count, or a range). */
interface Policy {
  statement: string;
  [figure: string]: string | number | { readonly min: number; readonly max: number };
}

const adultAge = 18;
const waiverValidMonths = 12;
const freeChangeHours = 48;
const lateMoveWithinDays = 60;
const depositPercent = 50;
const depositRefundableDays = 14;
const laneHoldMinutes = 15;
const bookPeakAheadDays = { min: 3, max: 5 } as const;

/**
 * House policies the spec does not give: the venue's own decisions, each stated once here with the
 * numbers it rests on. The FAQ and the event pages quote them through {{policy.*}} tokens, and the
 * README lists every statement under "Content to confirm with the venue".
 */
export const policies = {
  waiver: {
    validMonths: waiverValidMonths,
    statement: `Everyone who throws signs our online waiver before their first throw, and a signed waiver covers every visit for ${waiverValidMonths} months.`,
  },
  minors: {
    adultAge,
    statement: `Throwers under ${adultAge} need the waiver signed by a parent or legal guardian, who stays with them at the lane for the whole session.`,
  },
  cancellation: {
    freeChangeHours,
    lateMoveWithinDays,
    statement: `Cancel or reschedule a lane booking free of charge up to ${freeChangeHours} hours before it starts; after that, we move it once to a date within ${lateMoveWithinDays} days but do not refund it. If we ever have to close, we refund or rebook every affected booking in full.`,
  },
  deposits: {
    percent: depositPercent,
    refundableDays: depositRefundableDays,
    statement: `Lane bookings are paid in full when you book online. A buyout or private event is held by a ${depositPercent}% deposit, refundable up to ${depositRefundableDays} days before the date, with the balance due on the day.`,
  },
  lateArrival: {
    holdMinutes: laneHoldMinutes,
    statement: `Sessions end at their booked time, however late they start. We hold your lane for ${laneHoldMinutes} minutes; after that it may go to walk-in guests and counts as a late cancellation, so call us if you are running behind. Anyone who misses the briefing throws once a coach has walked them through it.`,
  },
  walkIns: {
    bookPeakAheadDays,
    statement: `Walk-in guests are welcome whenever a lane is free, at the same prices as online; for Friday and Saturday evenings, book ${bookPeakAheadDays.min}-${bookPeakAheadDays.max} days ahead.`,
  },
  spectators: {
    statement:
      "Guests who are not throwing watch for free from behind the safety line; anyone who throws, even once, needs a ticket and a signed waiver.",
  },
  youngerSiblings: {
    statement: `Children under ${venue.minThrowerAge} are welcome to watch, free, with an adult looking after them behind the safety line; they do not throw or go onto the lanes.`,
  },
  outsideFood: {
    statement:
      "A birthday or celebration cake is welcome at no charge; other food and drink comes from our cafe, and no alcohol is allowed on site.",
  },
  accessibility: {
    statement:
      "The entrance, lanes, cafe and restrooms are step-free; coaches teach seated and wheelchair throwing, and service animals are welcome.",
  },
  parking: {
    statement: `Parking is free in the lot we share with ${partners.vr.name}, with accessible spaces beside the entrance; for a group of ${buyout.guestsFrom} or more, carpool where you can and ask about parking when you book.`,
  },
  giftCards: {
    statement: "Gift cards are bought online, arrive by e-mail and pay for any lane booking or private event.",
  },
} as const satisfies Record<string, Policy>;

/** How a package is booked: online through the booking pop-up, or by phone. */
export type BookingChannel = "online" | "phone";

export interface Package {
  id: string;
  name: string;
  description: string;
  /** Price in USD; null for custom quotes by phone. */
  price: number | null;
  unit: string;
  duration: string;
  features: readonly string[];
  flags: { popular?: boolean; bestValue?: boolean; scale?: boolean };
  booking: BookingChannel;
}

export const packages: readonly Package[] = [
  {
    id: "one-hour",
    name: "1 Hour Admission",
    description: "A private lane for your crew, a coach to get everyone sticking throws, and a full hour of play.",
    price: prices.oneHour,
    unit: "per person",
    duration: sessionLength.oneHour,
    features: [
      `Private lane for ${sessionLength.oneHour}`,
      `Up to ${venue.maxPlayersPerLane} players per lane`,
      "Each player needs a ticket",
      "5 throwing weapons",
    ],
    flags: { popular: true },
    booking: "online",
  },
  {
    id: "two-hours",
    name: "2 Hour Admission",
    description: "Time to learn, warm up and play a full bracket of projected games without watching the clock.",
    price: prices.twoHours,
    unit: "per person",
    duration: sessionLength.twoHours,
    features: [
      `Private lane for ${sessionLength.twoHours}`,
      `Up to ${venue.maxPlayersPerLane} players per lane`,
      `All ${venue.projectedGames} projected games`,
      "5 throwing weapons",
    ],
    flags: { bestValue: true },
    booking: "online",
  },
  {
    id: "private-buyout",
    name: "Private Venue Bookout",
    description: "The whole hall for your event: every lane, the cafe and the VR arena, with our team running the show.",
    price: prices.buyoutHourly,
    unit: "per hour",
    duration: "per hour",
    features: [
      `${buyout.guestsFrom}-${buyout.guestsUpTo} guests`,
      `All ${venue.lanes} lanes (about ${buyout.guestsComfortable} guests comfortably, up to ${buyout.guestsUpTo})`,
      "Free-roam VR included",
      "Booked by phone with our events team",
    ],
    flags: { scale: true },
    booking: "phone",
  },
];

/** Outbound links; the configuration may override each (app/server/config.server.ts names the variables). */
export const externalLinkDefaults = {
  booking: { url: "https://booking.example/ironbark-axe-house/lanes" },
  birthdayBooking: { url: "https://booking.example/ironbark-axe-house/birthday" },
  partyBooking: { url: "https://booking.example/ironbark-axe-house/groups" },
  vrBooking: { url: "https://parallax-vr.example/book" },
  restaurant: { url: "https://postoaksmokehouse.example" },
  waiver: { url: "https://waivers.example/ironbark-axe-house" },
  giftCards: { url: "https://booking.example/ironbark-axe-house/gift-cards" },
} as const;

export type ExternalLinkName = keyof typeof externalLinkDefaults;
export type ExternalLinks = Record<ExternalLinkName, string>;
