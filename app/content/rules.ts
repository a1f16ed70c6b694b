/**
 * The house rules: everything a visitor must follow or can rely on, each written once. A rule has
 * one full statement (its answer on /faq, at /faq#{anchor}) and one short form that pages and
 * articles include with a link to that answer; nothing else in the copy tells the rule again. The
 * numbers a rule rests on are its figures, and they reach the copy only through its statements
 * (the content pipeline refuses a post or page that types one, naming the rule to include).
 *
 * Facts (prices, lanes, hours) live in venue.ts; the rules read them from there.
 */
import { buyoutVersusTickets } from "./figures.ts";
import { formatPrice } from "./format.ts";
import { lastCallSummary } from "./hours.ts";
import { buyout, capacity, partners, throwLines, venue, visit, weaponOrder } from "./venue.ts";

/** A number a rule rests on, with what it counts, so the pipeline can recognise it typed in copy. */
export interface RuleFigure {
  readonly value: number | { readonly min: number; readonly max: number };
  readonly unit: "age" | "minutes" | "hours" | "days" | "months" | "years" | "percent" | "people" | "lanes";
}

export interface HouseRule {
  /** The rule's answer on /faq: a link to /faq#{anchor} opens it. By default, the rule's key in kebab case. */
  readonly anchor?: string;
  /** How a link to the rule reads in a sentence: "the age rule". */
  readonly name: string;
  /** The full statement: the FAQ's answer, in Markdown (a paragraph, or a list for the lane rules). */
  readonly statement: string;
  /** One sentence that pages and articles include, always with a link to the full statement. */
  readonly short: string;
  /** How many of the short form's first words carry the link to the full statement ("Throwers are 8 or older"). */
  readonly linkWords: number;
  /** Left out by a rule that rests on no number. */
  readonly figures?: Readonly<Record<string, RuleFigure>>;
}

const figure = <Value extends RuleFigure["value"]>(value: Value, unit: RuleFigure["unit"]) => ({ value, unit });
const range = ({ min, max }: { min: number; max: number }) => `${min}-${max}`;
const spelled = (count: number) => ["no", "one", "two", "three", "four", "five"][count] ?? String(count);

