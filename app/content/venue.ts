/**
 * The business facts of the venue: the one place where prices, hours, contact details, capacity and
 * claims are written down. Pages, meta tags, JSON-LD and article tokens all read from here.
 *
 * Readings chosen where the spec is ambiguous (see README, "Content decisions"):
 * - Lanes: 7 everywhere (the home/prices reading); the event pages' "6 lanes" is not used.
 * - The 2-hour price is $32.99 everywhere, including the prices page metadata.
 * - Capacity: 7 lanes of up to 6 throwers (42 at the lanes at once); a buyout of up to 50 adds a VR
 *   squad of 8, and a team-building buyout of up to 70 adds 20 seats in the cafe. Every figure is
 *   computed from the parts below.
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
  /** What the hatchets on our lanes weigh, in pounds. */
  hatchetWeightLb: { min: 1.25, max: 1.75 },
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
    bufferMinutes: vrBufferMinutes,
    /** The one definition of the buffer; every schedule that pairs VR with the lanes keeps it. */
    bufferRule: `Leave ${vrBufferMinutes} minutes between the two: book your lane to start ${vrBufferMinutes} minutes after your VR mission ends, and those minutes are your axe check-in, in place of arriving early rather than on top of it; going the other way, book the mission to start ${vrBufferMinutes} minutes after your lane time ends.`,
  },
  restaurant: { name: "Post Oak Smokehouse", cuisine: "Central Texas barbecue", where: "right next door" },
} as const;

/** The cafe seats a squad this size between rounds when a team-building buyout rotates through it. */
const cafeRotationSeats = 20;

/** Everyone who can be at a lane at once: one target and one thrower at a time, the rest waiting behind the line. */
const laneThrowers = venue.lanes * venue.maxPlayersPerLane;
const vrSquad = vrPlayers.max;
const buyoutGuests = laneThrowers + vrSquad;

/**
 * How many guests the venue takes, and where they are at any moment. The lanes hold 42 throwers at
 * once (7 lanes of up to 6). The bookout takes up to 50 because free-roam VR is part of it: while 42
 * throw, a squad of 8 is in the arena. About 40 is the comfortable number, everyone at a lane at
 * once with nobody waiting for a VR slot. A team-building buyout takes 70 because squads rotate
 * between the lanes (42), the VR arena (8) and the cafe (20), so no area ever holds more than it seats.
 */
export const capacity = {
  laneThrowers,
  vrSquad,
  cafeRotationSeats,
  lanesComfortable: 40,
  lanesMax: buyoutGuests,
  withRotation: laneThrowers + vrSquad + cafeRotationSeats,
  buyoutNote: `${laneThrowers} throw on the ${venue.lanes} lanes while a squad of up to ${vrSquad} plays in the VR arena`,
  rotationNote: `squads rotate between the lanes (${laneThrowers} throwers at most), the VR arena (${vrSquad}) and the cafe (${cafeRotationSeats}), so no area ever holds more than it seats`,
} as const;

/**
 * The private venue bookout: priced per hour for the group, booked by phone. It buys privacy and the
 * whole floor, free-roam VR included; at these prices it never costs less per head than tickets up to
 * its own guest limit. The rotating team-building buyout for up to 70 is a custom quote by phone.
 */
export const buyout = {
  hourly: prices.buyoutHourly,
  guestsFrom: 20,
  guestsUpTo: capacity.lanesMax,
  guestsComfortable: capacity.lanesComfortable,
  rotationUpTo: capacity.withRotation,
  includesVr: true,
  /** Said once; every page that mentions VR in a buyout reads it. */
  vrStatement: `Every buyout includes ${partners.vr.name}, so there is nothing to add: the events team books the arena for you.`,
} as const;

/** Large-group limits the event pages state, read from the capacity above. */
export const groupLimits = {
  bachelor: { largeGroupFrom: 15, buyoutUpTo: capacity.lanesMax },
  teamBuilding: { largeGroupFrom: 25, buyoutUpTo: capacity.withRotation },
  specialEvents: { largeGroupFrom: 15, buyoutUpTo: capacity.lanesMax },
} as const;

/** The five weapons in the order the coach brings them out: the hatchet first, then the rest. */
export const weaponOrder = ["Hatchet", "Viking Axe", "Bat Throwers", "Ninja Stars", "Throwing Cards"] as const;

