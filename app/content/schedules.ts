/**
 * Every itinerary the articles show, as data: the builder (schedule-builder.ts) works out the times
 * from the facts and keeps the VR gap, the opening hours and the impairment rule; articles include a
 * schedule as {{schedule.name}} and a step's times as {{schedule.name.step.start}} and .end.
 */
import { type BookingLength, clockToMinutes, minutesToClock } from "./hours.ts";
import { rules } from "./rules.ts";
import type { LanePart, ScheduleSpec, ScheduleStep } from "./schedule-builder.ts";
import { partners, visit } from "./venue.ts";

const vr = partners.vr.name;
const restaurant = partners.restaurant.name;
const { short, full } = partners.vr.missionMinutes;
const squad = partners.vr.playerCount.max;

/**
 * An agenda for one lane booking, counted from the start of lane time so it fits any day: the
 * booking's parts after the briefing, then anything that follows it.
 */
function laneAgenda(
  length: BookingLength,
  lanes: { what: string; briefing?: string },
  parts: readonly LanePart[],
  { after = [], checkInNote }: { after?: readonly ScheduleStep[]; checkInNote?: string } = {},
): ScheduleSpec {
  return { start: "0:00", spans: true, checkInNote, steps: [{ kind: "lanes", length, ...lanes, parts }, ...after] };
}

/**
 * The check-in before lanes that follow another stop: the builder adds one only before lanes that
 * open a day, and the booked time starts with the briefing, so the group arrives this long ahead.
 */
function deskCheckIn(note?: string, key?: string): ScheduleStep {
  return { kind: "stop", key, minutes: visit.arriveEarlyMinutes.max, what: "Check in at our front desk", note };
}

/** Specs that share settings, each spec's own settings over them. */
const withDefaults = (defaults: Partial<ScheduleSpec>, specs: Readonly<Record<string, ScheduleSpec>>) =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, { ...defaults, ...spec }]));

