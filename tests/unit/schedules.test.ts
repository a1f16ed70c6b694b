import { describe, expect, it } from "vitest";
import { buildSchedule, type ScheduleSpec } from "../../app/content/schedule-builder.ts";
import { scheduleMerges, schedules } from "../../app/content/schedules.ts";
import { partners } from "../../app/content/venue.ts";
import { scheduleProblems, scheduleTokens } from "../../vite-plugins/content/schedule-tokens.ts";

const buffer = partners.vr.bufferMinutes;
const fullMission = partners.vr.missionMinutes.full;

/** A full VR mission at 5 PM on a Saturday, then `lanes`. */
const missionThen = (lanes: Record<string, string>) =>
  buildSchedule({
    day: "Saturday",
    start: "17:00",
    steps: [
      { kind: "vr", mission: "full", what: "VR mission" },
      { kind: "lanes", length: "oneHour", what: "Lanes", ...lanes },
    ],
  });

describe("a built schedule", () => {
  it("puts the VR timing rule's gap between a mission and the lanes, and counts it as the check-in", () => {
    const { rows, problems } = missionThen({ gapNote: "Water and the desk." });
    expect(problems).toEqual([]);
    const [vr, gap, lanes] = rows;
    expect(vr?.end).toBe(17 * 60 + fullMission);
    expect(gap).toMatchObject({
      kind: "buffer",
      start: vr?.end,
      end: (vr?.end ?? 0) + buffer,
      what: "Water and the desk",
    });
    expect(lanes).toMatchObject({ kind: "lanes", start: (vr?.end ?? 0) + buffer, end: (vr?.end ?? 0) + buffer + 60 });
  });

  it("names the gap plainly where a schedule does not word it, either way round", () => {
    const { rows, problems } = buildSchedule({
      day: "Saturday",
      start: "17:00",
      steps: [
        { kind: "vr", mission: "short", what: "VR mission" },
        { kind: "lanes", length: "oneHour", what: "Lanes" },
        { kind: "vr", mission: "short", what: "Another mission" },
      ],
    });
    expect(problems).toEqual([]);
    expect(rows.filter((row) => row.kind === "buffer").map((row) => row.what)).toEqual(["Axe check-in", "A rest and the arena's check-in"]);
  });

  it("reports a gap before the lanes whose own words leave out the check-in", () => {
    expect(missionThen({ gapNote: "Swap stories over a glass of water." }).problems).toEqual([
      expect.stringContaining('the gap before "Lanes" is the axe check-in'),
    ]);
  });

  it("reports lanes timed into the gap after a mission", () => {
    expect(missionThen({ at: "17:35" }).problems).toEqual([
      expect.stringContaining(`"Lanes" starts less than ${buffer} minutes after the mission before it`),
    ]);
  });

  it("reports lanes that run past closing, and lane parts that overrun the booking", () => {
    const { problems } = buildSchedule({
      day: "Monday",
      start: "21:30",
      steps: [{ kind: "lanes", length: "oneHour", what: "Late lanes", parts: [{ minutes: 60, what: "Games" }] }],
    });
    expect(problems).toEqual([
      `"Late lanes" runs 9:30 PM-10:30 PM, outside Monday's opening hours`,
      `the parts of "Late lanes" run past the end of its booking, after the briefing`,
    ]);
  });

  it("reports drinks before the lanes, and a meal leading into them whose note does not keep to soft drinks", () => {
    const { problems } = buildSchedule({
      steps: [
        { kind: "meal", when: "Lunch", what: "Barbecue lunch" },
        { kind: "stop", when: "Afternoon", what: "Craft beer at a brewery" },
        { kind: "lanes", when: "Evening", length: "oneHour", what: "Lanes" },
      ],
    });
    expect(problems).toEqual([
      expect.stringMatching(/^"Barbecue lunch" leads into the lanes: say in its note that the table keeps to soft drinks/),
      expect.stringMatching(/^"Craft beer at a brewery" puts drinks before the lanes: Nobody throws after drinking/),
    ]);
    const soft = buildSchedule({
      steps: [
        { kind: "meal", when: "Lunch", what: "Barbecue lunch", note: "Soft drinks only, with throwing to come." },
        { kind: "lanes", when: "Evening", length: "oneHour", what: "Lanes" },
      ],
    });
    expect(soft.problems).toEqual([]);
    expect(soft.rows[0]?.note).toBe("Soft drinks only, with throwing to come.");
  });

  it("opens lane time that has parts with a briefing row of its own, so the booking row is not read as a briefing", () => {
    const { rows } = buildSchedule({
      start: "0:00",
      steps: [
        { kind: "lanes", length: "twoHours", what: "Two hours", briefing: "grip and stance", parts: [{ minutes: 20, what: "Practice" }] },
      ],
    });
    expect(rows.map(({ kind, start, end, what }) => ({ kind, start, end, what }))).toEqual([
      { kind: "check-in", start: undefined, end: undefined, what: "Arrive and check in" },
      { kind: "lanes", start: 0, end: 120, what: "Two hours" },
      { kind: "briefing", start: 0, end: 10, what: "Coaching briefing: grip and stance" },
      { kind: "part", start: 10, end: 30, what: "Practice" },
    ]);
  });

  it("starts an agenda's lane time with a check-in before the start", () => {
    const { rows } = buildSchedule({ start: "0:00", steps: [{ kind: "lanes", length: "twoHours", what: "Lanes" }] });
    expect(rows[0]).toMatchObject({ kind: "check-in", when: "10-15 minutes before" });
  });

  it("reports lanes that open the day so early that their check-in comes before the doors open", () => {
    const steps = [{ kind: "lanes", length: "oneHour", what: "Lanes" }] as const;
    expect(buildSchedule({ day: "Saturday", start: "11:00", steps }).problems).toEqual([
      expect.stringContaining("check-in before Saturday's opening at 11:00 AM"),
    ]);
    expect(buildSchedule({ day: "Saturday", start: "11:15", steps }).problems).toEqual([]);
  });
});

