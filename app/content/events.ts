/**
 * Copy for the four event landing pages. Every business fact (prices, lanes, ages, partners, group
 * limits, phone) is read from venue.ts so the pages never drift from the rest of the site.
 */

import { formatPrice } from "../lib/format.ts";
import type { EventPageContent, EventPageCopy } from "./event-page-types.ts";
import { type EventPagePath, eventPageEntries } from "./site-pages.ts";
import { capacity, claims, groupLimits, partners, prices, venue, weaponProgression } from "./venue.ts";

const brand = ` | ${venue.name}`;
const oneHour = formatPrice(prices.oneHour);
const twoHours = formatPrice(prices.twoHours);
const vr = partners.vr;
const restaurant = partners.restaurant;
const phone = venue.phone.display;

const birthday: EventPageCopy = {
  head: {
    title: `Birthday Parties in South Austin${brand}`,
    description: `Coached axe throwing birthday parties in South Austin from ${oneHour} per person: private lanes, guests from age ${venue.minThrowerAge}, free-roam VR and pizza on site.`,
    keywords: [
      "birthday party Austin",
      "axe throwing birthday party",
      "kids birthday party South Austin",
      "teen birthday party Austin",
      "indoor birthday party Austin",
      "VR birthday party Austin",
    ],
  },
  hero: {
    title: "Birthdays That Hit the Bullseye",
    lead: `Give the guest of honor a private lane, a coach on the floor and pizza from our cafe. Birthday parties start at ${oneHour} per person for a full hour.`,
  },
  blocks: [
    {
      kind: "intro",
      title: "A Birthday Party Worth Talking About",
      paragraphs: [
        `${venue.name} welcomes birthday throwers from age ${venue.minThrowerAge}, and kids throw with a parent or guardian alongside them. Every party begins with a 5-10 minute coaching briefing. ${weaponProgression.first} Even first-timers are sticking throws before the first slice of pizza.`,
        `With all ${venue.lanes} lanes under one roof, there is room for a small family celebration or the whole soccer team. When the group wants a change of pace, ${vr.name} is ${vr.where}, with ${vr.sessionLength} for ${vr.players}.`,
        "Our on-site cafe keeps the party fed with pizza, wings, snacks and soft drinks, so nobody has to leave the building between rounds. Just remember closed-toe shoes for everyone who plans to throw.",
      ],
      highlights: [
        `Guests from age ${venue.minThrowerAge}`,
        `${venue.lanes} private lanes`,
        `Free-roam VR at ${vr.name}`,
        "Pizza, wings, snacks and soft drinks",
      ],
    },
    {
      kind: "cards",
      id: "why-us",
      title: "Why Choose Us for a Birthday",
      cards: [
        {
          title: "Indoors, Whatever the Weather",
          text: "Austin summers run hot and spring storms roll in fast. Our hall is indoors and comfortable year-round, so the party goes ahead on schedule.",
        },
        {
          title: "Anti-Bounce Borders",
          text: "Every private lane is framed with anti-bounce borders that keep missed throws from rebounding, so parents can relax while the kids find their range.",
        },
        {
          title: "End-Grain Targets",
          text: "We throw at end-grain wood targets, which grip a blade cleanly and give young throwers more of those satisfying sticks.",
        },
        {
          title: "Projected Games, Digital Scoring",
          text: "Pick from 12 projected target games with digital scoring. The scoreboard keeps count, so the birthday crowd can focus on bragging rights.",
        },
      ],
    },
    {
      kind: "cards",
      id: "features",
      title: "Birthday Party Features",
      cards: [
        {
          title: "Birthday Specials",
          text: "Mention the birthday when you book, and your coach will give the guest of honor the first throw and a proper shout-out in front of the group.",
        },
        {
          title: "Group Fun",
          text: `Up to ${venue.maxPlayersPerLane} throwers share each lane, and bigger parties spread across neighboring lanes for head-to-head games. Everyone gets plenty of turns.`,
        },
        {
          title: "Photo Opportunities",
          text: "The lanes make a great backdrop for the first bullseye and the group shot in front of the target. Keep a phone handy, because the best moments happen fast.",
        },
        {
          title: "Birthday Champion",
          text: "Finish with a final round to crown a birthday champion. Whether it's the guest of honor or a surprise contender, the winner heads home with bragging rights.",
        },
      ],
    },
  ],
  packages: [
    {
      title: "Standard Birthday",
      price: prices.oneHour,
      unit: "per person, 1 hour",
      bullets: ["Private lane for 1 hour", "Birthday recognition for the guest of honor", "Coaching from our on-floor team"],
      action: "book",
    },
    {
      title: "Premium Birthday",
      price: null,
      unit: "by phone",
      bullets: ["Extended throwing time", `Free-roam VR at ${vr.name} included`, "Planning help from our events team"],
      action: "call",
    },
  ],
  event: {
    name: `Birthday Parties at ${venue.name}`,
    description: `Coached axe throwing birthday parties in South Austin for guests from age ${venue.minThrowerAge}, with private lanes, projected games, free-roam VR and an on-site cafe.`,
  },
};

