/**
 * Reading settings from the environment, for every process this build starts (the site, the edge
 * sidecar): each bad variable becomes a named problem, and all of them are reported together.
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

/** A whole number from `min` to `max`; otherwise a problem is named and `min` stands in. */
export function wholeNumber(name: string, value: string, min: number, max: number, problems: string[]): number {
  const parsed = Number(value);
  if (Number.isInteger(parsed) && parsed >= min && parsed <= max) return parsed;
  problems.push(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  return min;
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