describe("the site's schedules", () => {
  it("all keep the VR gap, the opening hours and the impairment rule", () => {
    expect(Object.keys(schedules).length).toBeGreaterThan(10);
    expect(scheduleProblems).toEqual([]);
  });

  it("run side by side in one table: each group's own times in order, and a step the groups share once", () => {
    const minutesOf = (time: string | undefined) => {
      const match = /(\d+):(\d+) ([AP])M/.exec(time ?? "");
      return match ? ((Number(match[1]) % 12) + (match[3] === "P" ? 12 : 0)) * 60 + Number(match[2]) : undefined;
    };
    const inOrder = (times: readonly (string | undefined)[]) => {
      const minutes = times.map(minutesOf).filter((minute) => minute !== undefined);
      return minutes.length > 1 && minutes.every((minute, at) => at === 0 || minute >= (minutes[at - 1] as number));
    };
    for (const [merge, columns] of Object.entries(scheduleMerges)) {
      const [header = [], , ...rows] = (scheduleTokens[`schedule.${merge}`] ?? "")
        .split("\n")
        .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| ?|\s?\|$/g, "")));
      const groups = Object.keys(columns);
      // Group sizes take the same steps, so the reader of each gets a column of their own.
      if (merge.endsWith("BySize")) expect(header[1]).not.toBe("Who");
      if (header[1] === "Who") {
        // Steps in different orders: one row per step, marked with its group, or Everyone where all meet.
        const whos = new Set(rows.map(([, who]) => who));
        expect(groups.every((group) => whos.has(group))).toBe(true);
        expect([...whos].every((who) => who === "Everyone" || groups.includes(who ?? ""))).toBe(true);
        const checkIns = rows.filter(([, , what]) => /check in/i.test(what ?? "")).map(([, who]) => who);
        expect(groups.every((group) => checkIns.includes(group))).toBe(true);
        expect(inOrder(rows.map(([time]) => time))).toBe(true);
      } else {
        // The same steps at each group's own times: a time column for each group, read down.
        expect(header).toEqual([...groups, "What happens"]);
        groups.forEach((group, column) => {
          const own = rows.filter((cells) => cells[column]);
          expect(own).toHaveLength(buildSchedule(schedules[columns[group] ?? ""] as ScheduleSpec).rows.length);
          expect(own.some((cells) => /check in/i.test(cells.at(-1) ?? ""))).toBe(true);
          expect(inOrder(own.map((cells) => cells[column]))).toBe(true);
        });
        const missions = rows.filter((cells) => cells.at(-1)?.includes("Free-roam VR"));
        expect(missions).toHaveLength(1);
        expect(new Set(missions[0]?.slice(0, groups.length)).size).toBe(1);
      }
    }
  });
});
