/**
 * The business facts of the venue: the one place where prices, hours, contact details, capacity and
 * claims are written down. Pages, meta tags, JSON-LD and article tokens all read from here.
 *
 * Readings chosen where the spec is ambiguous (see README, "Content decisions"):
 * - Lanes: 7 everywhere (the home/prices reading); the event pages' "6 lanes" is not used.
 * - The 2-hour price is $32.99 everywhere, including the prices page metadata.
 * - Capacity: every figure is computed from its parts (see `capacity`).
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
  /** The number of throwers per lane that keeps turns moving: enough to cheer, short waits. */
  comfortablePlayersPerLane: { min: 4, max: 5 },
  hatchetWeightLb: { min: 1.25, max: 1.75 },
  hatchetLengthInches: { min: 12, max: 15 },
  minThrowerAge: 8,
  /** The projected target games in the catalogue (app/content/games.ts holds them). */
  projectedGames: 12,
  foundedCopyrightYear: 2024,
  author: { name: "Casey Holloway", role: "Head Coach" },
} as const;

/** "4807 Switchgrass Way, Suite 110, Austin, TX 78745": the address as pages and the map write it. */
export function postalAddressLine(): string {
  const { street, city, region, postalCode } = venue.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
}

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
const vrBufferMinutes = 15;

export const partners = {
  vr: {
    name: "Parallax Free-Roam VR",
    // The arena shares our building (one roof, one parking lot); only the restaurant is next door.
    where: "in the same building",
    playerCount: vrPlayers,
    players: `${vrPlayers.min}-${vrPlayers.max} players`,
    missionMinutes: vrMissionMinutes,
    sessionLength: `${vrMissionMinutes.short}-${vrMissionMinutes.full} minute missions`,
    /** The gap between a mission and lane time, either way round; the VR timing rule (rules.ts) states it. */
    bufferMinutes: vrBufferMinutes,
  },
  restaurant: { name: "Post Oak Smokehouse", cuisine: "Central Texas barbecue", where: "right next door" },
} as const;

/** The cafe seats a squad this size between rounds when a team-building buyout rotates through it. */
const cafeRotationSeats = 20;

/** Everyone who can be at a lane at once: one target and one thrower at a time, the rest waiting behind the line. */
const laneThrowers = venue.lanes * venue.maxPlayersPerLane;
const vrSquad = vrPlayers.max;

/**
 * How many guests the venue takes, and where they are at any moment. The bookout takes more than the
 * lanes hold because a VR squad plays while the lanes are full; the comfortable number puts every lane
 * at its sweet spot while a squad plays, to the nearest ten. A team-building buyout rotates squads
 * through the lanes, the arena and the cafe, so no area ever holds more than it seats.
 */
const lanesComfortable = {
  min: venue.lanes * venue.comfortablePlayersPerLane.min,
  max: venue.lanes * venue.comfortablePlayersPerLane.max,
} as const;

export const capacity = {
  laneThrowers,
  vrSquad,
  cafeRotationSeats,
  /** Every lane at its sweet spot: the throwers the lanes take comfortably at once. */
  lanesComfortable,
  comfortable: Math.round(((lanesComfortable.min + lanesComfortable.max) / 2 + vrSquad) / 10) * 10,
  lanesMax: laneThrowers + vrSquad,
  withRotation: laneThrowers + vrSquad + cafeRotationSeats,
} as const;

/**
 * The private venue bookout, priced per hour for the group and booked by phone; the buyout rule
 * (rules.ts) says what it buys, and why tickets cost less for any group it takes.
 */
export const buyout = {
  /** The package's name on the prices page; the copy calls it "the buyout", and the buyout rule names it once. */
  packageName: "Private Venue Bookout",
  hourly: prices.buyoutHourly,
  guestsFrom: 20,
  guestsUpTo: capacity.lanesMax,
  guestsComfortable: capacity.comfortable,
  rotationUpTo: capacity.withRotation,
  includesVr: true,
} as const;

/**
 * Large-group limits the event pages state, read from the capacity above. A page that offers private
 * lanes beside the buyout says what the lanes alone hold, which is fewer than the buyout takes.
 */
