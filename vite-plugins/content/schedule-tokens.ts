import {
  buildSchedule,
  type ScheduleRow,
  type ScheduleSpec,
  scheduleSpan as spanOf,
  scheduleTime as timeOf,
} from "../../app/content/schedule-builder.ts";
import { schedules } from "../../app/content/schedules.ts";

function tableOf({ spans, notes, day, start }: ScheduleSpec, rows: readonly ScheduleRow[]): string {
  const clock = day !== undefined;
  const time = (row: ScheduleRow) =>
    row.start === undefined || row.end === undefined
      ? (row.when ?? "")
      : spans
        ? spanOf(row.start, row.end, clock)
        : timeOf(row.start, clock);
  const heading = start === undefined ? "When" : "Time";
  const lines = notes
    ? [`| ${heading} | Stop | Notes |`, "|---|---|---|", ...rows.map((row) => `| ${time(row)} | ${row.what} | ${row.note ?? ""} |`)]
    : [
        `| ${heading} | What happens |`,
        "|---|---|",
        ...rows.map((row) => `| ${time(row)} | ${row.note ? `${row.what}. ${row.note.replace(/\.$/, "")}` : row.what} |`),
      ];
  return lines.join("\n");
}

const built = Object.entries(schedules).map(([name, spec]) => ({ name, spec, ...buildSchedule(spec) }));

/** {{schedule.name}} (the table) and {{schedule.name.step.start}} / {{schedule.name.step.end}} for every named step. */
export const scheduleTokens: Readonly<Record<string, string>> = Object.fromEntries(
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

/** What the schedules cannot keep, each naming its schedule; the content build stops on any. */
export const scheduleProblems: readonly string[] = built.flatMap(({ name, problems }) =>
  problems.map((problem) => `app/content/schedules.ts: schedule "${name}": ${problem}`),
);
