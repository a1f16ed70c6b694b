import { eventPageEntries, occasionsMenuLabel } from "../../app/content/site-pages.ts";
import { expect, test } from "./fixtures.ts";

/** Opens the header's way to the occasions: the menu on a phone, the "Parties & Events" disclosure on a desktop. */
async function openOccasions(page: import("@playwright/test").Page, isMobile: boolean) {
  const header = page.getByRole("banner");
  if (isMobile) {
    await header.getByText("Menu", { exact: true }).click();
    return header.getByRole("navigation", { name: "Main menu" });
  }
  const nav = header.getByRole("navigation", { name: "Main" });
  await nav.getByText(occasionsMenuLabel).click();
  return nav;
}

for (const entry of eventPageEntries) {
  test(`the header reaches ${entry.path} from any page, its link in view as the menu opens`, async ({ page, isMobile }) => {
    await page.goto("/blog");
    const menu = await openOccasions(page, isMobile);
    const link = menu.getByRole("link", { name: entry.label, exact: true });
    await expect(link).toBeInViewport();
    await link.click();
    await expect(page).toHaveURL(entry.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("the header's menu leads to the FAQ", async ({ page, isMobile }) => {
  await page.goto("/");
  const menu = await openOccasions(page, isMobile);
  await menu.getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL("/faq");
});

test("the home page shows every occasion right after the hero, with its starting price, one tap from its page", async ({ page }) => {
  await page.goto("/");
  const occasions = page.locator("#occasions");
  const order = await page.evaluate(() => [...document.querySelectorAll("main > section")].map((section) => section.id));
  expect(order.indexOf("occasions")).toBe(1);
  for (const entry of eventPageEntries) {
    const card = occasions.getByRole("article").filter({ has: page.getByRole("link", { name: entry.label, exact: true }) });
    await expect(card.getByText(/^From \$\d+\.\d\d per person/)).toBeVisible();
  }
  const first = eventPageEntries[0]!;
  await occasions.getByRole("link", { name: first.label, exact: true }).click();
  await expect(page).toHaveURL(first.path);
});

for (const entry of eventPageEntries) {
  test(`${entry.path} shows its picture and first package within two screens, then what its guests ask first`, async ({ page }) => {
    await page.goto(entry.path);
    const picture = page.getByRole("main").getByRole("img").first();
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute("alt", /\w+ \w+ \w+/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    const firstPackage = page.locator("#packages").getByRole("article").first();
    await expect(firstPackage.getByRole("link", { name: /Book now|Call us/ })).toBeVisible();
    const screens = await firstPackage.evaluate((card) => (card.getBoundingClientRect().bottom + window.scrollY) / window.innerHeight);
    expect(screens).toBeLessThanOrEqual(2);

    const order = await page.evaluate(() => [...document.querySelectorAll("main > section")].map((section) => section.id));
    expect(order.slice(1, 3)).toEqual(["packages", "good-to-know"]);
  });
}

for (const entry of eventPageEntries) {
  test(`${entry.path} offers a written quote request by e-mail, next to its packages`, async ({ page }) => {
    await page.goto(entry.path);
    const link = page.locator("#packages").getByRole("link", { name: "E-mail our events team for a quote" });
    const href = new URL((await link.getAttribute("href")) ?? "");
    expect(href.protocol).toBe("mailto:");
    expect(href.pathname).toMatch(/^[^@\s]+@[^@\s]+$/);
    expect(href.searchParams.get("subject")).toContain(entry.label);
    const body = href.searchParams.get("body") ?? "";
    for (const line of ["Date:", "Headcount:", "Notes:"]) expect(body).toContain(line);
  });
}
