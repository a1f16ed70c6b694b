/**
 * Reading settings from the environment, for every process this build starts (the site, the edge
 * sidecar): each bad variable becomes a named problem, and all of them are reported together.
 */

export class ConfigError extends Error {
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

/** For command-line entry points: what `load` reads, or its problems on stderr and exit code 1. */
export function loadOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