/** The rules of the lanes in the order the briefing teaches them, each with its reason (the first-timer's guide explains each). */
export const laneRules: readonly { readonly title: string; readonly rule: string; readonly why: string }[] = [
  {
    title: "One thrower at a time",
    rule: "Only one person stands in a lane's throwing area, between the safety line and the target, and throws only at that lane's own target.",
    why: "A throw is a full overhead swing, so anyone beside or behind the thrower is inside it, and a throw at an angle sends a bounce sideways, where nobody expects it.",
  },
  {
    title: "Everyone else behind the safety line",
    rule: "Everyone who is not throwing waits behind the safety line painted on the floor, and steps over it only when it is their turn and the lane is clear.",
    why: "The space between the line and the target is the only place an axe travels. With everyone behind the line, nobody can wander into a throw, and the thrower's eyes stay on the target.",
  },
  {
    title: "Look behind you before you throw",
    rule: "Before each throw, the thrower looks back over both shoulders and throws only when nobody is over the safety line; if someone is, the axe stays down until they are back.",
    why: "The coach watches the whole lane, but the thrower is the one about to swing, and one look back catches the friend who stepped up early or the child who wandered over the line.",
  },
  {
    title: "Walk forward only on the coach's call",
    rule: "After a throw, the thrower walks up to the target only when the coach calls the lane clear, and the next thrower steps up only once the retriever is back behind the line.",
    why: "It keeps the one person near the board from ever standing where an axe is heading.",
  },
  {
    title: "Retrieve with care",
    rule: "Pull the axe out by the handle, rocking it gently up and down, with your free hand off the blade and your face out of line with the pull; if it is stuck high or deep, ask the coach.",
    why: "A well-stuck blade can come free suddenly. Rocking loosens the wood's grip slowly, and with your face out of line a sudden release goes nowhere near you.",
  },
  {
    title: "Never catch a falling axe",
    rule: "If an axe bounces back or drops, step back and let it fall, then pick it up by the handle once it is still.",
    why: "The borders soak up most glancing throws, but an axe can still bounce back, and the edge is what a grabbing hand finds first. An axe on the floor hurts nobody.",
  },
  {
    title: "Carry it blade down, and walk",
    rule: "Carry an axe by the handle at your side, the blade pointing at the floor and away from your leg, and walk.",
    why: "If you trip, the axe goes toward the floor rather than toward you or the person beside you, and walking means you rarely trip.",
  },
  {
    title: "Axes go back to the holder",
    rule: "Put the axe back in your lane's holder, and the next thrower takes it from there; nobody hands or tosses an axe, or any other throwing weapon, to anyone.",
    why: "A hand-over puts two people's hands and a blade in the same small space, with neither of them fully in control of it.",
  },
  {
    title: "One weapon in your hand, and nothing else",
    rule: "Hold one weapon at a time and nothing else: no spare blade, phone or drink in your other hand, and never two thrown at once. Food and drinks stay at the tables behind the line.",
    why: "Anything in your other hand moves through your swing and throws off your balance, and a spilled drink by the line is a slip waiting to happen.",
  },
  {
    title: "Hands off the borders",
    rule: "Nobody leans on, climbs or reaches over a lane's borders or the fencing between lanes, and nobody steps into another lane: if anything ends up there, tell the coach.",
    why: "The borders are there to stop glancing axes, so a hand on one is a hand where an axe may land, and the lane next door may be in the middle of a throw.",
  },
  {
    title: "Bags stay behind the line",
    rule: "Bags, coats and shopping stay at your lane's tables behind the safety line, never on the floor of the throwing area or against the borders.",
    why: "A strap or a backpack on the lane floor is a trip for someone carrying an axe, and a thrower stepping into a swing should never have to look down.",
  },
  {
    title: "Tell the coach about a damaged axe",
    rule: "If a head feels loose, a handle is cracked or splintered or an edge is chipped, put the axe in the holder and tell the coach; it comes off the floor.",
    why: "A loose head can part from the handle mid-throw. Coaches check every axe before each session, but the thrower holding it is the first to feel what has changed.",
  },
  {
    title: "Axes are for the target only",
    rule: "No practice swings with an axe or any other weapon in hand, no waving or pointing a blade at anyone and no running on the lanes; a guest who keeps breaking the lane rules after a warning stops throwing, without a refund.",
    why: "A practice swing with an axe in hand, or a blade waved for a photo or a joke, is a blade nobody is watching.",
  },
  {
    title: "Ears free in the throwing area",
    rule: "Throwers wear no earplugs or headphones in the throwing area.",
    why: "The coach's call to stop only works if the thrower hears it.",
  },
  {
    title: "Trick throws need the coach's yes",
    rule: "Spins, behind-the-back throws, off-hand rounds and anything you saw online happen only with the coach's approval.",
    why: "A throw the coach has not seen before is a throw nobody on the lane can predict.",
  },
  {
    title: "The coach's call is final",
    rule: "When the coach says stop, step back or change weapons, do it at once; ask why afterwards.",
    why: "The coach sees the whole lane: a loose handle, a tiring arm, someone drifting toward the line.",
  },
];

const adultAge = 18;
const waiverValidMonths = 12;
const freeChangeHours = 48;
const lateMoveWithinDays = 60;
const depositPercent = 50;
const depositRefundableDays = 14;
const laneHoldMinutes = 15;
const bookPeakAheadDays = { min: 3, max: 5 } as const;
const taxAndTipPercent = { min: 10, max: 15 } as const;
/** US federal law (15 U.S.C. 1693l-1) lets a gift card expire no sooner than this; ours never do. */
const giftCardFederalMinimumYears = 5;
const spectatorsPerLane = 4;
const lostPropertyDays = 30;
const lanesPerCoach = { min: 1, max: 2 } as const;
/** The weapons after the hatchet come out from these ages (the hatchet from the venue's minimum age). */
const weaponAges = { vikingAxe: 12, steelThrowers: 16 } as const;
const vrMinAge = 10;
/** Lanes for a group: one lane for every this many throwers, the top of the sweet spot. */
const perLane = venue.comfortablePlayersPerLane.max;
/** The group that first needs every lane. */
const allLanesFrom = (venue.lanes - 1) * perLane + 1;
/** From this many throwers (more than one lane's worth), two hours give everyone enough turns. */
const twoHoursFrom = perLane + 1;

