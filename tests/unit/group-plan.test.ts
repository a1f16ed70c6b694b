import { describe, expect, it } from "vitest";
import { clockToMinutes, formatClockTime, lastBookingStart, minutesToClock } from "../../app/content/hours.ts";
import { rules } from "../../app/content/rules.ts";
import { sitePages } from "../../app/content/site-pages.ts";
import { buyout, capacity, groupLimits, openingHours, partners, prices, venue, visit } from "../../app/content/venue.ts";
import { guestLimits, planFor, planPath, readPlanQuery } from "../../app/lib/group-plan.ts";

const query = (text: string) => readPlanQuery(new URLSearchParams(text));
const plan = (text: string) => {
  const { request, errors } = query(text);
  if (!request) throw new Error(`no plan for ${text}: ${JSON.stringify(errors)}`);
  return planFor(request);
};

describe("reading the planner's query", () => {
  it("is a blank form with no guests and every other answer at its default, in any spelling", () => {
    for (const text of ["", "hours=1", "guests=&hours=&vr=0&kids=0&day=&time=", "utm_source=mail"]) {
      expect(query(text).errors, text).toEqual({});
      expect(query(text).request, text).toBeUndefined();
    }
  });

  it("takes any whole number of guests from one, past the largest buyout too, and refuses anything else beside the guests field", () => {
    expect(query(`guests=${guestLimits.min}`).request?.guests).toBe(1);
    expect(guestLimits.max).toBe(buyout.rotationUpTo);
    for (const guests of [guestLimits.max, guestLimits.max + 1, 500, 9999]) expect(query(`guests=${guests}`).request?.guests).toBe(guests);
    for (const guests of ["0", "abc", "18.5", "1e1", "-3", " ", "12abc", "9".repeat(20)]) {
      const { errors, request } = query(`guests=${guests}&hours=2`);
      expect(request, guests).toBeUndefined();
      expect(errors.guests, guests).toMatch(/whole number from 1/);
    }
  });

  it("refuses any parameter it reads given twice, beside that field, even where the two agree", () => {
    for (const { name } of sitePages.plan.query) {
      const others = name === "guests" ? "hours=2" : "guests=10";
      for (const text of [`${others}&${name}=1&${name}=2`, `${name}=&${name}=`, `${name}=1&${others}&${name}=1`]) {
        const { errors, request } = query(text);
        expect(request, text).toBeUndefined();
        expect(Object.keys(errors), text).toEqual([name]);
        expect(errors[name as keyof typeof errors], text).toMatch(/gives 2 answers/);
      }
    }
    // Parameters it does not read may repeat.
    expect(query("guests=10&utm_source=a&utm_source=b").request?.guests).toBe(10);
  });

  it("refuses VR for fewer players than a squad takes", () => {
    expect(query(`guests=${partners.vr.playerCount.min - 1}&vr=1`).errors).toEqual({ vr: expect.stringMatching(/squads of/) });
    expect(query(`guests=${partners.vr.playerCount.min}&vr=1`).request).toBeDefined();
  });

  it("refuses a start whose lanes and the VR mission after them would run past closing", () => {
    const monday = openingHours.find((slot) => slot.days.includes("Monday"));
    const squad = partners.vr.playerCount.max;
    const booked = 120 + partners.vr.bufferMinutes + partners.vr.missionMinutes.full;
    const latest = minutesToClock(clockToMinutes(monday?.closes ?? "") - booked);
    expect(query(`guests=${squad}&hours=2&vr=1&day=Monday&time=${latest}`).request).toBeDefined();
    const late = minutesToClock(clockToMinutes(latest) + 15);
    expect(query(`guests=${squad}&hours=2&vr=1&day=Monday&time=${late}`).errors.time).toMatch(
      new RegExp(`2-hour booking with VR for ${squad} .* the last at ${formatClockTime(latest)}`),
    );
    // Without VR the same start fits.
    expect(query(`guests=${squad}&hours=2&day=Monday&time=${late}`).request).toBeDefined();
  });

  it("refuses a start whose first squad would play, or whose group would check in, before the doors open", () => {
    for (const { days, opens } of openingHours) {
      const day = days[0] as string;
      // Two squads: the first plays before the lanes, and the gap after its mission is everyone's check-in.
      const twoSquads = partners.vr.playerCount.max + 1;
      const earliest = minutesToClock(clockToMinutes(opens) + partners.vr.missionMinutes.full + partners.vr.bufferMinutes);
      const first = query(`guests=${twoSquads}&vr=1&day=${day}&time=${earliest}`).request;
      expect(first, `${day} ${earliest}`).toBeDefined();
      if (first) expect(planFor(first).schedule[0]?.start, day).toBe(clockToMinutes(opens));
      const early = minutesToClock(clockToMinutes(earliest) - 1);
      expect(query(`guests=${twoSquads}&vr=1&day=${day}&time=${early}`).errors.time, `${day} ${early}`).toMatch(
        new RegExp(`first 1-hour booking with VR for ${twoSquads} starts at ${formatClockTime(earliest)}, after the first squad's mission`),
      );
    }
  });

  it("refuses lengths, yes-or-no answers and days it does not know, each beside its own field", () => {
    expect(query("guests=6&hours=3").errors).toEqual({ hours: expect.any(String) });
    expect(query("guests=6&vr=yes").errors).toEqual({ vr: expect.any(String) });
    expect(query("guests=6&kids=2").errors).toEqual({ kids: expect.any(String) });
    expect(query("guests=6&day=Funday").errors).toEqual({ day: expect.any(String) });
    expect(query("guests=6&time=19:00").errors).toEqual({ time: "Choose a day for that start time." });
    expect(query("guests=6&day=Monday&time=7pm").errors).toEqual({ time: expect.stringMatching(/start time/) });
  });

  it("takes a start from check-in after opening to the latest start of the booking's length, and refuses one a minute either side", () => {
    for (const { days, opens: doorsOpen, closes } of openingHours) {
      // Check-in comes before the booked time, and nobody checks in before the doors open.
      const opens = minutesToClock(clockToMinutes(doorsOpen) + visit.arriveEarlyMinutes.max);
      const day = days[0] as string;
      for (const [hours, length] of [
        ["1", "oneHour"],
        ["2", "twoHours"],
      ] as const) {
        const latest = lastBookingStart(closes, length);
        expect(query(`guests=6&hours=${hours}&day=${day}&time=${opens}`).request, `${day} ${opens}`).toBeDefined();
        expect(query(`guests=6&hours=${hours}&day=${day}&time=${latest}`).request, `${day} ${latest}`).toBeDefined();
        const early = minutesToClock(clockToMinutes(opens) - 1);
        const late = minutesToClock(clockToMinutes(latest) + 1);
        expect(query(`guests=6&hours=${hours}&day=${day}&time=${early}`).errors.time, `${day} ${early}`).toBeDefined();
        expect(query(`guests=6&hours=${hours}&day=${day}&time=${late}`).errors.time, `${day} ${late}`).toBeDefined();
      }
      expect(query(`guests=4&day=${day}&time=${doorsOpen}`).errors.time, `${day} ${doorsOpen}`).toMatch(
        new RegExp(
          `open at ${formatClockTime(doorsOpen)} .*: the first 1-hour booking starts at ${formatClockTime(opens)}, after check-in, which takes ${visit.arriveEarlyMinutes.min}-${visit.arriveEarlyMinutes.max} minutes before the booked time`,
        ),
      );
      expect(plan(`guests=4&day=${day}&time=${opens}`).schedule[0], day).toMatchObject({
        kind: "check-in",
        start: clockToMinutes(doorsOpen),
      });
    }
  });
});

