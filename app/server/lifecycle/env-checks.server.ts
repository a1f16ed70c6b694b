import { z } from "zod";

/**
 * Reading settings from the environment, for every process this build starts (the site, the edge
 * sidecar, the local edge): a zod schema per process, each bad variable a named problem, all of them
 * reported together.
 */

/** Something a setting asks for that cannot be had: its message names the variable and how to fix it. */
export class SettingProblem extends Error {}

export class ConfigError extends SettingProblem {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** A whole number from `min` to `max`, read from its text. */
export function wholeNumber(min: number, max: number) {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

type Env = Record<string, string | undefined>;

/**
 * Parses the environment with `schema`: a blank variable counts as unset, and every problem is named
 * as "VARIABLE must be ... (got "value")" in one ConfigError.
 */
export function readSettings<Schema extends z.ZodType>(schema: Schema, env: Env): z.output<Schema> {
  const set = Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value?.trim() ? [[name, value.trim()]] : []))) as Record<
    string,
    string
  >;
  const parsed = schema.safeParse(set);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? "");
    const value = set[name];
    return name ? `${name} ${issue.message}${value === undefined ? "" : ` (got "${value}")`}` : issue.message;
  });
  throw new ConfigError([...new Set(problems)]);
}

/**
 * For command-line entry points: what `start` gives, or, when a setting cannot be met (a bad value,
 * a port already taken), its message on stderr and exit code 1, with no stack trace.
 */
export async function startOrExit<T>(start: () => T | Promise<T>): Promise<T> {
  try {
    return await start();
  } catch (error) {
    if (!(error instanceof SettingProblem)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
