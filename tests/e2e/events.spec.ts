import { eventPageEntries } from "../../app/content/site-pages.ts";
import { externalLinkDefaults } from "../../app/content/venue.ts";
import { expect, test } from "./fixtures.ts";
import { recordWindowOpen } from "./window-open.ts";

for (const { path, booking } of eventPageEntries) {
  const bookingUrl = externalLinkDefaults[booking].url;
  test(`${path}: BOOK NOW opens its booking page in the 800x600 pop-up; CALL US dials the venue`, async ({ page }) => {
    await page.goto(path);
    const openCalls = await recordWindowOpen(page);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Book now" }).first().click();
    const calls = await openCalls();
    expect(calls.map((call) => [call[0], call[2]])).toEqual([[bookingUrl, "width=800,height=600,scrollbars=yes,resizable=yes"]]);
    await expect(main.getByRole("link", { name: "Call us" }).first()).toHaveAttribute("href", "tel:+15125550142");
  });
}
