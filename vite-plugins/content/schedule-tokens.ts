import {
  buildSchedule,
  type ScheduleRow,
  type ScheduleSpec,
  scheduleSpan as spanOf,
  scheduleTime as timeOf,
} from "../../app/content/schedule-builder.ts";
import { scheduleMerges, schedules } from "../../app/content/schedules.ts";

function timeCell({ spans, day }: ScheduleSpec, row: ScheduleRow): string {
  if (row.start === undefined || row.end === undefined) return row.when ?? "";
  return spans ? spanOf(row.start, row.end, day !== undefined) : timeOf(row.start, day !== undefined);
}

const whatCell = (row: ScheduleRow) => (row.note ? `${row.what}. ${row.note.replace(/\.$/, "")}` : row.what);

function tableOf(spec: ScheduleSpec, rows: readonly ScheduleRow[]): string {
  const heading = spec.start === undefined ? "When" : "Time";
  const lines = spec.notes
    ? [
        `| ${heading} | Stop | Notes |`,
        "|---|---|---|",
        ...rows.map((row) => `| ${timeCell(spec, row)} | ${row.what} | ${row.note ?? ""} |`),
      ]
    : [`| ${heading} | What happens |`, "|---|---|", ...rows.map((row) => `| ${timeCell(spec, row)} | ${whatCell(row)} |`)];
  return lines.join("\n");
}

const built = Object.entries(schedules).map(([name, spec]) => ({ name, spec, ...buildSchedule(spec) }));

/** {{schedule.name}} (the table) and {{schedule.name.step.start}} / {{schedule.name.step.end}} for every named step. */
const tokensOfEach: Record<string, string> = Object.fromEntries(
  built.flatMap(({ name, spec, rows }) => [
    [`schedule.${name}`, tableOf(spec, rows)],
    ...rows.flatMap((row) =>
      row.key && row.start !== undefined && row.end !== undefined
        ? [
            [`schedule.${name}.${row.key}.start`, timeOf(row.start, spec.day !== undefined)],
            [`schedule.${name}.${row.key}.end`, timeOf(row.end, spec.day !== undefined)],
          ]
        : [],
    ),
  ]),
);

/**
 * Several schedules in one table, a column of who follows each (scheduleMerges in schedules.ts): a
 * row every schedule shares at the same time is one row for "Everyone".
 */
function mergedTableOf(columns: Readonly<Record<string, string>>): string {
  const groups = Object.entries(columns).map(([who, name]) => {
    const schedule = built.find((entry) => entry.name === name);
    if (!schedule) throw new Error(`scheduleMerges names no schedule "${name}"`);
    return { who, schedule };
  });
  const spec = (groups[0] as (typeof groups)[number]).schedule.spec;
  const keyOf = (row: ScheduleRow) => `${row.start ?? row.when}|${whatCell(row)}`;
  const shared = new Set(
    groups[0]?.schedule.rows.map(keyOf).filter((key) => groups.every(({ schedule }) => schedule.rows.some((row) => keyOf(row) === key))),
  );
  const rows = [
    ...(groups[0]?.schedule.rows ?? []).filter((row) => shared.has(keyOf(row))).map((row) => ({ who: "Everyone", row })),
    ...groups.flatMap(({ who, schedule }) => schedule.rows.filter((row) => !shared.has(keyOf(row))).map((row) => ({ who, row }))),
  ].sort((a, b) => (a.row.start ?? Number.POSITIVE_INFINITY) - (b.row.start ?? Number.POSITIVE_INFINITY));
  return [
    "| Time | Who | What happens |",
    "|---|---|---|",
    ...rows.map(({ who, row }) => `| ${timeCell(spec, row)} | ${who} | ${whatCell(row)} |`),
  ].join("\n");
}

/** {{schedule.name}} for every schedule and every merge, and the step times of each schedule. */
export const scheduleTokens: Readonly<Record<string, string>> = {
  ...tokensOfEach,
  ...Object.fromEntries(Object.entries(scheduleMerges).map(([name, columns]) => [`schedule.${name}`, mergedTableOf(columns)])),
};

/** What the schedules cannot keep, each naming its schedule; the content build stops on any. */
export const scheduleProblems: readonly string[] = built.flatMap(({ name, problems }) =>
  problems.map((problem) => `app/content/schedules.ts: schedule "${name}": ${problem}`),
);