export const groupLimits = {
  birthday: {
    buyoutFrom: buyout.guestsFrom,
    buyoutUpTo: capacity.lanesMax,
    lanesUpTo: capacity.laneThrowers,
  },
  bachelor: { largeGroupFrom: 15, lanesUpTo: capacity.laneThrowers, buyoutFrom: buyout.guestsFrom, buyoutUpTo: capacity.lanesMax },
  teamBuilding: {
    largeGroupFrom: 25,
    lanesUpTo: capacity.laneThrowers,
    buyoutFrom: buyout.guestsFrom,
    buyoutUpTo: capacity.lanesMax,
    rotationUpTo: capacity.withRotation,
  },
  specialEvents: { largeGroupFrom: 15, lanesUpTo: capacity.laneThrowers, buyoutFrom: buyout.guestsFrom, buyoutUpTo: capacity.lanesMax },
} as const;

/** The five weapons in the order the coach brings them out: the hatchet first, then the rest. */
export const weaponOrder = ["Hatchet", "Viking Axe", "Bat Throwers", "Ninja Stars", "Throwing Cards"] as const;

/**
 * Our house Standard Target: four rings on end-grain wood, outermost first, each worth more than the
 * one outside it. League rule sets publish their own targets; this is ours.
 */
export const houseTarget = {
  rings: [
    { name: "outer ring", points: 1, acrossInches: 24 },
    { name: "second ring", points: 2 },
    { name: "third ring", points: 4 },
    { name: "bullseye", points: 6, acrossInches: 3.5 },
  ],
} as const;

/**
 * The throwing lines marked on every lane, in feet from the target. Thrown the usual way, a hatchet
 * turns about once from the starting line, a quarter-turn more from the step-back line and half a
 * turn more from the long line; everyone starts at the first, and the others are challenge lines.
 */
export const throwLines = { start: 12, stepBack: 15, long: 18 } as const;

/** What the cafe serves, as every page words it. */
export const cafeMenu = "pizza, wings, snacks and soft drinks";

/**
 * What our coaches see with first-timers. It is the venue's experience, not a promise or a measured
 * rate, so the copy says it only in this sentence.
 */
const firstStickMinutes = { min: 10, max: 15 } as const;
const firstBullseyeThrows = { min: 10, max: 20 } as const;
export const beginnerExperience = {
  firstStickMinutes,
  firstBullseyeThrows,
  statement: `In our coaches' experience, most first-timers stick a throw within ${firstStickMinutes.min}-${firstStickMinutes.max} minutes and land a first bullseye somewhere in their first ${firstBullseyeThrows.min}-${firstBullseyeThrows.max} throws.`,
} as const;

/** How long each lane booking lasts. Bookings end by closing time, so the last of each length starts this long before it. */
export const bookingMinutes = { oneHour: 60, twoHours: 120 } as const;

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
  /** Online through the booking pop-up, or by phone. */
  booking: "online" | "phone";
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
      `${claims.weapons} throwing weapons, by age`,
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
      `${claims.weapons} throwing weapons, by age`,
    ],
    flags: { bestValue: true },
    booking: "online",
  },
  {
    id: "private-buyout",
    name: buyout.packageName,
    description: "The whole hall for your event: every lane, the cafe and the VR arena, with our team running the show.",
    price: prices.buyoutHourly,
    unit: "per hour",
    duration: "1 hour or more",
    features: [
      `${buyout.guestsFrom}-${buyout.guestsUpTo} guests`,
      `All ${venue.lanes} lanes and VR: about ${buyout.guestsComfortable} guests comfortably, up to ${buyout.guestsUpTo}`,
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
  /** The interactive map in the contact section: an embeddable page, framed (its origin is the only one the CSP lets frame). */
  map: { url: `https://www.google.com/maps?q=${encodeURIComponent(`${venue.name}, ${postalAddressLine()}`)}&output=embed` },
} as const;

export type ExternalLinkName = keyof typeof externalLinkDefaults;
/** How copy links a configured outbound page ("link:vrBooking"); the page fills in the address when it renders. */
export const configuredLinkPrefix = "link:";
export type ExternalLinks = Record<ExternalLinkName, string>;