/** The rain-or-shine guide's three levels, a shine and a rain version of each around one indoor core; Saturdays unless said. */
const rainOrShine: Readonly<Record<string, ScheduleSpec>> = {
  budgetShine: {
    start: "09:00",
    steps: [
      {
        kind: "stop",
        minutes: 90,
        what: "Walk or run a stretch of the Lady Bird Lake trail",
        note: "The hike-and-bike trail circles the lake; pick a shady section and be off it before the late-morning heat.",
      },
      { kind: "stop", minutes: 30, what: "Drive south to the venue", note: "Refill water bottles on the way." },
      deskCheckIn("Your booked time starts with the briefing.", "checkIn"),
      {
        kind: "lanes",
        length: "oneHour",
        what: "One hour of axe throwing",
        note: "Coaching briefing, warm-up, then two or three projected games.",
      },
      {
        kind: "vr",
        mission: "short",
        what: `Short free-roam VR mission at ${vr}`,
        note: `A ${short}-minute mission for up to ${squad} players. A group of up to twice that plays a second wave straight after, while the first starts on the pizza.`,
        gapNote: "Water, the restroom and the walk down the hall",
      },
      { kind: "meal", minutes: 45, what: "Split pizza from the cafe", note: "Lunch indoors, out of the midday sun." },
      {
        kind: "stop",
        when: "Afternoon",
        what: "Out of the heat: a rest at home, or the free, air-conditioned Central Library",
        note: "From June to September these are the hottest hours; nothing outdoors is planned in them.",
      },
      {
        kind: "stop",
        when: "Early evening",
        what: "Food truck supper, then the bats from the Congress Avenue Bridge at sunset",
        note: "The bats are free, seasonal and very Austin. From June to September, eat where the seats are indoors or shaded, and walk to the bridge just before sunset.",
      },
    ],
  },
  budgetRain: {
    start: "09:30",
    steps: [
      {
        kind: "stop",
        minutes: 60,
        what: "Texas State Capitol",
        note: "Fully indoors and more impressive than most people expect. Look up at the rotunda.",
      },
      { kind: "stop", minutes: 30, what: "Drive south to the venue", note: "Slower in the rain; park once for the lanes and the arena." },
      deskCheckIn("Shake off the umbrellas; the booked time starts with the briefing."),
      {
        kind: "lanes",
        length: "oneHour",
        what: "One hour of axe throwing",
        note: "Briefing, warm-up and two or three games, whatever the sky is doing.",
      },
      { kind: "vr", mission: "short", what: `Short VR mission at ${vr}`, note: "The same short mission as on a sunny day." },
      {
        kind: "meal",
        minutes: 45,
        what: "Split pizza from the cafe",
        note: "Lunch indoors, and the group stays dry and together a little longer.",
      },
      {
        kind: "stop",
        when: "Afternoon",
        what: "Austin Central Library",
        note: "Free, airy and a little bit magical on a rainy day. Browse, rest, regroup.",
      },
      {
        kind: "stop",
        when: "Evening",
        what: "Cheap taco supper, then board games or a movie night at someone's place",
        note: "The cheapest after-party there is.",
      },
    ],
  },
  classicShine: {
    start: "10:00",
    steps: [
      {
        kind: "stop",
        minutes: 90,
        what: "Swim at Barton Springs Pool",
        note: "Spring-fed, cool year-round, and the most Austin thing you can do on a sunny day. Small entry fee in season.",
      },
      {
        kind: "stop",
        minutes: 30,
        what: "Dry off, change and ride to South Congress",
        note: "A few minutes by car; waiting for the rides takes the rest.",
      },
      {
        kind: "meal",
        minutes: 60,
        what: "Lunch indoors on South Congress",
        note: "Pick a table in the air conditioning and save browsing the strip for a cooler month; soft drinks, because the lanes come next.",
      },
      {
        kind: "stop",
        minutes: 30,
        what: "Rideshares to the venue",
        note: "Rideshares all day, so nobody has a car to fetch at the end of the evening.",
      },
      deskCheckIn("Be there before the booked time, which opens with the briefing.", "checkIn"),
      {
        kind: "lanes",
        key: "lanes",
        length: "twoHours",
        what: "Two hours of axe throwing",
        note: "Warm-up, a few games, then a lane-against-lane final before lane time ends.",
      },
      {
        kind: "vr",
        key: "vr",
        mission: "full",
        what: `Full VR mission at ${vr}`,
        note: `A ${full}-minute mission for up to ${squad} players; a bigger group plays in waves, each joining dinner as it comes out.`,
        gapNote: "Water and the walk down the hall while the first wave suits up",
      },
      {
        kind: "meal",
        key: "dinner",
        at: "17:00",
        minutes: 120,
        what: `Barbecue dinner at ${restaurant}`,
        note: "Next door, no driving, and exactly what people want after two hours of throwing.",
      },
      {
        kind: "stop",
        when: "As the sun gets low",
        what: "Rideshare downtown to Lady Bird Lake, 15-20 minutes",
        note: "From June to September the sun sets well after dinner ends, and the evening stays hot until it does: fill the gap with a cold drink or dessert indoors downtown. Nobody drives after dinner drinks.",
      },
      {
        kind: "stop",
        when: "Until dark",
        what: "Evening walk by Lady Bird Lake",
        note: "From spring to mid-September the bats leave the Congress Avenue Bridge around sunset, after dinner ends; later in the year they fly before you arrive, so come for the skyline lights.",
      },
    ],
  },
  classicRain: {
    start: "10:00",
    steps: [
      {
        kind: "stop",
        minutes: 105,
        what: "Bullock Texas State History Museum",
        note: "Nearly two hours of Texas history indoors. Paid entry.",
      },
      { kind: "stop", minutes: 15, what: "Walk to lunch near campus", note: "Umbrellas out; it is a few blocks." },
      {
        kind: "meal",
        minutes: 45,
        what: "Lunch near the UT campus",
        note: `Plenty of casual spots a few blocks from the museum; soft drinks only, because the lanes come next.`,
      },
      {
        kind: "stop",
        minutes: 45,
        what: "Rideshares south to the venue",
        note: "Farther than from South Congress, and slower in the rain.",
      },
      deskCheckIn("Coats and bags at the tables behind the line."),
      {
        kind: "lanes",
        length: "twoHours",
        what: "Two hours of axe throwing",
        note: "The same games and final as the sunny plan, with everyone dry.",
      },
      {
        kind: "vr",
        mission: "full",
        what: `Full VR mission at ${vr}`,
        note: "The same full mission, and the same waves, as the sunny version.",
      },
      {
        kind: "meal",
        at: "17:00",
        minutes: 120,
        what: `Barbecue dinner at ${restaurant}`,
        note: "Next door, so nobody goes back out into the rain.",
      },
      {
        kind: "stop",
        minutes: 120,
        what: "Rideshares back to someone's house for a movie or board games",
        note: "Free and dry, the twin of the shine version's free walk; nobody drives after dinner drinks.",
      },
    ],
  },
  /** The classic day for a work team on a weekday: the doors open later, so the venue block starts at opening. */
  classicWeekday: {
    day: "Thursday",
    start: "14:15",
    checkInNote: "Check in as the doors open; the booked time starts with the briefing.",
    steps: [
      {
        kind: "lanes",
        key: "lanes",
        length: "twoHours",
        what: "Two hours of axe throwing",
        note: "Warm-up, team games, then a lane-against-lane final.",
      },
      {
        kind: "vr",
        key: "vr",
        mission: "full",
        what: `Full VR mission at ${vr}`,
        note: `One wave holds up to ${squad}; a second and a third follow as in the classic day's waves, each joining dinner as it comes out.`,
        gapNote: "Water, a quick debrief and the walk down the hall",
      },
      {
        kind: "meal",
        key: "dinner",
        at: "17:10",
        minutes: 120,
        what: `Team dinner at ${restaurant}`,
        note: "Next door; anyone who has to get home early can leave from here.",
      },
    ],
  },
  vipShine: {
    start: "09:00",
    steps: [
      { kind: "stop", minutes: 30, what: "Chartered van picks up the group", note: "One pickup point, no parking, no designated driver." },
      {
        kind: "stop",
        minutes: 75,
        what: "Guided paddle on Lady Bird Lake",
        note: "Skyline views from the water in the cool of the morning.",
      },
      {
        kind: "stop",
        minutes: 30,
        what: "Boards back, a change of clothes and the van to South Congress",
        note: "Bring a dry layer in the van.",
      },
      {
        kind: "meal",
        minutes: 75,
        what: "Long brunch on South Congress",
        note: `A sit-down table booked in advance; the toasts wait until the lanes and the VR missions are done.`,
      },
      { kind: "stop", minutes: 15, what: "The van south to our door", note: "Settle the brunch bill before it arrives." },
      {
        kind: "stop",
        key: "checkIn",
        at: "12:45",
        minutes: 15,
        what: "The van drops everyone at our door to check in",
        note: "The booked lane time opens with the coach's briefing.",
      },
      {
        kind: "lanes",
        length: "twoHours",
        what: "Two hours of axe throwing with a tournament",
        note: "A bracket, a final and the champion's photo with the trophy you bring, all inside lane time.",
      },
      {
        kind: "vr",
        mission: "full",
        missions: 2,
        what: `Two VR missions at ${vr}`,
        note: `Two full missions back to back: two each for one squad of up to ${squad}, or one each for two squads.`,
        gapNote: "Water, then the walk down the hall to the arena",
      },
      {
        kind: "stop",
        minutes: 45,
        what: "A sit-down at our cafe, the trophy on the table",
        note: `Then the short walk next door to ${restaurant}.`,
      },
      {
        kind: "meal",
        key: "dinner",
        minutes: 135,
        what: `Barbecue feast at ${restaurant}`,
        note: "Family-style platters and a long table.",
      },
      {
        kind: "stop",
        when: "Around sunset",
        what: "Bat-watching boat cruise (spring to fall) or live music",
        note: "Cruises leave around sunset to catch the bats, so book that departure and leave the table half an hour before it for the van ride downtown. In spring and fall, when that comes before the feast would end, skip the cafe sit-down and start the feast sooner, or choose the music. The van takes you there and back.",
      },
    ],
  },
  vipRain: {
    start: "09:30",
    steps: [
      { kind: "stop", minutes: 30, what: "Chartered van picks up the group", note: "Door to door, everyone stays dry." },
      {
        kind: "stop",
        minutes: 60,
        what: "Museum or gallery visit",
        note: "The Bullock, the Blanton or a downtown gallery: with a guide you can cancel free of charge, or self-guided on timed tickets bought on the morning's call.",
      },
      { kind: "stop", minutes: 15, what: "The van to South Congress", note: "Door to door, so the umbrellas stay furled." },
      {
        kind: "meal",
        minutes: 65,
        what: "The same long table on South Congress",
        note: "Booked once, at the same time, for both versions, indoors; soft drinks, because the lanes come next. Settle the bill before dessert, so the van can leave early.",
      },
      {
        kind: "stop",
        minutes: 25,
        what: "The van south to our door",
        note: "Slower in the rain, so it leaves ten minutes sooner than on a dry day.",
      },
      {
        kind: "stop",
        at: "12:45",
        minutes: 15,
        what: "The van drops everyone at our door to check in",
        note: "Seed the bracket while everyone checks in.",
      },
      {
        kind: "lanes",
        length: "twoHours",
        what: "Two hours of axe throwing with a tournament",
        note: "The tournament runs exactly as it would on a sunny day.",
      },
      {
        kind: "vr",
        mission: "full",
        missions: 2,
        what: `Two VR missions at ${vr}`,
        note: "One squad back to back, or one mission each for two squads.",
      },
      {
        kind: "stop",
        minutes: 45,
        what: "A sit-down at our cafe, the trophy on the table",
        note: `${restaurant} is next door, so nobody needs the van until the evening.`,
      },
      {
        kind: "meal",
        minutes: 135,
        what: `Barbecue feast at ${restaurant}`,
        note: "Reserve the long table when you plan the day.",
      },
      {
        kind: "stop",
        when: "Evening",
        what: "Indoor live music or a ticketed show",
        note: "Swap the cruise for a seated show or an indoor club.",
      },
    ],
  },
};

