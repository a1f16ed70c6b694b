import { describe, expect, it } from "vitest";
import { clockToMinutes, lastBookingStart, minutesToClock } from "../../app/content/hours.ts";
import { sitePages } from "../../app/content/site-pages.ts";
import { buyout, capacity, groupLimits, openingHours, partners, prices, venue } from "../../app/content/venue.ts";
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

  it("refuses a start whose lanes and VR missions after them would run past closing", () => {
    const monday = openingHours.find((slot) => slot.days.includes("Monday"));
    const squads = Math.ceil(18 / partners.vr.playerCount.max);
    const booked = 120 + partners.vr.bufferMinutes + squads * partners.vr.missionMinutes.full;
    const latest = minutesToClock(clockToMinutes(monday?.closes ?? "") - booked);
    expect(query(`guests=18&hours=2&vr=1&day=Monday&time=${latest}`).request).toBeDefined();
    const late = minutesToClock(clockToMinutes(latest) + 15);
    expect(query(`guests=18&hours=2&vr=1&day=Monday&time=${late}`).errors.time).toMatch(/last 2-hour booking with VR for 18 starts at/);
    // Without VR the same start fits.
    expect(query(`guests=18&hours=2&day=Monday&time=${late}`).request).toBeDefined();
  });

  it("refuses lengths, yes-or-no answers and days it does not know, each beside its own field", () => {
    expect(query("guests=6&hours=3").errors).toEqual({ hours: expect.any(String) });
    expect(query("guests=6&vr=yes").errors).toEqual({ vr: expect.any(String) });
    expect(query("guests=6&kids=2").errors).toEqual({ kids: expect.any(String) });
    expect(query("guests=6&day=Funday").errors).toEqual({ day: expect.any(String) });
    expect(query("guests=6&time=19:00").errors).toEqual({ time: "Choose a day for that start time." });
    expect(query("guests=6&day=Monday&time=7pm").errors).toEqual({ time: expect.stringMatching(/start time/) });
  });

  it("takes a start from opening to the latest start of the booking's length, and refuses one a minute either side", () => {
    for (const { days, opens, closes } of openingHours) {
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

  it("times a dated plan from check-in to the last VR squad, keeping the VR gap after the lanes", () => {
    const squads = Math.ceil(18 / partners.vr.playerCount.max);
    const dated = plan("guests=18&hours=2&vr=1&day=Friday&time=19:00");
    expect(dated.clock).toBe(true);
    expect(dated.vr).toEqual({ squads, minutes: squads * partners.vr.missionMinutes.full });
    const lanes = dated.schedule.find((row) => row.kind === "lanes");
    const mission = dated.schedule.find((row) => row.kind === "vr");
    expect(dated.schedule[0]).toMatchObject({ kind: "check-in", end: clockToMinutes("19:00") });
    expect(lanes).toMatchObject({ start: clockToMinutes("19:00"), end: clockToMinutes("21:00") });
    expect((mission?.start ?? 0) - (lanes?.end ?? 0)).toBe(partners.vr.bufferMinutes);
    expect((mission?.end ?? 0) - (mission?.start ?? 0)).toBe(squads * partners.vr.missionMinutes.full);
  });

  it("books no VR missions of its own for a buyout, which includes VR, and quotes the rotation by phone", () => {
    const buyoutGroup = plan(`guests=${capacity.laneThrowers + 1}&hours=2&vr=1`);
    expect(buyoutGroup.vr).toBeUndefined();
    expect(buyoutGroup.schedule.some((row) => row.kind === "vr")).toBe(false);
    expect(buyoutGroup.rules).toContain("vrLimits");
    expect(buyoutGroup.rules).not.toContain("vrTiming");
  });

  it("counts a plan with a day but no start from the start of lane time, with no clock times", () => {
    const dayOnly = plan("guests=6&day=Monday");
    expect(dayOnly.clock).toBe(false);
    expect(dayOnly.schedule[0]).toMatchObject({ kind: "check-in", when: "Before the start" });
    expect(dayOnly.schedule.every((row) => row.start === undefined || row.start >= 0)).toBe(true);
  });

  it("names the rules that apply to the group: supervision when children come, VR's limits with VR, deposits for a buyout", () => {
    expect(plan("guests=6").rules).toEqual(["ages", "waiver", "footwear", "impairment", "cancellation"]);
    expect(plan("guests=6&kids=1&vr=1").rules).toEqual([
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
});
