import { expect, test } from "./fixtures.ts";

test.describe("the group planner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("submits the answers as the plan's own address, and shows the plan", async ({ page }) => {
    await page.goto("/plan");
    await expect(page.getByRole("heading", { name: /Your plan/ })).toHaveCount(0);
    await page.getByRole("spinbutton", { name: "Guests" }).fill("18");
    await page.getByLabel("2 hours").check();
    await page.getByRole("button", { name: "Plan it" }).click();
    await expect(page).toHaveURL(/\/plan\?guests=18&hours=2/);
    await expect(page.getByRole("heading", { name: "Your plan: 18 guests, 2 hours" })).toBeVisible();
    await expect(page.getByText("Book 4 lanes")).toBeVisible();
    await expect(page.getByRole("link", { name: "Book now" }).last()).toHaveAttribute("href", /booking\.example/);
  });

  test("answers what it cannot plan for with the form again, the message beside the field, and no plan", async ({ page }) => {
    await page.goto("/plan");
    await page.getByRole("spinbutton", { name: "Guests" }).fill("500");
    const [response] = await Promise.all([page.waitForResponse(/\/plan\?/), page.getByRole("button", { name: "Plan it" }).click()]);
    expect(response.status()).toBe(400);
    const guests = page.getByRole("spinbutton", { name: "Guests" });
    await expect(guests).toHaveValue("500");
    await expect(guests).toHaveAttribute("aria-invalid", "true");
    await expect(guests).toHaveAccessibleDescription(/whole number from 1 to/);
    await expect(page.getByRole("heading", { name: /Your plan/ })).toHaveCount(0);
  });
});

test.describe("the group planner with JavaScript", () => {
  test("plans again as the answers change, and the address follows, with no button pressed", async ({ page }) => {
    await page.goto("/plan?guests=6&hours=1");
    await expect(page.getByRole("heading", { name: "Your plan: 6 guests, 1 hour" })).toBeVisible();
    await page.getByRole("spinbutton", { name: "Guests" }).fill("30");
    await expect(page.getByRole("heading", { name: "Your plan: 30 guests, 1 hour" })).toBeVisible();
    await page.getByLabel("Add free-roam VR").check();
    await expect(page.getByRole("cell", { name: /VR missions/ })).toBeVisible();
    await expect(page).toHaveURL(/\/plan\?guests=30&hours=1&vr=1/);
  });

  test.describe("with an answer it cannot plan for", () => {
    // The browser reports the refused plan's 400 in the console: that is its documented answer.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("shows a message beside a field it cannot plan for, and clears it once the answer is one it can", async ({ page }) => {
      await page.goto("/plan?guests=6");
      await page.getByRole("spinbutton", { name: "Guests" }).fill("0");
      await expect(page.getByText(/whole number from 1 to/)).toBeVisible();
      await page.getByRole("spinbutton", { name: "Guests" }).fill("8");
      await expect(page.getByText(/whole number from 1 to/)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "Your plan: 8 guests, 1 hour" })).toBeVisible();
    });
  });
});