describe("a plan's address", () => {
  it("gives back the same plan, with its answers at their defaults left out", () => {
    for (const text of ["guests=1", "guests=18&hours=2&vr=1&kids=1&day=Friday&time=19:00", "guests=500&day=Monday"]) {
      const { request } = query(text);
      if (!request) throw new Error(text);
      const path = planPath(request);
      expect(path.startsWith(`${sitePages.plan.path}?`), path).toBe(true);
      expect(query(path.slice(path.indexOf("?") + 1)).request, path).toEqual(request);
    }
    expect(planPath({ guests: 6, length: "oneHour", vr: false, kids: false })).toBe(`${sitePages.plan.path}?guests=6`);
  });
});

describe("a group's plan", () => {
  it("gives one guest one lane and one ticket", () => {
    const single = plan("guests=1");
    expect(single.lanes).toEqual({ count: 1, perLane: { min: 1, max: 1 }, comfortable: true });
    expect(single.tickets).toEqual({ each: prices.oneHour, total: prices.oneHour });
    expect(single.booking).toMatchObject({ kind: "online", link: "booking" });
  });

  it("never puts more on a lane than a lane takes, nor books more lanes than there are", () => {
    for (let guests = 1; guests <= capacity.laneThrowers; guests++) {
      const { lanes } = plan(`guests=${guests}`);
      expect(lanes, String(guests)).toBeDefined();
      expect(lanes?.count).toBeLessThanOrEqual(venue.lanes);
      expect(lanes?.perLane.max).toBeLessThanOrEqual(venue.maxPlayersPerLane);
      expect((lanes?.perLane.min ?? 0) * (lanes?.count ?? 0)).toBeLessThanOrEqual(guests);
      expect((lanes?.perLane.max ?? 0) * (lanes?.count ?? 0)).toBeGreaterThanOrEqual(guests);
    }
  });

  it("spreads an exact multiple of the comfortable number evenly, and fills every lane only past it", () => {
    const { max } = venue.comfortablePlayersPerLane;
    expect(plan(`guests=${max * 2}`).lanes).toEqual({ count: 2, perLane: { min: max, max }, comfortable: true });
    expect(plan(`guests=${max * venue.lanes}`).lanes).toEqual({ count: venue.lanes, perLane: { min: max, max }, comfortable: true });
    expect(plan(`guests=${max * venue.lanes + 1}`).lanes).toMatchObject({ count: venue.lanes, comfortable: false });
    expect(plan(`guests=${capacity.laneThrowers}`).lanes?.perLane).toEqual({ min: venue.maxPlayersPerLane, max: venue.maxPlayersPerLane });
  });

  it("sends a group too big for the lanes to the buyout by phone, and past the buyout's limit to the team-building quote", () => {
    const lanesFull = plan(`guests=${capacity.laneThrowers}`);
    expect(lanesFull.lanes).toBeDefined();
    const overLanes = plan(`guests=${capacity.laneThrowers + 1}`);
    expect(overLanes.lanes).toBeUndefined();
    expect(overLanes.booking).toEqual({ kind: "phone", label: "the buyout" });
    expect(overLanes.buyout).toMatchObject({ fits: true, rotation: false });
    const overBuyout = plan(`guests=${buyout.guestsUpTo + 1}`);
    expect(overBuyout.booking).toEqual({ kind: "phone", label: "the team-building buyout" });
    expect(overBuyout.buyout).toMatchObject({ fits: false, rotation: true });
  });

  it("compares tickets with the buyout from its first guest, and finds the buyout dearer up to its limit at these prices", () => {
    expect(plan(`guests=${buyout.guestsFrom - 1}`).buyout.fits).toBe(false);
    const group = plan(`guests=${buyout.guestsFrom}&hours=2`);
    expect(group.buyout).toMatchObject({ fits: true, cost: buyout.hourly * 2 });
    // Counted in cents: up to that many, tickets cost less than the buyout; one more, and they cost more.
    const cents = (amount: number) => Math.round(amount * 100);
    expect(cents(prices.twoHours) * group.buyout.ticketsCheaperUpTo).toBeLessThanOrEqual(cents(buyout.hourly * 2));
    expect(cents(prices.twoHours) * (group.buyout.ticketsCheaperUpTo + 1)).toBeGreaterThan(cents(buyout.hourly * 2));
    expect(group.buyout.ticketsCheaperUpTo).toBeGreaterThanOrEqual(buyout.guestsUpTo);
    expect(group.tickets.total).toBeCloseTo(prices.twoHours * buyout.guestsFrom, 2);
  });

  it("books birthday lanes when children come, group lanes for a large group, the lanes otherwise", () => {
    expect(plan("guests=10&kids=1").booking).toMatchObject({ link: "birthdayBooking" });
    expect(plan(`guests=${groupLimits.bachelor.largeGroupFrom}`).booking).toMatchObject({ link: "partyBooking" });
    expect(plan(`guests=${groupLimits.bachelor.largeGroupFrom - 1}`).booking).toMatchObject({ link: "booking" });
  });

  it("times one squad's mission after the lanes, with the VR gap between them, for the squad alone", () => {
    const squad = partners.vr.playerCount.max;
    const dated = plan(`guests=${squad}&hours=2&vr=1&day=Friday&time=19:00`);
    expect(dated.clock).toBe(true);
    expect(dated.vr).toEqual({ planned: true, squads: [squad], after: squad });
    const [checkIn, lanes, gap, mission, ...rest] = dated.schedule;
    expect(rest).toEqual([]);
    // The arrival window the briefing rule gives: from its longer lead to its shorter one before the start.
    expect(checkIn).toMatchObject({
      kind: "check-in",
      start: clockToMinutes("19:00") - visit.arriveEarlyMinutes.max,
      end: clockToMinutes("19:00") - visit.arriveEarlyMinutes.min,
    });
    expect(lanes).toMatchObject({ kind: "lanes", start: clockToMinutes("19:00"), end: clockToMinutes("21:00") });
    expect(gap).toMatchObject({ kind: "buffer", what: expect.stringMatching(/rest and the arena's check-in/) });
    expect((mission?.start ?? 0) - (lanes?.end ?? 0)).toBe(partners.vr.bufferMinutes);
    expect((mission?.end ?? 0) - (mission?.start ?? 0)).toBe(partners.vr.missionMinutes.full);
    expect(mission?.what).not.toMatch(/after another|walk/);
  });

  it("plays two squads one before the lanes and one after, each with the VR gap, so nobody waits out the others", () => {
    const guests = partners.vr.playerCount.max + 3;
    const dated = plan(`guests=${guests}&hours=2&vr=1&day=Saturday&time=19:00`);
    expect(dated.vr).toMatchObject({ planned: true, before: 6, after: 5 });
    expect(dated.schedule.map((row) => row.kind)).toEqual(["vr", "buffer", "lanes", "buffer", "vr"]);
    const [first, checkIn, lanes, , second] = dated.schedule;
    expect(checkIn?.what).toMatch(/checks in for the lanes/);
    expect(lanes).toMatchObject({ start: clockToMinutes("19:00"), end: clockToMinutes("21:00") });
    expect((lanes?.start ?? 0) - (first?.end ?? 0)).toBe(partners.vr.bufferMinutes);
    expect((second?.start ?? 0) - (lanes?.end ?? 0)).toBe(partners.vr.bufferMinutes);
    expect(dated.rules).toContain("vrTiming");
  });

  it("splits VR squads evenly, never one below the arena's smallest squad", () => {
    for (let guests = partners.vr.playerCount.min; guests <= capacity.laneThrowers; guests++) {
      const { vr } = plan(`guests=${guests}&vr=1`);
      expect(
        vr?.squads.reduce((sum, players) => sum + players, 0),
        String(guests),
      ).toBe(guests);
      for (const players of vr?.squads ?? []) {
        expect(players, String(guests)).toBeGreaterThanOrEqual(partners.vr.playerCount.min);
        expect(players, String(guests)).toBeLessThanOrEqual(partners.vr.playerCount.max);
      }
    }
  });

  it("plans no missions of its own for more squads than fit around one booking, and never past closing", () => {
    const guests = 2 * partners.vr.playerCount.max + 1;
    const group = plan(`guests=${guests}&hours=2&vr=1&day=Saturday&time=19:15`);
    expect(group.vr).toMatchObject({ planned: false });
    expect(group.schedule.some((row) => row.kind === "vr")).toBe(false);
    expect(group.rules).toContain("vrLimits");
    expect(group.rules).not.toContain("vrTiming");
    const saturday = openingHours.find((slot) => slot.days.includes("Saturday"));
    for (const text of ["guests=8&hours=2&vr=1&day=Saturday", "guests=16&hours=2&vr=1&day=Saturday"]) {
      const latest = lastBookingStart(saturday?.closes ?? "", "twoHours");
      const { request } = query(`${text}&time=${latest}`);
      expect(request, text).toBeUndefined();
    }
  });

  it("books no VR missions of its own for a buyout, which includes VR, and quotes the rotation by phone", () => {
    const buyoutGroup = plan(`guests=${capacity.laneThrowers + 1}&hours=2&vr=1`);
    expect(buyoutGroup.vr).toBeUndefined();
    expect(buyoutGroup.schedule.some((row) => row.kind === "vr")).toBe(false);
    expect(buyoutGroup.rules).toContain("vrLimits");
    expect(buyoutGroup.rules).not.toContain("vrTiming");
    // The arena comes with every buyout and rotation, ticked or not: its limits apply once.
    for (const guests of [capacity.laneThrowers + 1, buyout.guestsUpTo + 1]) {
      expect(
        plan(`guests=${guests}`).rules.filter((rule) => rule === "vrLimits"),
        String(guests),
      ).toEqual(["vrLimits"]);
    }
    expect(plan(`guests=${capacity.laneThrowers}`).rules).not.toContain("vrLimits");
  });

  it("counts a plan with a day but no start from the start of lane time, with no clock times", () => {
    const dayOnly = plan("guests=6&day=Monday");
    expect(dayOnly.clock).toBe(false);
    const { min, max } = visit.arriveEarlyMinutes;
    expect(dayOnly.schedule[0]).toMatchObject({
      kind: "check-in",
      when: `${min}-${max} minutes before`,
      note: expect.stringMatching(/briefing/),
    });
    expect(dayOnly.schedule.every((row) => row.start === undefined || row.start >= 0)).toBe(true);
  });

  it("names the rules that apply to the group: supervision when children come, VR's limits with VR, deposits for a buyout", () => {
    expect(plan("guests=5").rules).toEqual(["ages", "waiver", "footwear", "impairment", "cancellation"]);
    expect(plan("guests=6&hours=2&kids=1&vr=1").rules).toEqual([
      "ages",
      "minors",
      "weapons",
      "waiver",
      "footwear",
      "impairment",
      "vrLimits",
      "vrTiming",
      "cancellation",
    ]);
    expect(plan(`guests=${capacity.laneThrowers + 1}`).rules).toContain("deposits");
  });

  it("says how long to book once a group that two hours suits books one", () => {
    const { twoHoursFrom } = rules.sessionLength.figures;
    expect(plan(`guests=${twoHoursFrom.value}`).rules.filter((rule) => rule === "sessionLength")).toEqual(["sessionLength"]);
    expect(plan(`guests=${twoHoursFrom.value - 1}`).rules).not.toContain("sessionLength");
    expect(plan(`guests=${twoHoursFrom.value}&hours=2`).rules).not.toContain("sessionLength");
  });

  it("asks a group large enough to carpool to do so", () => {
    const { carpoolFrom } = rules.parking.figures;
    expect(plan(`guests=${carpoolFrom.value}`).rules).toContain("parking");
    expect(plan(`guests=${carpoolFrom.value - 1}`).rules).not.toContain("parking");
  });
});