const bachelor: EventPageCopy = {
  head: {
    title: `Bachelor & Bachelorette Parties in Austin${brand}`,
    description: `Axe throwing bachelor and bachelorette parties in South Austin from ${twoHours} per person for 2 hours: private lanes, tournament brackets and free-roam VR.`,
    keywords: [
      "bachelor party Austin",
      "bachelorette party Austin",
      "axe throwing bachelor party",
      "bachelorette ideas Austin",
      "alcohol-free bachelorette party",
      "group activities South Austin",
    ],
  },
  hero: {
    title: "Last Throw Before the Vows",
    lead: `Bring the crew to South Austin for a private lane, a tournament bracket and a guest of honor in the spotlight. Two hours on the lanes start at ${twoHours} per person.`,
  },
  blocks: [
    {
      kind: "intro",
      title: "A Different Kind of Send-Off",
      paragraphs: [
        "Before the wedding weekend gets busy, give the group something to do together. Our coaches get every first-timer sticking throws, then set up the games so the competition builds as the session goes on.",
        `We're an alcohol-free, family-first venue, which keeps everyone sharp at the line and makes us an easy fit for mixed crowds or the afternoon before a rehearsal dinner. When the bracket is settled, ${restaurant.name} serves ${restaurant.cuisine} ${restaurant.where}.`,
      ],
      highlights: [
        `${venue.lanes} private lanes`,
        "Tournament brackets",
        `${vr.name} ${vr.where}`,
        `${restaurant.name} ${restaurant.where}`,
      ],
    },
    {
      kind: "cards",
      id: "reasons",
      title: "Why Wedding Crews Pick Axe Throwing",
      cards: [
        {
          title: "Bride-Approved",
          text: "It's active, a little daring and great on camera, which is why so many brides put it on the weekend plan. Nobody needs experience to join in.",
        },
        {
          title: "Tomahawks, Ninja Stars and Batarangs",
          text: `Start with the tomahawk-style hatchet, step up to the Viking axe, then try ninja stars, throwing cards and bat throwers, which most groups call batarangs. With ${claims.weapons} weapons to rotate through, no two rounds feel the same.`,
        },
        {
          title: "Not Just for Guys",
          text: "Bachelorette crews and mixed groups fill our lanes too. Technique beats strength at the line, so anyone can take the bracket.",
        },
      ],
    },
    {
      kind: "text",
      id: "bachelorette",
      title: "Planning a Bachelorette in Austin",
      paragraphs: [
        "Austin draws bachelorette weekends from all over, and an afternoon on the lanes is a welcome change from brunches and boat days. The bride throws first, the group cheers every stick, and the photos look nothing like the rest of the camera roll.",
        `Book two hours on a private lane online, or call ${phone} and we'll help fit axe throwing, a ${vr.name} mission and a meal at ${restaurant.name} into one easy stop.`,
        "Closed-toe shoes are required on the lanes, so save the sandals for the pool.",
      ],
    },
    {
      kind: "cards",
      id: "why-us",
      title: "Why Ironbark for Your Party",
      cards: [
        {
          title: "Private Lanes",
          text: `Your group gets its own lane, with up to ${venue.maxPlayersPerLane} throwers each, anti-bounce borders and end-grain targets that reward a clean release.`,
        },
        {
          title: "Coaches on the Floor",
          text: "Every session opens with a 5-10 minute briefing, and our coaches stay on the floor to fix grips, settle close calls and keep the bracket moving.",
        },
        {
          title: "Free-Roam VR in the Building",
          text: `${vr.name} is ${vr.where}, with ${vr.sessionLength} for ${vr.players}. Split the group between the lanes and the arena, or book both back to back.`,
        },
        {
          title: "Games With Digital Scoring",
          text: "Twelve projected target games put the scores on the wall, so the debate over who really won is settled before anyone leaves.",
        },
      ],
    },
    {
      kind: "large-group",
      title: "Bringing a Big Crew?",
      paragraphs: [
        `Groups of ${groupLimits.bachelor.largeGroupFrom} or more players can spread across several lanes with one shared bracket, and a full venue buyout hosts up to ${groupLimits.bachelor.buyoutUpTo} guests.`,
        `Large-group pricing varies with guest count, duration and activities. Call us at ${phone} and we'll put together a quote that fits the plan.`,
      ],
    },
    {
      kind: "cards",
      id: "features",
      title: "Party Features",
      cards: [
        {
          title: "Royal Treatment",
          text: "The guest of honor gets the first throw, the top seed in the bracket and a moment of recognition from the coach. A little ceremony goes a long way.",
        },
        {
          title: "Private Venue",
          text: "Take a private lane for your crew, or book the whole hall with free-roam VR included. Either way, the party is yours.",
        },
        {
          title: "Competition Mode",
          text: "Run a tournament bracket across the projected games and crown a champion. Digital scoring keeps it fair, even when the trash talk isn't.",
        },
        {
          title: "Photo Memories",
          text: "Mid-throw action, the first bullseye and the whole group lined up by the target: the lanes deliver the photos the group chat will want by morning.",
        },
      ],
    },
  ],
  packages: [
    {
      title: "Party Standard",
      price: prices.twoHours,
      unit: "per person, 2 hours",
      bullets: ["2 hours on a private lane", "Tournament bracket", "Special recognition for the guest of honor"],
      action: "book",
    },
    {
      title: "Premium Party",
      price: null,
      unit: "by phone",
      bullets: ["Full venue buyout or private access", `Free-roam VR at ${vr.name}`, `Up to ${groupLimits.bachelor.buyoutUpTo} guests`],
      action: "call",
    },
  ],
  event: {
    name: `Bachelor and Bachelorette Parties at ${venue.name}`,
    description: `Private-lane axe throwing for bachelor and bachelorette parties in South Austin, with tournament brackets, coaching and free-roam VR in the same building.`,
  },
};