// The check-in row shows a five-minute window with a gap after it; say what the window is, or it reads as a mistake.
const arrivalWindow = `That is ${visit.arriveEarlyMinutes.min}-${visit.arriveEarlyMinutes.max} minutes before the lane, because your booked time starts with the briefing.`;

/** The VR pairing guide's evenings for 2, 4, 8 and 16: two start on the lanes, two in the arena. */
const vrPairings: Readonly<Record<string, ScheduleSpec>> = {
  pairForTwo: {
    day: "Friday",
    start: "18:15",
    checkInNote: arrivalWindow,
    steps: [
      { kind: "lanes", length: "oneHour", what: "One hour on a private lane, briefing included" },
      {
        kind: "vr",
        mission: "full",
        what: "VR session, the two of you against the mission",
        gapNote: "Water, then the short walk to the arena's desk",
      },
      { kind: "meal", at: "20:15", minutes: 75, what: `Dinner next door at ${restaurant}` },
    ],
  },
  pairForFour: {
    day: "Saturday",
    start: "13:45",
    steps: [
      { kind: "stop", minutes: 15, what: "Arrive for VR check-in" },
      { kind: "vr", mission: "full", what: "VR session for all four" },
      {
        kind: "lanes",
        length: "oneHour",
        what: "One lane, one hour",
        gapNote: "Restrooms, water, phones back in pockets, then check in at our desk.",
      },
      { kind: "meal", at: "16:00", minutes: 75, what: "Late lunch or early dinner next door" },
    ],
  },
  pairForEight: {
    day: "Saturday",
    start: "17:45",
    checkInNote: arrivalWindow,
    steps: [
      {
        kind: "lanes",
        key: "lanes",
        length: "twoHours",
        what: "Two lanes of four, two hours",
        parts: [
          { minutes: 50, what: "Learning: warm-up and the first games" },
          { minutes: 15, what: "Water and a light snack from the cafe, at the tables behind the line" },
          { minutes: 30, what: "Real competition on the projected games" },
          { minutes: 15, what: "Bracket final inside the lane time: the top thrower from each lane faces off" },
        ],
      },
      {
        kind: "vr",
        key: "vr",
        mission: "full",
        what: `The finale: one VR mission with all ${squad} players, the most a mission takes`,
        gapNote: "Bags from the lane tables, water, and over to the arena as one group",
      },
    ],
  },
  pairForSixteen: {
    day: "Saturday",
    start: "16:45",
    steps: [
      { kind: "stop", minutes: 15, what: "Everyone arrives; split into Squad A and Squad B" },
      {
        kind: "vr",
        mission: "full",
        missions: 2,
        what: "Squad A in VR, then Squad B; Squad B waits with water, and Squad A has a light snack once it is out",
      },
      {
        kind: "lanes",
        length: "twoHours",
        what: "Four lanes of four, two hours",
        gapNote: "Squad B comes straight out of the arena; Squad A checks in first.",
        parts: [
          { minutes: 85, what: "Lane games, with the squads mixed across the lanes" },
          { minutes: 15, what: "Squad A vs Squad B final round, inside the lane time" },
          { minutes: 10, what: "Final scores and bags from the lane tables, then next door" },
        ],
      },
      { kind: "meal", minutes: 90, what: "Dinner next door" },
    ],
  },
};

