import type { Page } from "@playwright/test";

/** Replaces window.open with a recorder that reports an opened pop-up; returns a reader of the calls. */
export async function recordWindowOpen(page: Page): Promise<() => Promise<unknown[][]>> {
  await page.evaluate(() => {
    const calls: unknown[][] = [];
    (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
    window.open = (...args: unknown[]) => {
      calls.push(args);
      return { opener: window, focus() {} } as unknown as Window;
    };
  });
  return () => page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
}
