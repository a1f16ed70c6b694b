import { readFileSync } from "node:fs";

/** Resident set size of a process in MB, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

/** CPU time (user and system) a process has used so far, in ms, from /proc (Linux; 10 ms clock ticks). */
export function cpuMilliseconds(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Samples a process's RSS every `everyMs` until stopped; returns the highest value seen. */
export function sampleResidentPeak(pid: number, everyMs = 100): { stop(): number } {
  let peak = residentMegabytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, residentMegabytes(pid));
    },
  };
}

/**
 * Seconds the process has spent in garbage collection so far, from its own metrics
 * (prom-client's nodejs_gc_duration_seconds, every kind of collection summed).
 */
export async function garbageCollectionSeconds(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return [...text.matchAll(/^nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm)].reduce((sum, [, value]) => sum + Number(value), 0);
}

/**
 * After a load: polls RSS once a second until it is back within `ratio` of `idleMb`, for
 * `maxSeconds` at most; answers the last reading and how long it took (undefined if it never came back).
 */
export async function residentAfterLoad(
  pid: number,
  idleMb: number,
  { ratio = 1.3, maxSeconds = 60 } = {},
): Promise<{ megabytes: number; seconds: number | undefined }> {
  for (let second = 0; ; second++) {
    const megabytes = residentMegabytes(pid);
    if (megabytes <= idleMb * ratio) return { megabytes, seconds: second };
    if (second >= maxSeconds) return { megabytes, seconds: undefined };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
