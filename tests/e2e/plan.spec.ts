import type { Page } from "@playwright/test";
import { sitePages } from "../../app/content/site-pages.ts";
import { buyout, venue } from "../../app/content/venue.ts";
import { expect, test } from "./fixtures.ts";

/** Fills in the group and presses the button, as a visitor does. */
async function planFor(page: Page, guests: string, { hours = "1 hour", kids = false }: { hours?: string; kids?: boolean } = {}) {
  await page.goto(sitePages.plan.path);
  await page.getByRole("spinbutton", { name: "Guests" }).fill(guests);
  await page.getByLabel(hours).check();
  if (kids) await page.getByLabel("Children under 18 are coming").check();
  await page.getByRole("button", { name: "Plan it" }).click();
}

test.describe("the group planner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("submits the answers as the plan's own address, and opens it at the plan", async ({ page }, testInfo) => {
    await planFor(page, "18", { hours: "2 hours" });
    await expect(page).toHaveURL(/\/plan\?guests=18&hours=2/);
    await expect(page.getByRole("heading", { name: "Your plan: 18 guests, 2 hours" })).toBeInViewport();
    await expect(page.getByText("Book 4 lanes")).toBeVisible();
    await expect(page.getByRole("link", { name: "Book now" }).last()).toHaveAttribute("href", /booking\.example/);
    // On a desktop the form stays in view beside its answer, to change and plan again.
    if (testInfo.project.name === "desktop") await expect(page.getByRole("spinbutton", { name: "Guests" })).toBeInViewport();
  });

  test("answers what it cannot plan for with the form again, the message beside the field, in view, and no plan", async ({ page }) => {
    await page.goto(sitePages.plan.path);
    await page.getByRole("spinbutton", { name: "Guests" }).fill("0");
    const [response] = await Promise.all([page.waitForResponse(/\/plan\?/), page.getByRole("button", { name: "Plan it" }).click()]);
    expect(response.status()).toBe(400);
    const guests = page.getByRole("spinbutton", { name: "Guests" });
    await expect(guests).toHaveValue("0");
    await expect(guests).toHaveAttribute("aria-invalid", "true");
    await expect(guests).toHaveAccessibleDescription(/whole number from 1/);
    await expect(page.getByRole("heading", { name: "We cannot plan that yet" })).toBeInViewport();
    await expect(page.getByRole("heading", { name: /Your plan/ })).toHaveCount(0);
  });

  test("answers a group larger than the largest buyout with the venue's phone", async ({ page }) => {
    const guests = 500;
    expect(guests).toBeGreaterThan(buyout.rotationUpTo);
    await planFor(page, String(guests));
    await expect(page.getByRole("heading", { name: `Your plan: ${guests} guests, 1 hour` })).toBeInViewport();
    await expect(page.getByRole("heading", { name: `Call us for groups over ${buyout.rotationUpTo}` })).toBeVisible();
    const call = page.locator("#plan-answer").getByRole("link", { name: "Call us" });
    await expect(call).toHaveAttribute("href", `tel:${venue.phone.e164}`);
    await expect(call).toBeInViewport();
    await expect(page.getByRole("link", { name: "E-mail this plan to our events team" })).toBeVisible();
  });

  test("counts one of anything in the singular: one guest, one lane, one thrower, one adult", async ({ page }) => {
    await planFor(page, "1", { kids: true });
    await expect(page.getByRole("heading", { name: "Your plan: 1 guest, 1 hour" })).toBeInViewport();
    const answer = page.locator("#plan-answer");
    await expect(answer.getByText(/\b1 thrower\b/)).toBeVisible();
    await expect(answer.getByText(/\b1 adult\b/)).toBeVisible();
    expect(await answer.innerText()).not.toMatch(/\b1 [a-z]+s\b/i);
  });

  // Its address, subject and the plan's own address: tests/render/plan.test.ts.
  test("e-mails the plan's headcount and lanes to the events team", async ({ page }) => {
    await planFor(page, "18", { hours: "2 hours" });
    const href = await page.getByRole("link", { name: "E-mail this plan to our events team" }).getAttribute("href");
    const body = decodeURIComponent(href?.split("&body=")[1] ?? "");
    expect(body).toContain("Guests: 18");
    expect(body).toContain("4 lanes");
  });
});

test.describe("the group planner with JavaScript", () => {
  test("opens at the plan when the button is pressed", async ({ page }, testInfo) => {
    await planFor(page, "12", { hours: "2 hours" });
    await expect(page.getByRole("heading", { name: "Your plan: 12 guests, 2 hours" })).toBeInViewport();
    if (testInfo.project.name === "desktop") await expect(page.getByRole("spinbutton", { name: "Guests" })).toBeInViewport();
  });

  test("plans again as the answers change, and the address follows, with no button pressed", async ({ page }) => {
    await page.goto("/plan?guests=6&hours=1");
    await expect(page.getByRole("heading", { name: "Your plan: 6 guests, 1 hour" })).toBeVisible();
    await page.getByRole("spinbutton", { name: "Guests" }).fill("12");
    await expect(page.getByRole("heading", { name: "Your plan: 12 guests, 1 hour" })).toBeVisible();
    await page.getByLabel("Add free-roam VR").check();
    await expect(page.getByRole("cell", { name: /VR mission .* for the first squad/ })).toBeVisible();
    await expect(page).toHaveURL(/\/plan\?guests=12&hours=1&vr=1/);
    // The button then only brings the plan, already made, into view.
    await page.getByRole("button", { name: "Plan it" }).click();
    await expect(page.getByRole("heading", { name: "Your plan: 12 guests, 1 hour" })).toBeInViewport();
  });

  test.describe("with an answer it cannot plan for", () => {
    // The browser reports the refused plan's 400 in the console: that is its documented answer.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("shows a message beside a field it cannot plan for, and clears it once the answer is one it can", async ({ page }) => {
      await page.goto("/plan?guests=6");
      await page.getByRole("spinbutton", { name: "Guests" }).fill("0");
      await expect(page.getByText(/whole number from 1/).first()).toBeVisible();
      await page.getByRole("spinbutton", { name: "Guests" }).fill("8");
      await expect(page.getByText(/whole number from 1/)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Your plan: 8 guests, 1 hour" })).toBeVisible();
    });
  });
});
