/**
 * A fixed-window counter for one process: at most `limit` uses per `windowMs`. The edge limits
 * per client; this only keeps one process from being flooded.
 */
export function createRateLimit({ limit, windowMs }: { limit: number; windowMs: number }) {
  let windowStart = 0;
  let used = 0;
  return {
    /** Takes one use; false when the window's uses are gone. */
    take(now = Date.now()): boolean {
      if (now - windowStart >= windowMs) {
        windowStart = now;
        used = 0;
      }
      used += 1;
      return used <= limit;
    },
    /** Seconds until the current window ends. */
    retryAfterSeconds(now = Date.now()): number {
      return Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    },
  };
}