/** How many lanes a group of throwers books: one for every few, rounding up, up to every lane we have. */
export function lanesFor(throwers: number): number {
  return Math.min(venue.lanes, Math.max(1, Math.ceil(throwers / perLane)));
}

const { oneHour, twoHours } = buyoutVersusTickets;

const [firstWeapon, secondWeapon, ...steelThrowers] = weaponOrder;
const steelList = `${steelThrowers.slice(0, -1).join(", ")} and ${steelThrowers.at(-1)}`;
const vr = partners.vr;

/** Every house rule, by key. The FAQ answers each one under its anchor, in the statement's words. */
const houseRules = {
  laneRules: {
    name: "the lane rules",
    statement: laneRules.map(({ title, rule }, index) => `${index + 1}. **${title}.** ${rule}`).join("\n"),
    short:
      "One thrower at a time, everyone else behind the safety line until the coach calls the lane clear, and axes go back to the holder, never from hand to hand.",
    linkWords: 5,
  },
  waiver: {
    name: "the waiver",
    statement: `Everyone who throws signs our online waiver before their first throw, and a signed waiver covers every visit for ${waiverValidMonths} months. Guests who only watch do not sign one.`,
    short: `Everyone who throws signs the online waiver before the first throw, and it covers every visit for ${waiverValidMonths} months.`,
    linkWords: 7,
    figures: { validMonths: figure(waiverValidMonths, "months") },
  },
  ages: {
    name: "the age rule",
    statement: `Throwers are ${venue.minThrowerAge} or older and able to hold and throw a hatchet safely. The coach decides at the lane, and a child who is not ready yet watches for free and has the ticket refunded.`,
    short: `Throwers are ${venue.minThrowerAge} or older and able to throw a hatchet safely, which the coach judges at the lane.`,
    linkWords: 5,
    figures: { minAge: figure(venue.minThrowerAge, "age") },
  },
  minors: {
    name: "the supervision rule",
    statement: `Throwers under ${adultAge} need their waiver signed by a parent or legal guardian, and an adult stays at their lane for the whole session: that parent or guardian, or another adult, ${adultAge} or older, whom they name on the waiver.`,
    short: `Under-${adultAge}s need a parent or guardian to sign their waiver, and an adult stays at their lane all session: that parent or guardian, or an adult they name on it.`,
    linkWords: 10,
    figures: { adultAge: figure(adultAge, "age") },
  },
  kidsParties: {
    name: "how kids' parties work",
    statement: `At a kids' party, each parent signs their child's waiver online and names the host on it as the adult at the lane, so one adult can look after a lane of up to ${venue.maxPlayersPerLane} children. That adult stays at the lane for the whole session, watching free from behind the safety line while a coach runs the throwing.`,
    short: `At a kids' party, parents name the host on the waiver, and one adult stays with each lane of up to ${venue.maxPlayersPerLane} children.`,
    linkWords: 8,
    figures: { childrenPerAdult: figure(venue.maxPlayersPerLane, "people") },
  },
  youngerSiblings: {
    name: "the rule for younger children",
    statement: `Children under ${venue.minThrowerAge} are welcome to watch, free, with an adult looking after them behind the safety line; they do not throw or go onto the lanes.`,
    short: `Children under ${venue.minThrowerAge} watch free from behind the safety line with an adult; they do not throw.`,
    linkWords: 5,
    figures: { underAge: figure(venue.minThrowerAge, "age") },
  },
  weapons: {
    name: "the weapon ages",
    statement: `Everyone starts on the ${firstWeapon.toLowerCase()} after the briefing, and throwers ${venue.minThrowerAge} to ${weaponAges.vikingAxe - 1} stay on it. Once hatchet throws stick, the coach brings out the others in the house order: the ${secondWeapon} from age ${weaponAges.vikingAxe}, then the ${steelList} from age ${weaponAges.steelThrowers}, because small steel blades with points all round can glance off the board in any direction. The coach goes by the date of birth on each waiver ([how ages are checked](/faq#age-checks)).`,
    short: `Everyone starts on the ${firstWeapon.toLowerCase()}; the ${secondWeapon} comes out from age ${weaponAges.vikingAxe}, and the ${steelList} from ${weaponAges.steelThrowers}.`,
    linkWords: 5,
    figures: { vikingAxe: figure(weaponAges.vikingAxe, "age"), steelThrowers: figure(weaponAges.steelThrowers, "age") },
  },
  ageChecks: {
    name: "how ages are checked",
    statement:
      "Each thrower's date of birth goes on their waiver, and the coach reads the group's waivers at the lane before the briefing. That date decides which weapons a thrower may have and whether [the supervision rule](/faq#minors) applies. If a date does not look right for the thrower, the coach asks the adult who signed; until it is settled, the thrower stays on the hatchet, with an adult at the lane.",
    short: "The date of birth on each waiver decides which weapons a thrower may have, and the coach checks it at the lane.",
    linkWords: 7,
  },
  throwingLines: {
    name: "the throwing lines",
    statement: `Every lane has one target and three throwing lines painted across the floor, ${throwLines.start}, ${throwLines.stepBack} and ${throwLines.long} feet from it, with the safety line behind the ${throwLines.long}-foot line. Everyone starts at the ${throwLines.start}-foot line, and the coach moves a thrower back to a longer line as a challenge once their throws stick. Whichever line you throw from, your front foot stays behind it until the axe has landed. You find your best distance by standing further back from the line, never by stepping past it; if the axe still turns too far with your toes at the line, the coach changes your throw, not the line.`,
    short: `Every lane has lines at ${throwLines.start}, ${throwLines.stepBack} and ${throwLines.long} feet; everyone starts at the ${throwLines.start}-foot line, and your front foot stays behind your line until the axe lands.`,
    linkWords: 10,
  },
  medical: {
    anchor: "medical-conditions",
    name: "the health rule",
    statement:
      "Throwing is light, but it is an overhead swing. If you are pregnant, or have a heart condition or a shoulder, back, wrist or balance problem, ask your doctor before you throw and tell your coach at the briefing: coaches teach seated and one-handed throws and can shorten your turns. You can stop at any time, and anyone who sits out watches free. For VR, the arena sets [its own limits](/faq#vr-limits).",
    short:
      "Pregnant, or living with a heart, joint or balance condition? Ask your doctor before you throw and tell the coach; sitting out is free.",
    linkWords: 10,
  },
  impairment: {
    name: "the impairment rule",
    statement:
      "Nobody throws after drinking alcohol or taking anything that affects judgment or balance: a coach who believes a guest is impaired stops them, the decision is final, and their ticket is not refunded. We serve no alcohol, and none may be brought in.",
    short: "Nobody throws after drinking or taking anything that affects judgment or balance, and no alcohol comes into the building.",
    linkWords: 4,
  },
  footwear: {
    anchor: "what-to-wear",
    name: "the shoe rule",
    statement:
      "Everyone on the lanes wears closed-toe shoes with a flat or low heel; sandals, slides, open-toe shoes and high heels mean watching instead of throwing. Wear clothes you can swing your arms in, tie back long hair, and take off anything that dangles, such as a scarf, a lanyard or a long necklace, before you throw.",
    short: "Closed-toe shoes with a flat or low heel for everyone on the lanes; sandals and heels mean watching, not throwing.",
    linkWords: 8,
  },
  ownEquipment: {
    anchor: "own-axes",
    name: "the equipment rule",
    statement: "Only our own axes and throwing weapons are used on the lanes, so personal axes and throwing gear stay at home.",
    short: "Only our own axes and throwing weapons go on the lanes.",
    linkWords: 7,
  },
  photos: {
    name: "the photo rule",
    statement:
      "Take all the photos and video you like from behind the safety line; nobody films from the throwing area or beside the target. For a group photo at the target, ask the coach: the coach stops the lane, every axe goes back in the holder or stays in the board, the group steps up together, and throwing starts again once everyone is back behind the line. Ask before you film another group, and never film other people's children. Our staff photograph guests for our own pages only when they say yes.",
    short:
      "Photos and video are welcome from behind the safety line; a group photo at the target waits until the coach has stopped the lane.",
    linkWords: 10,
  },
  noise: {
    name: "how loud it is",
    statement:
      "Lively, not deafening: you can talk normally at your lane, and ear protection is not needed. Earplugs are fine while you watch; throwers take them out, as [the lane rules](/faq#lane-rules) say. Weekday afternoons are the quietest time.",
    short: "Lively but not deafening: you can talk normally at your lane, and weekday afternoons are the quietest time.",
    linkWords: 4,
  },
  briefing: {
    name: "the briefing",
    statement: `Check in ${range(visit.arriveEarlyMinutes)} minutes before your booked time. Your time starts with the ${range(visit.briefingMinutes)} minute coaching briefing at your lane, so the briefing is part of your session, not extra time.`,
    short: `Check in ${range(visit.arriveEarlyMinutes)} minutes early: your booked time starts with the ${range(visit.briefingMinutes)} minute briefing, which is part of it.`,
    linkWords: 5,
    figures: { arriveEarly: figure(visit.arriveEarlyMinutes, "minutes"), briefing: figure(visit.briefingMinutes, "minutes") },
  },
  lateArrival: {
    name: "the late-arrival rule",
    statement: `Sessions end at their booked time, however late they start. We hold your lane for ${laneHoldMinutes} minutes; after that it may go to walk-in guests and counts as a late cancellation, so call us if you are running behind. Anyone who misses the briefing throws once a coach has walked them through it.`,
    short: `We hold a lane ${laneHoldMinutes} minutes for latecomers, and the session still ends on time, so call if you are running behind.`,
    linkWords: 8,
    figures: { holdMinutes: figure(laneHoldMinutes, "minutes") },
  },
  coaches: {
    name: "how coaching works",
    statement: `A coach briefs every group at its lane, stays on the floor for the whole session and looks after ${spelled(lanesPerCoach.min)} or ${spelled(lanesPerCoach.max)} lanes at a time, watching every throw on them. The coach brings out each weapon, switches the projected games, keeps the score honest and has the final word on safety. Coaches check every axe before each session, are trained in first aid and keep a first-aid kit at the lanes: tell one about any injury, however small.`,
    short: `A coach briefs every group and stays on the floor all session, looking after ${spelled(lanesPerCoach.min)} or ${spelled(lanesPerCoach.max)} lanes at a time.`,
    linkWords: 12,
    figures: { lanesPerCoach: figure(lanesPerCoach, "lanes") },
  },
  groupSize: {
    name: "how many fit a lane",
    statement: `Up to ${venue.maxPlayersPerLane} players share a lane, one thrower at a time, and every player needs a ticket: you pay per player, not per lane, so a second lane costs nothing extra. Turns move best with ${venue.comfortablePlayersPerLane.min} or ${perLane} on a lane, so plan one lane for every ${perLane} throwers, rounding up: up to ${perLane} take one lane, ${perLane + 1} to ${2 * perLane} take two, and so on. From ${allLanesFrom} throwers all ${venue.lanes} of our lanes are in use, and they hold up to ${capacity.laneThrowers}, with ${venue.maxPlayersPerLane} on some lanes.`,
    short: `Up to ${venue.maxPlayersPerLane} share a lane, each with a ticket; plan one lane for every ${perLane} throwers, rounding up, so ${perLane + 1} to ${2 * perLane} take two.`,
    linkWords: 6,
    figures: {
      sweetSpot: figure(venue.comfortablePlayersPerLane, "people"),
      perLane: figure(perLane, "people"),
      twoLanes: figure({ min: perLane + 1, max: 2 * perLane }, "people"),
      allLanesFrom: figure(allLanesFrom, "people"),
    },
  },
  sessionLength: {
    anchor: "how-long",
    name: "how long to book",
    statement: `Lane bookings are one hour or two. An hour suits up to ${twoHoursFrom - 1} throwers, who share one lane at its best pace; from ${twoHoursFrom}, a group plays on two lanes or more and gets the most from two hours, with time for games and a final. Throwing is light and every thrower rests while the others take their turns, so arms last two hours; anyone who tires sits out a round.`,
    short: `Book an hour for up to ${twoHoursFrom - 1} throwers and two hours from ${twoHoursFrom}; turns leave rest between throws, so arms last two hours.`,
    linkWords: 13,
    figures: { twoHoursFrom: figure(twoHoursFrom, "people") },
  },
  packages: {
    name: "what a booking includes",
    statement: `Every lane booking gives your group a private lane, the coaching briefing, a coach on the floor, the weapons each thrower's age allows and all ${venue.projectedGames} projected games with digital scoring. Every player needs a ticket, for one hour or two, and a two-hour ticket costs less than two one-hour tickets.`,
    short: `Every booking includes a private lane, the briefing, a coach on the floor, the weapons your age allows and all ${venue.projectedGames} projected games.`,
    linkWords: 3,
  },
  buyout: {
    name: "the buyout",
    statement: `A buyout, our ${buyout.packageName} package, gives you the whole venue, every lane, the cafe and free-roam VR at ${vr.name}, for ${buyout.guestsFrom} to ${buyout.guestsUpTo} guests at ${formatPrice(buyout.hourly)} an hour, booked by phone. It takes ${buyout.guestsUpTo} because VR is part of it: ${capacity.laneThrowers} throw on the ${venue.lanes} lanes while a squad of up to ${capacity.vrSquad} plays in the arena, and about ${capacity.comfortable} is comfortable: ${range(capacity.lanesComfortable)} at the lanes, ${range(venue.comfortablePlayersPerLane)} to a lane, and a squad in the arena. A buyout buys privacy, not a lower price: tickets for the same time cost more than the buyout only from ${oneHour.breakEven} guests for one hour, or ${twoHours.breakEven} for two, more than its ${buyout.guestsUpTo}, so for any group it takes, tickets cost less. Beyond ${buyout.guestsUpTo}, a team-building buyout takes up to ${buyout.rotationUpTo}, with squads rotating between the lanes (${capacity.laneThrowers}), the arena (${capacity.vrSquad}) and the cafe (${capacity.cafeRotationSeats}), as a custom quote.`,
    short: `A buyout is the whole venue, VR included, for ${buyout.guestsFrom}-${buyout.guestsUpTo} guests at ${formatPrice(buyout.hourly)} an hour, booked by phone; it buys privacy, not a lower price.`,
    linkWords: 6,
    figures: {
      guests: figure({ min: buyout.guestsFrom, max: buyout.guestsUpTo }, "people"),
      guestsUpTo: figure(buyout.guestsUpTo, "people"),
      rotationUpTo: figure(buyout.rotationUpTo, "people"),
      comfortable: figure(capacity.comfortable, "people"),
      lanesComfortable: figure(capacity.lanesComfortable, "people"),
    },
  },
  spectators: {
    name: "the spectator rule",
    statement: `Guests who are not throwing watch for free, seated behind the safety line: up to ${spectatorsPerLane} at each lane, and any more from the cafe. Anyone who throws, even once, needs a ticket and a signed waiver.`,
    short: `Non-throwers watch free from behind the safety line, up to ${spectatorsPerLane} a lane; anyone who throws needs a ticket and a waiver.`,
    linkWords: 3,
    figures: { perLane: figure(spectatorsPerLane, "people") },
  },
  walkIns: {
    name: "when to book",
    statement: `Walk-in guests are welcome whenever a lane is free, at the same prices as online; for Friday and Saturday evenings, book ${range(bookPeakAheadDays)} days ahead.`,
    short: `Walk-ins are welcome when a lane is free; book Friday and Saturday evenings ${range(bookPeakAheadDays)} days ahead.`,
    linkWords: 8,
    figures: { bookAhead: figure(bookPeakAheadDays, "days") },
  },
  lastBooking: {
    name: "the latest start",
    statement: `Lane bookings end by closing time, so the last one-hour booking starts an hour before closing (${lastCallSummary()}) and the last two-hour booking two hours before (${lastCallSummary("twoHours")}). A buyout is booked by the hour and also ends at closing.`,
    short: "Bookings end by closing time: the last one-hour booking starts an hour before it, the last two-hour booking two hours before.",
    linkWords: 5,
  },
  headcount: {
    name: "the headcount rule",
    statement: `The headcount you book is the headcount you pay for: lower it free of charge up to ${freeChangeHours} hours before the booking, and after that a guest who does not come is still charged. Players can be added on the day while the lane has room.`,
    short: `Lower your headcount free up to ${freeChangeHours} hours ahead; after that every booked guest is charged.`,
    linkWords: 8,
    figures: { freeChangeHours: figure(freeChangeHours, "hours") },
  },
  cancellation: {
    name: "the cancellation rule",
    statement: `Cancel or reschedule a lane booking free of charge up to ${freeChangeHours} hours before it starts; after that, we move it once to a date within ${lateMoveWithinDays} days but do not refund it. If we ever have to close, we refund or rebook every affected booking in full.`,
    short: `Cancel or move a lane booking free up to ${freeChangeHours} hours ahead; later, we move it once within ${lateMoveWithinDays} days but do not refund it.`,
    linkWords: 11,
    figures: { freeChangeHours: figure(freeChangeHours, "hours"), lateMoveWithinDays: figure(lateMoveWithinDays, "days") },
  },
  deposits: {
    name: "the deposit rule",
    statement: `Lane bookings are paid in full when you book online. A buyout or private event is held by a ${depositPercent}% deposit, and the balance is due on the day.`,
    short: `Lanes are paid in full online; a buyout or private event is held by a ${depositPercent}% deposit.`,
    linkWords: 6,
    figures: { percent: figure(depositPercent, "percent") },
  },
  eventCancellation: {
    anchor: "private-event-cancellation",
    name: "canceling a private event",
    statement: `Cancel a buyout or private event up to ${depositRefundableDays} days before the date and the deposit is refunded in full. Inside those ${depositRefundableDays} days the deposit is not refunded, but we move the event once to a date within ${lateMoveWithinDays} days, and if we ever have to close, we refund or rebook it in full.`,
    short: `Cancel a buyout or private event up to ${depositRefundableDays} days ahead for a full deposit refund; later, we move it once within ${lateMoveWithinDays} days.`,
    linkWords: 10,
    figures: { refundableDays: figure(depositRefundableDays, "days"), lateMoveWithinDays: figure(lateMoveWithinDays, "days") },
  },
  taxAndTips: {
    name: "tax and tips",
    statement: `Our prices are before sales tax, which is added when you pay. We add no service charge, not even for a buyout, and tipping your coach or the cafe is welcome but never expected. To budget a visit, add ${range(taxAndTipPercent)}% to our whole bill, lane tickets and cafe orders included, for the tax and any tip. That allowance covers our bill only: a meal next door, a VR mission at the arena or a ride across town has its own tax and tipping, so budget each of those separately.`,
    short: `Our prices are before sales tax, with no service charge; add ${range(taxAndTipPercent)}% to our bill for tax and any tip, and budget meals, VR and rides elsewhere separately.`,
    linkWords: 10,
    figures: { budgetPercent: figure(taxAndTipPercent, "percent") },
  },
  weather: {
    name: "the weather rule",
    statement:
      "Rain and heat do not close us. If ice, flooding or a severe-weather warning makes the roads unsafe, we close, post it on our social pages and contact every booking to refund or rebook it in full; on a day we stay open, the usual cancellation terms apply.",
    short:
      "Rain and heat do not close us; if the roads are unsafe, we close and refund or rebook every booking in full, and on a day we stay open the usual cancellation terms apply.",
    linkWords: 7,
  },
  giftCards: {
    name: "gift cards",
    statement: `Gift cards are bought online, arrive by e-mail, pay for any lane booking or private event and never expire (US federal law only asks that a gift card last at least ${giftCardFederalMinimumYears} years from when it was issued or last loaded). They are not exchanged for cash or refunded once bought, unless the law requires it.`,
    short: "Gift cards are sold online, pay for any booking and never expire.",
    linkWords: 2,
    figures: { federalMinimumYears: figure(giftCardFederalMinimumYears, "years") },
  },
  food: {
    anchor: "food-and-cake",
    name: "the food rule",
    statement:
      "A birthday or celebration cake is welcome at no charge, and so is food a guest needs for an allergy or a medical or religious diet, labeled with their name. Everything else to eat and drink comes from our cafe, whose staff can tell you what is in everything on the menu.",
    short:
      "Outside food stays outside, except a celebration cake and food a guest needs for an allergy or a medical or religious diet, labeled with their name.",
    linkWords: 4,
  },
  smoking: {
    name: "the smoking rule",
    statement: "Nobody smokes or vapes anywhere in the building, e-cigarettes included; smokers step outside, away from the entrance.",
    short: "No smoking or vaping anywhere in the building.",
    linkWords: 4,
  },
  pets: {
    name: "the pet rule",
    statement: "Only service animals come inside; pets stay at home, because an Austin car is no place to leave one waiting.",
    short: "Only service animals come inside, so pets stay at home.",
    linkWords: 5,
  },
  accessibility: {
    name: "accessibility",
    statement:
      "The entrance, lanes, cafe and restrooms are step-free; coaches teach seated and wheelchair throwing, and service animals are welcome.",
    short: "The venue is step-free, and coaches teach seated and wheelchair throwing.",
    linkWords: 4,
  },
  parking: {
    name: "parking",
    statement: `Parking is free in the lot we share with ${vr.name}, with accessible spaces beside the entrance; for a group of ${buyout.guestsFrom} or more, carpool where you can and ask about parking when you book.`,
    short: `Parking is free in the shared lot; for ${buyout.guestsFrom} or more, carpool and mention it when you book.`,
    linkWords: 7,
    figures: { carpoolFrom: figure(buyout.guestsFrom, "people") },
  },
  lostProperty: {
    name: "lost property",
    statement: `We keep anything left behind for ${lostPropertyDays} days. Call or e-mail us with a description and we hold it at the front desk for you; after ${lostPropertyDays} days, unclaimed items are donated, and cards and documents are destroyed.`,
    short: `We keep lost property for ${lostPropertyDays} days; call or e-mail with a description.`,
    linkWords: 7,
    figures: { keepDays: figure(lostPropertyDays, "days") },
  },
  vrTiming: {
    anchor: "vr",
    name: "the VR timing rule",
    statement: `Leave ${vr.bufferMinutes} minutes between the two. After a mission, book your lane to start ${vr.bufferMinutes} minutes after it ends: you check in for the lanes during those minutes, so there is no need to arrive early as well. Before a mission, book it to start ${vr.bufferMinutes} minutes after your lane time ends.`,
    short: `Start your lane ${vr.bufferMinutes} minutes after a VR mission ends (you check in during the gap), or a mission ${vr.bufferMinutes} minutes after your lane time.`,
    linkWords: 10,
    figures: { bufferMinutes: figure(vr.bufferMinutes, "minutes") },
  },
  vrLimits: {
    name: "the VR limits",
    statement: `${vr.name} sets its own limits and checks them at its desk: players are ${vrMinAge} or older, and its headsets are not for anyone who is pregnant, has epilepsy or has had a seizure, has a heart condition or a balance disorder, or is prone to motion sickness. Nobody plays after drinking alcohol. Glasses fit under the headsets, and the arena's staff have the final word.`,
    short: `VR missions are for players ${vrMinAge} and up, and not for anyone pregnant, with epilepsy or a past seizure, a heart condition, a balance disorder or a tendency to motion sickness; the arena has the final word.`,
    linkWords: 8,
    figures: { minAge: figure(vrMinAge, "age") },
  },
} as const satisfies Record<string, HouseRule>;

