import { test as base, expect } from "@playwright/test";

interface Fixtures {
  /** Console errors a test provokes on purpose (say, a failed request it stubs). */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/** Every page test fails on unexpected console errors, uncaught exceptions or CSP violations. */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium reports a document's own 4xx status as a console error; the tests assert statuses.
        const documentStatus = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        const expected = expectedConsoleErrors.some((pattern) => pattern.test(message.text()));
        if (!documentStatus && !expected) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Installs Playwright's fake clock and stops it, so time in the page moves only by
 * `page.clock.runFor`, never with the machine's own pace. Call before `page.goto`.
 */
export async function stopTheClock(page: import("@playwright/test").Page): Promise<void> {
  const start = new Date("2026-06-01T15:00:00Z").getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