/** "One hour" or "Two hours", as a timetable row starts. */
const lengthInWords = (length: BookingLength) => (length === "oneHour" ? "One hour" : "Two hours");

/** The rainy-day playbook's drive south: the timetables start with it, this long before the check-in. */
const driveSouthMinutes = 45;

/**
 * The rainy-day playbook's venue block for one kind of day and booking length, from the drive south
 * to the end of the day: a heat day ends with barbecue next door and a last lane hour, a storm day
 * with the cafe and home in daylight. Each table is timed so the mission and the meal keep their times.
 */
function rainyDayBlock(day: "heat" | "storm", length: BookingLength, checkIn: string): ScheduleSpec {
  const lanes: ScheduleStep = { kind: "lanes", key: "lanes", length, what: `${lengthInWords(length)} on the lanes, briefing first` };
  const evening: ScheduleStep[] =
    day === "heat"
      ? [
          {
            kind: "vr",
            key: "vr",
            mission: "full",
            what: `Free-roam VR at ${vr}`,
            gapNote: "Water, the restroom and the walk down the hall",
          },
          { kind: "stop", minutes: 5, what: "Out of the arena and next door" },
          {
            kind: "meal",
            key: "dinner",
            minutes: 90,
            what: `Barbecue dinner next door at ${restaurant}`,
            note: "Soft drinks for anyone coming back for the last call",
          },
          { kind: "stop", key: "evening", minutes: 25, what: "A walk as the heat breaks, or home for the early crew" },
          deskCheckIn(),
          {
            kind: "lanes",
            key: "lastCall",
            length: "oneHour",
            what: "An alcohol-free last call: one more hour on the lanes, booked for those sure to come back",
          },
        ]
      : [
          { kind: "vr", key: "vr", mission: "full", what: `Free-roam VR at ${vr}`, gapNote: "Water and a look at the radar" },
          { kind: "meal", key: "cafe", minutes: 45, what: "Pizza and wings at our cafe, and the alerts for the whole route home" },
          {
            kind: "stop",
            key: "home",
            when: "Then",
            what: "Drive home on a route with no crossing closed on the ATXfloods map; under a warning, wait at the cafe until it expires and your crossings reopen",
          },
        ];
  return {
    day: "Saturday",
    start: minutesToClock(clockToMinutes(checkIn) - driveSouthMinutes),
    steps: [
      { kind: "stop", key: "drive", minutes: driveSouthMinutes, what: "Snack, water, route check and the drive south" },
      deskCheckIn(undefined, "checkIn"),
      lanes,
      ...evening,
    ],
  };
}

