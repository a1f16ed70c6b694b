import { readFileSync } from "node:fs";

/** Resident set size of a process in MB, from /proc (Linux). */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
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
