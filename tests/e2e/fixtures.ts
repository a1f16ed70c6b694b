import { test as base, expect } from "@playwright/test";

/** Every page test fails on console errors, uncaught exceptions or CSP violations. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chromium reports a document's own 4xx status as a console error; the tests assert statuses.
        const documentStatus = message.text().startsWith("Failed to load resource") && message.location().url === page.url();
        if (!documentStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