const teamBuilding: EventPageCopy = {
  head: {
    title: `Team Building Axe Throwing in Austin${brand}`,
    description: `Corporate team building in South Austin from ${twoHours} per person for 2 hours: coached axe throwing, tournaments, free-roam VR and food from our cafe.`,
    keywords: [
      "team building Austin",
      "corporate events Austin",
      "axe throwing team building",
      "company outing South Austin",
      "corporate buyout Austin",
      "office party Austin",
      "team outing ideas Austin",
    ],
  },
  hero: {
    title: "Team Building With an Edge",
    lead: `Swap the conference room for coached axe throwing, friendly tournaments and free-roam VR in South Austin. Two-hour sessions start at ${twoHours} per person.`,
  },
  blocks: [
    {
      kind: "intro",
      title: "An Outing Your Team Will Actually Talk About",
      paragraphs: [
        "Axe throwing puts everyone on equal footing: the new hire and the VP start with the same 5-10 minute coaching briefing, and both cheer the first throw that sticks. Coaches stay on the floor the whole time, so planners can join in instead of running the event.",
        "We're alcohol-free and easy to schedule around a workday, with private lanes for small teams and full buyouts for whole departments. Closed-toe shoes are required, which is worth a line in the calendar invite.",
      ],
      highlights: [
        "Coached from the first throw",
        "Tournaments and team activities",
        `${vr.name} ${vr.where}`,
        `Food from our cafe and ${restaurant.name}`,
      ],
    },
    {
      kind: "cards",
      id: "highlights",
      title: "Everything Under One Roof",
      cards: [
        {
          title: `${venue.lanes} Private Lanes`,
          text: `Up to ${venue.maxPlayersPerLane} throwers share each lane, and with ${venue.lanes} lanes in the hall we can run a whole department through a single bracket.`,
        },
        {
          title: "Free-Roam VR Option",
          text: `Add ${vr.name}, ${vr.where}, with ${vr.sessionLength} for ${vr.players}. Rotating squads between the lanes and the arena keeps the energy up.`,
        },
        {
          title: "Food and Catering",
          text: `Our on-site cafe serves pizza, wings, snacks and soft drinks for breaks between rounds, and ${restaurant.name} serves ${restaurant.cuisine} ${restaurant.where}. Ask about feeding the group when you plan the day.`,
        },
      ],
    },
    {
      kind: "cards",
      id: "why-us",
      title: "Why Teams Choose Ironbark",
      cards: [
        {
          title: "Built for Every Skill Level",
          text: "Nobody needs to be athletic to stick a throw. Our coaches teach a simple technique that gets most first-timers on the board within their first 15 minutes.",
        },
        {
          title: "Safe, Private Lanes",
          text: "Each team throws on its own lane with anti-bounce borders and end-grain targets, and a coach is always nearby.",
        },
        {
          title: "Scoring That Starts Conversations",
          text: "Projected games with digital scoring make it easy to run department brackets, mix up teams and revisit the results at the next all-hands.",
        },
        {
          title: "Easy for Planners",
          text: `One call to ${phone} covers lanes, VR, food and timing. We help size the group, set the agenda and keep the day on schedule.`,
        },
      ],
    },
    {
      kind: "large-group",
      title: "Large Teams and Company Buyouts",
      paragraphs: [
        `For groups of ${groupLimits.teamBuilding.largeGroupFrom} or more players, we set up multi-lane tournaments and team rotations. A team-building buyout of the whole venue hosts up to ${groupLimits.teamBuilding.buyoutUpTo} guests because ${capacity.rotationNote}. A group that stays on the lanes together tops out at ${capacity.lanesMax}.`,
        `Large-group pricing varies with guest count, duration and activities. Call ${phone} and our events team will build a quote around your headcount and schedule.`,
      ],
    },
    {
      kind: "cards",
      id: "features",
      title: "Team Building Features",
      cards: [
        {
          title: "Guided Tournaments",
          text: "Coaches run the bracket, explain each game and keep things moving, so the competition stays friendly and the schedule stays tight.",
        },
        {
          title: "Team Challenges",
          text: "Mix departments into new teams, play cooperative games and give quieter colleagues a chance to shine.",
        },
        {
          title: "Flexible Scheduling",
          text: "Afternoon sessions, after-work outings and weekend events all work. Tell us your window and we'll fit the program to it.",
        },
        {
          title: "Recognition Moments",
          text: "Close with a champion, a most-improved award or a nod to the best team spirit. It gives the outing a clear finish and a story for Monday.",
        },
      ],
    },
  ],
  packages: [
    {
      title: "Team Standard",
      price: prices.twoHours,
      unit: "per person, 2 hours",
      bullets: ["Coaching for every thrower", "Tournaments", "Team activities"],
      action: "book",
    },
    {
      title: "Corporate Buyout",
      price: null,
      unit: "by phone",
      bullets: [
        "Full venue buyout",
        `Free-roam VR at ${vr.name} included`,
        `Up to ${groupLimits.teamBuilding.buyoutUpTo} guests, rotating through lanes, VR and cafe`,
      ],
      action: "call",
    },
  ],
  event: {
    name: `Team Building at ${venue.name}`,
    description: `Coached axe throwing, tournaments and free-roam VR for corporate teams in South Austin, with private lanes and full venue buyouts for larger groups.`,
  },
};