/**
 * Two halves of a group too big for two VR squads, swapping ends on a Saturday (the chooser's guide's
 * birthday and the VR pairing guide's split): Half A plays its squads' missions as Half B starts its
 * two hours on the lanes, and after the VR gap each takes the other's place, so both end together.
 */
function swapHalves(
  names: readonly [string, string],
  mission: keyof typeof partners.vr.missionMinutes,
  { squads, lanes, after = [] }: { squads: string; lanes: string; after?: readonly ScheduleStep[] },
): Record<string, ScheduleSpec> {
  const missions: ScheduleStep = { kind: "vr", mission, missions: 2, what: `Two ${mission} missions back to back, ${squads}` };
  const booking = `Two hours on ${lanes}, briefing first`;
  return {
    [names[0]]: {
      day: "Saturday",
      start: "13:45",
      steps: [
        { kind: "stop", minutes: 15, what: "Arrive and check in at the arena's desk" },
        missions,
        { kind: "lanes", length: "twoHours", what: booking, gapNote: "Check in at our desk, the second squad straight from its mission" },
        ...after,
      ],
    },
    [names[1]]: {
      day: "Saturday",
      start: "14:00",
      steps: [{ kind: "lanes", key: "lanes", length: "twoHours", what: booking }, missions, ...after],
    },
  };
}