const kebabCase = (key: string) => key.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`);

/** The house rules, each with its anchor and its figures (empty for a rule that rests on no number). */
export const rules = Object.fromEntries(
  Object.entries(houseRules).map(([key, rule]) => [key, { anchor: kebabCase(key), figures: {}, ...rule }]),
) as {
  readonly [Key in keyof typeof houseRules]: (typeof houseRules)[Key] & {
    readonly anchor: string;
    readonly figures: Readonly<Record<string, RuleFigure>>;
  };
};

export type RuleKey = keyof typeof rules;

/** Where a rule's full statement is: its answer on /faq. */
export function ruleHref(key: RuleKey): string {
  return `/faq#${rules[key].anchor}`;
}

/**
 * A rule as pages include it: the short form (without its full stop), split where its link ends, so
 * the link sits on the words that mean the rule and the Markdown copy and the components word it the
 * same way. Punctuation after the last linked word stays outside the link.
 */
export function ruleReference(key: RuleKey) {
  const { short: sentence, name, linkWords } = rules[key];
  const short = sentence.replace(/\.$/, "");
  const words = short.split(" ");
  const lastLinked = (words[linkWords - 1] ?? "").replace(/[,;:?]$/, "");
  const linked = [...words.slice(0, linkWords - 1), lastLinked].join(" ");
  return { short, linked, rest: short.slice(linked.length), name, href: ruleHref(key) };
}
