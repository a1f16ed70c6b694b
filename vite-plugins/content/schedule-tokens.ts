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
 * Several schedules in one table (scheduleMerges in schedules.ts). Where the groups take the same
 * steps in the same order at their own times (the rainy-day playbook's group sizes), each step is a
 * row with a time column for each group, so a reader follows one column down and a step a group skips
 * leaves its cell blank. Where their steps come in different orders (the chooser's guide's halves),
 * the table lists the steps in time order with a column for who takes each, and a step every group
 * takes at the same time reads "Everyone".
 */
function mergedTableOf(columns: Readonly<Record<string, string>>): string {
  const groups = Object.entries(columns).map(([who, name]) => {
    const schedule = built.find((entry) => entry.name === name);
    if (!schedule) throw new Error(`scheduleMerges names no schedule "${name}"`);
    return { who, schedule };
  });
  const steps = new Map<string, { what: string; rows: (ScheduleRow | undefined)[] }>();
  groups.forEach(({ schedule }, column) => {
    const seen = new Map<string, number>();
    for (const row of schedule.rows) {
      const what = whatCell(row);
      const nth = seen.get(what) ?? 0;
      seen.set(what, nth + 1);
      const step = steps.get(`${nth}|${what}`) ?? { what, rows: groups.map(() => undefined) };
      step.rows[column] = row;
      steps.set(`${nth}|${what}`, step);
    }
  });
  const startOf = (row: ScheduleRow | undefined) => row?.start ?? Number.POSITIVE_INFINITY;
  const byTime =
    <T>(start: (item: T) => number) =>
    (a: T, b: T) =>
      start(a) === start(b) ? 0 : start(a) < start(b) ? -1 : 1;
  const stepRows = [...steps.values()].sort(byTime((step) => Math.min(...step.rows.map(startOf))));
  const inOrder = groups.every((_, column) => {
    const starts = stepRows
      .map((step) => step.rows[column])
      .filter((row) => row?.start !== undefined)
      .map(startOf);
    return starts.every((start, at) => at === 0 || start >= (starts[at - 1] as number));
  });
  if (inOrder)
    return [
      `| ${groups.map(({ who }) => who).join(" | ")} | What happens |`,
      `|${"---|".repeat(groups.length + 1)}`,
      ...stepRows.map(({ what, rows }) => {
        const times = rows.map((row, column) => (row ? timeCell((groups[column] as (typeof groups)[number]).schedule.spec, row) : ""));
        return `| ${times.join(" | ")} | ${what} |`;
      }),
    ].join("\n");
  const spec = (groups[0] as (typeof groups)[number]).schedule.spec;
  const whoRows = stepRows
    .flatMap(({ rows }) => {
      const together = rows.every((row) => row !== undefined && row.start === rows[0]?.start);
      return together
        ? [{ who: "Everyone", row: rows[0] as ScheduleRow }]
        : rows.flatMap((row, column) => (row ? [{ who: (groups[column] as (typeof groups)[number]).who, row }] : []));
    })
    .sort(byTime(({ row }) => startOf(row)));
  return [
    "| Time | Who | What happens |",
    "|---|---|---|",
    ...whoRows.map(({ who, row }) => `| ${timeCell(spec, row)} | ${who} | ${whatCell(row)} |`),
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