const birthdayHalves = swapHalves(["birthdayHalfA", "birthdayHalfB"], "short", {
  squads: "one for each squad of five",
  lanes: "two lanes",
  after: [{ kind: "meal", minutes: 30, what: "Cake for everyone at the cafe" }],
});
const pairHalves = swapHalves(["pairHalfA", "pairHalfB"], "full", { squads: "one for each squad", lanes: "the lanes the half needs" });

export const schedules: Readonly<Record<string, ScheduleSpec>> = {
  ...withDefaults({ day: "Saturday", notes: true }, rainOrShine),
  ...withDefaults({ spans: true }, vrPairings),
  /** The rainy-day and heatwave playbook's model Saturday: the morning every kind of day shares, then a venue block for each kind of day and group. */
  rainyMorning: {
    day: "Saturday",
    start: "06:30",
    steps: [
      {
        kind: "stop",
        key: "dawn",
        minutes: 30,
        what: "Alerts and radar, route check (rain); alerts and heat index, plan the outdoor hour (heat)",
      },
      {
        kind: "stop",
        key: "outdoor",
        minutes: 75,
        what: "Coffee and storm watching from indoors (rain); the one outdoor hour: trail, walk or swim (heat)",
      },
      { kind: "meal", key: "tacos", minutes: 75, what: "Breakfast tacos: close to home (rain), before the heat builds (heat)" },
      {
        kind: "stop",
        key: "anchor",
        minutes: 150,
        what: "The morning indoor anchor: a museum, the library or the Capitol",
        note: "Set off now; most of them open mid-morning, so you arrive as the doors open",
      },
      {
        kind: "meal",
        key: "lunch",
        minutes: 90,
        what: "Early lunch",
        note: "Iced tea or lemonade with it",
      },
      {
        kind: "stop",
        key: "reset",
        minutes: 60,
        what: "A low-key reset: matinee, bookstore or nap, until the drive south your table gives",
      },
    ],
  },
  /** Its heat day for a group of six to eight, on two hours; heatDaySmall is the same evening on one hour. */
  rainyDay: rainyDayBlock("heat", "twoHours", "16:15"),
  heatDaySmall: rainyDayBlock("heat", "oneHour", "17:15"),
  /** Its storm day, home in daylight: one hour for a small group, two for a group of six to eight, ending at the same time. */
  stormDay: rainyDayBlock("storm", "oneHour", "16:15"),
  stormDayGroup: rainyDayBlock("storm", "twoHours", "15:15"),
  /** The storm day in winter, two hours earlier, so the drive home is in daylight. */
  stormDayWinter: rainyDayBlock("storm", "oneHour", "14:15"),
  stormDayWinterGroup: rainyDayBlock("storm", "twoHours", "13:15"),
  /** Group outing blueprint: the shape of two hours for twelve on three lanes. */
  blueprintTwoHours: laneAgenda("twoHours", { what: "Your two-hour booking on three lanes", briefing: "the lane rules, grip and stance" }, [
    { minutes: 20, what: "Free practice on each lane; the coach fixes throws" },
    { minutes: 30, what: "First games on the projected targets; swap games often" },
    { minutes: 15, what: "Break for pizza and soft drinks at the tables behind the line" },
    { minutes: 30, what: "Lane-against-lane challenge, with the other weapons the throwers' ages allow" },
    { minutes: 15, what: "Final showdown between lane champions, then photos" },
  ]),
  /** HR playbook: a small team that shares one lane, on the one-hour package. */
  teamOneHour: laneAgenda(
    "oneHour",
    { what: "The one-hour booking", briefing: "grip, stance and the lane rules" },
    [
      { minutes: 10, what: "Practice throws" },
      { minutes: 25, what: "Projected games" },
      { minutes: 15, what: "One final between the top two throwers" },
    ],
    {
      after: [{ kind: "meal", minutes: 15, what: "Cafe wrap-up, trophy and photos" }],
      checkInNote: "On the short plan, a late check-in costs the most: there is no spare time to win back.",
    },
  ),
  /** HR playbook: two hours for a team on several lanes. */
  teamTwoHours: laneAgenda(
    "twoHours",
    { what: "The two-hour booking, on every lane the group needs", briefing: "the lane rules, then grip and stance at every lane" },
    [
      { minutes: 20, what: "Warm-up round in assigned lanes" },
      { minutes: 25, what: "Team games: lanes compete as teams on the projected targets" },
      {
        minutes: 25,
        what: "Food break for everyone at once: pizza and soft drinks at the tables behind the lanes, and in the cafe for anyone who does not fit there. Shuffle a few people between lanes",
      },
      { minutes: 25, what: "Tournament rounds, with a final that everyone watches" },
      { minutes: 15, what: "Awards, a two-minute thank-you from a leader, group photo" },
    ],
    { checkInNote: "With several lanes checking in at once the desk gets busy, so ask everyone to arrive at the early end of the window." },
  ),
  /** The team-building page's Thursday: two hours on the lanes, VR for two squads of volunteers, dinner next door. */
  teamAfternoon: {
    day: "Thursday",
    start: "15:00",
    steps: [
      {
        kind: "lanes",
        key: "lanes",
        length: "twoHours",
        what: "Two hours on the lanes: the briefing, team games, a food break and the final",
      },
      {
        kind: "vr",
        key: "vr",
        mission: "full",
        missions: 2,
        what: "VR for the volunteers, two squads back to back",
        note: "Everyone else walks next door to the table, booked for when the lanes end",
      },
      { kind: "meal", key: "dinner", minutes: 60, what: `The squads join the table at ${restaurant}` },
    ],
  },
  ...birthdayHalves,
  ...pairHalves,
  /** The family guide's one-day itinerary from the lanes to the bats, on a midsummer Saturday, when the sun sets latest. */
  familyDayAfternoon: {
    day: "Saturday",
    start: "17:15",
    steps: [
      {
        kind: "lanes",
        length: "oneHour",
        what: "One hour on a lane: the briefing, a warm-up on the plain target, then the projected games",
      },
      { kind: "meal", minutes: 75, what: `Barbecue dinner next door at ${restaurant}` },
      { kind: "stop", minutes: 35, what: "Drive to the Congress Avenue bridge, park and find a spot on the bank" },
      {
        kind: "stop",
        when: "Sunset",
        what: "The bats fly out around sunset, after 8:30 PM in midsummer; bring water and a little patience",
      },
    ],
  },
  /** South Austin playbook, plan 4: the family afternoon on a Saturday, an hour on a lane and a snack after. */
  familyAfternoonSouth: {
    day: "Saturday",
    start: "13:00",
    steps: [
      { kind: "lanes", key: "lanes", length: "oneHour", what: "One hour on a lane, a parent at the lane" },
      { kind: "meal", key: "snack", minutes: 30, what: "Pizza and soft drinks at the cafe" },
    ],
  },
  /** South Austin playbook, plan 1: an hour on a lane after work, then barbecue next door. */
  weeknightReset: {
    day: "Tuesday",
    start: "18:30",
    checkInNote: "Park once: the lane and dinner are a short walk apart.",
    steps: [
      {
        kind: "lanes",
        length: "oneHour",
        what: "One hour on a private lane: the briefing, a warm-up, then a few rounds of the projected games",
      },
      { kind: "meal", at: "19:35", minutes: 70, what: `Walk next door to ${restaurant} for barbecue; order for the table and share` },
      { kind: "stop", when: "After dinner", what: "Head home happy, or drive up to South Congress for a short stroll" },
    ],
  },
  /** South Austin playbook, plan 3: outdoors while it is cool, the lanes and VR through the afternoon peak, out again after sunset. */
  saturdayLongDay: {
    day: "Saturday",
    start: "08:00",
    steps: [
      {
        kind: "stop",
        key: "outside",
        minutes: 150,
        what: "Outside while it is still cool: a swim at Barton Springs Pool, a ride on the Veloway, or, once it opens (check its hours), a walk at the Lady Bird Johnson Wildflower Center",
      },
      { kind: "stop", key: "cool", minutes: 60, what: "Home or somewhere air-conditioned to cool off and change" },
      {
        kind: "meal",
        key: "lunch",
        minutes: 60,
        what: "Tacos from a trailer on South First or South Lamar",
        note: "Keep it light, with soft drinks, because the lanes come next",
      },
      { kind: "stop", key: "rest", minutes: 135, what: "Out of the heat: a rest at home or an hour in a bookstore" },
      deskCheckIn("Park once for the lanes, the arena and dinner.", "checkIn"),
      {
        kind: "lanes",
        key: "lanes",
        length: "twoHours",
        what: "Two hours on the lanes through the worst of the heat: warm-up, games, lane swaps and a tournament final",
      },
      {
        kind: "vr",
        key: "vr",
        mission: "full",
        what: `A ${vr} mission in the same building`,
        gapNote: "Water and a breather before the headsets go on",
      },
      { kind: "meal", key: "dinner", at: "18:00", minutes: 120, what: `Barbecue at ${restaurant}, a long table and no hurry` },
      {
        kind: "stop",
        key: "walk",
        when: "After sunset",
        what: "A slow walk along South Congress once the sun is down",
        note: "A 10-15 minute drive north with a driver who kept to soft drinks at dinner, or rideshares for everyone",
      },
    ],
  },
  /** The technology guide's taste of everything: a short mission, then one hour on the lanes. */
  samplerHour: {
    day: "Thursday",
    start: "17:00",
    spans: true,
    steps: [
      {
        kind: "lanes",
        key: "lanes",
        length: "oneHour",
        what: "One hour on the lanes",
        briefing: "grip, stance and the lane rules",
        parts: [
          { minutes: 15, what: "The plain target: warm-up throws, no score" },
          {
            minutes: 30,
            what: "Two projected games: one easy (Emojis or Duck Hunter, in two heats for a group of five), one with tactics (Battleship or Lineup 4, in two teams)",
          },
          { minutes: 5, what: "One deciding throw each on the Standard Target, and the group photo" },
        ],
      },
      {
        kind: "vr",
        key: "vr",
        mission: "short",
        what: `A short ${vr} mission for the whole group`,
        gapNote: "Water, the restroom and the arena's own check-in down the hall",
      },
    ],
  },
};

const twoHoursFrom = rules.sessionLength.figures.twoHoursFrom.value;
const bySize = (smaller: string, bigger: string, biggerWhen = "") => ({
  [`Fewer than ${twoHoursFrom}`]: smaller,
  [`${twoHoursFrom} to ${2 * squad}${biggerWhen}`]: bigger,
});

/**
 * Schedules that run side by side in one table, {{schedule.heatDayBySize}}: the rainy-day playbook's
 * venue blocks for both group sizes and the chooser's guide's two halves. Each group names the schedule
 * it follows, and the rows they share read "Everyone".
 */
export const scheduleMerges: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  heatDayBySize: bySize("heatDaySmall", "rainyDay"),
  stormDayBySize: bySize("stormDay", "stormDayGroup"),
  stormDayWinterBySize: bySize("stormDayWinter", "stormDayWinterGroup", ", Friday to Sunday"),
  birthdayHalves: { "Half A": "birthdayHalfA", "Half B": "birthdayHalfB" },
  pairHalves: { "Half A": "pairHalfA", "Half B": "pairHalfB" },
};