/**
 * One rule for beginners and children alike, stated where weapons come up: the hatchet first, then
 * the other four in the house order once hatchet throws stick.
 */
export const weaponProgression = {
  first: "Everyone starts on the hatchet, children included.",
  next: `Once your hatchet throws stick, the coach brings out the ${weaponOrder.slice(1, -1).join(", ")} and ${weaponOrder.at(-1)}, in that order.`,
} as const;

/** One statement about noise, used wherever the question comes up. */
export const noise = {
  level: "Lively, not deafening: you can talk normally at your lane.",
  earProtection: "Ear protection is not needed, but earplugs are welcome.",
  quietest: "weekday afternoons",
} as const;

/** Lane bookings end by closing time: the last one of each length starts this long before closing. */
export const lastBookingBeforeCloseMinutes = { oneHour: 60, twoHours: 120 } as const;

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
/** US federal law (15 U.S.C. 1693l-1) lets a gift card expire no sooner than this; ours never do. */
const giftCardFederalMinimumYears = 5;

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
  ages: {
    minAge: venue.minThrowerAge,
    statement: `Throwers are ${venue.minThrowerAge} or older and able to hold and throw a hatchet safely; the coach decides at the lane, and a child who is not ready yet watches for free and has the ticket refunded.`,
  },
  minors: {
    adultAge,
    statement: `Throwers under ${adultAge} need the waiver signed by a parent or legal guardian, and an adult stays at their lane for the whole session: the parent or guardian, or an adult they name on the waiver.`,
  },
  kidsParties: {
    childrenPerAdult: venue.maxPlayersPerLane,
    statement: `At a kids' party each parent signs the waiver online and can name the host as the adult in charge; every lane of up to ${venue.maxPlayersPerLane} children has one of those adults at it for the whole session, watching free from behind the safety line while a coach runs the throwing.`,
  },
  briefing: {
    minutes: visit.briefingMinutes,
    statement: `Your booked time starts with the ${visit.briefingMinutes.min}-${visit.briefingMinutes.max} minute coaching briefing at your lane, so the briefing is part of your session, not extra time.`,
  },
  headcount: {
    freeChangeHours,
    statement: `The headcount you book is the headcount you pay for: lower it free of charge up to ${freeChangeHours} hours before the booking, and after that a guest who does not come is still charged. Players can be added on the day while the lane has room.`,
  },
  cancellation: {
    freeChangeHours,
    lateMoveWithinDays,
    statement: `Cancel or reschedule a lane booking free of charge up to ${freeChangeHours} hours before it starts; after that, we move it once to a date within ${lateMoveWithinDays} days but do not refund it. If we ever have to close, we refund or rebook every affected booking in full.`,
  },
  weather: {
    statement:
      "Rain and heat do not close us. If ice, flooding or a severe-weather warning makes the roads unsafe, we close, post it on our social pages and contact every booking to refund or rebook it in full; on a day we stay open, the usual cancellation terms apply.",
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
  impairment: {
    statement:
      "Nobody throws after drinking or taking anything that affects judgment or balance: a coach who believes a guest is impaired stops them, the decision is final, and their ticket is not refunded.",
  },
  footwear: {
    statement:
      "Everyone on the lanes wears closed-toe shoes with a flat or low heel; sandals, slides, open-toe shoes and high heels mean watching instead of throwing.",
  },
  ownEquipment: {
    statement: "Only our own axes and throwing weapons are used on the lanes, so personal axes and throwing gear stay at home.",
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
  pets: {
    statement: "Only service animals come inside; pets stay at home, because an Austin car is no place to leave one waiting.",
  },
  accessibility: {
    statement:
      "The entrance, lanes, cafe and restrooms are step-free; coaches teach seated and wheelchair throwing, and service animals are welcome.",
  },
  parking: {
    statement: `Parking is free in the lot we share with ${partners.vr.name}, with accessible spaces beside the entrance; for a group of ${buyout.guestsFrom} or more, carpool where you can and ask about parking when you book.`,
  },
  giftCards: {
    federalMinimumYears: giftCardFederalMinimumYears,
    statement:
      "Gift cards are bought online, arrive by e-mail, pay for any lane booking or private event and never expire; they are not exchanged for cash or refunded once bought, unless the law requires it.",
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