const specialEvents: EventPageCopy = {
  head: {
    title: `Special Event Venue in South Austin${brand}`,
    description: `Celebrate anniversaries, graduations, reunions and more with axe throwing in South Austin from ${oneHour} per person: private lanes, coaching and VR.`,
    keywords: [
      "special events Austin",
      "private event venue Austin",
      "graduation party Austin",
      "anniversary ideas Austin",
      "holiday party Austin",
      "reunion venue South Austin",
      "divorce party Austin",
    ],
  },
  hero: {
    title: "Your Occasion, Our Lanes",
    lead: `From anniversaries to reunions, bring your people to South Austin for private lanes and coached throwing. Sessions start at ${oneHour} per person.`,
  },
  blocks: [
    {
      kind: "intro",
      title: "Whatever You're Celebrating",
      paragraphs: [
        "Some occasions call for more than a dinner reservation. We host anniversaries, graduations, wedding parties, reunions, holiday gatherings, divorce parties and client hosting, each on private lanes with a coach on the floor.",
        `The venue is alcohol-free and family-first, so grandparents, graduates and kids from age ${venue.minThrowerAge} (with a parent or guardian) can all take a turn. ${vr.name} is ${vr.where}, and ${restaurant.name} is ${restaurant.where} when the celebration moves on to dinner.`,
      ],
      highlights: [
        "Anniversaries",
        "Graduations",
        "Wedding parties",
        "Reunions",
        "Holiday gatherings",
        "Divorce parties",
        "Client hosting",
      ],
    },
    {
      kind: "cards",
      id: "features",
      title: "What Every Event Includes",
      cards: [
        {
          title: "Private Lanes",
          text: `Your guests get their own lane, up to ${venue.maxPlayersPerLane} throwers each, with anti-bounce borders and end-grain targets.`,
        },
        {
          title: "Coaching From the Start",
          text: "A 5-10 minute briefing covers grip, stance and safety, then coaches stay on the floor to help every guest land a throw.",
        },
        {
          title: "Games and Weapons",
          text: `Choose among 12 projected target games with digital scoring and ${claims.weapons} weapons, from the classic hatchet and Viking axe to ninja stars and throwing cards.`,
        },
        {
          title: "Food and VR Close By",
          text: `Our cafe serves pizza, wings, snacks and soft drinks, and ${vr.name} runs ${vr.sessionLength} ${vr.where}.`,
        },
      ],
    },
    {
      kind: "cards",
      id: "event-types",
      title: "Events We Host",
      cards: [
        {
          title: "Anniversary Celebrations",
          text: "Trade the usual dinner for a friendly rivalry on the lanes. A head-to-head round for two makes another year together feel new.",
        },
        {
          title: "Graduation Parties",
          text: "Celebrate the grad with family, friends and a little competition. It works for high school and college crowds alike, and nobody needs experience.",
        },
        {
          title: "Holiday Events",
          text: "Gather friends, family or coworkers for a seasonal outing that beats another potluck. Indoor lanes keep plans steady whatever December brings.",
        },
        {
          title: "Corporate Retreats",
          text: "Add a coached session to the retreat agenda for a break that gets people talking across teams. We can fit it around meetings and meals.",
        },
        {
          title: "Fundraising Events",
          text: "Host a tournament for a cause, with team entries and a bracket your supporters can rally around. Call us to shape the format.",
        },
        {
          title: "Community Gatherings",
          text: "Clubs, congregations, neighborhood associations and alumni chapters all fit on our lanes. It's an easy way to bring a South Austin crowd together.",
        },
      ],
    },
    {
      kind: "large-group",
      title: "Hosting a Larger Group",
      paragraphs: [
        `Events with ${groupLimits.specialEvents.largeGroupFrom} or more players can take several lanes at once, and we host up to ${groupLimits.specialEvents.buyoutUpTo} guests for a private event.`,
        "Large-group pricing varies with guest count, duration and activities. Tell us about the occasion and we'll recommend the lanes, timing and add-ons that suit it.",
      ],
    },
    {
      kind: "call-card",
      title: "Plan Your Event",
      text: `Call us at ${phone} to talk through dates, headcount and ideas. Our events team will help shape the day and send a quote.`,
    },
  ],
  packages: [
    {
      title: "Event Standard",
      price: prices.oneHour,
      unit: "per person, 1 hour",
      bullets: ["Private lane for 1 hour", "Coaching from our on-floor team", "12 projected target games"],
      action: "book",
    },
    {
      title: "Private Event",
      price: null,
      unit: "by phone",
      bullets: [
        "Private access or full venue buyout",
        `Up to ${groupLimits.specialEvents.buyoutUpTo} guests`,
        "Planning help from our events team",
      ],
      action: "call",
    },
  ],
  event: {
    name: `Special Events at ${venue.name}`,
    description: `Private axe throwing events in South Austin for anniversaries, graduations, reunions, holidays and client hosting, with coaching, projected games and free-roam VR.`,
  },
};

const copy: Record<EventPagePath, EventPageCopy> = {
  "/birthday-parties": birthday,
  "/bachelor-parties": bachelor,
  "/team-building": teamBuilding,
  "/special-events": specialEvents,
};

export const eventPages: readonly EventPageContent[] = eventPageEntries.map((entry) => ({ ...entry, ...copy[entry.path] }));

export function findEventPage(path: string): EventPageContent | undefined {
  return eventPages.find((page) => page.path === path);
}
