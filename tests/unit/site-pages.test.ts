import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { menus, pageList, shortPaths, sitePages } from "../../app/content/site-pages.ts";
import routes from "../../app/routes.ts";
import { canonicalSpelling } from "../../app/server/http-app.server.ts";

const appFile = (module: string) => new URL(`../../app/${module}`, import.meta.url);

describe("the page registry", () => {
  it("gives every page its route and a route module of its own", () => {
    for (const page of pageList) {
      const route = routes.find((candidate) => (page.path === "/" ? candidate.index : candidate.path === page.path.slice(1)));
      expect(route?.file, page.path).toBe(page.module);
      expect(existsSync(appFile(page.module)), page.module).toBe(true);
    }
    expect(new Set(pageList.map((page) => page.path)).size).toBe(pageList.length);
    expect(new Set(pageList.map((page) => page.module)).size).toBe(pageList.length);
  });

  it("builds the spec's main menu, the four event types and the plan-your-visit group", () => {
    expect(menus.main.map((item) => [item.label, item.href])).toEqual([
      ["Home", "/"],
      ["About", "/#about"],
      ["Prices", "/axe-throwing-prices"],
      ["Blog", "/blog"],
      ["Games + Weapons", "/#gallery"],
      ["Contact", "/#contact"],
    ]);
    expect(menus.main.find((item) => item.href === "/#gallery")?.mobileLabel).toBe("Games");
    expect(menus.events.map((item) => item.href)).toEqual(["/birthday-parties", "/bachelor-parties", "/team-building", "/special-events"]);
    expect(menus.visit.map((item) => ("link" in item ? `${item.label} -> ${item.link}` : `${item.label} -> ${item.href}`))).toEqual([
      "FAQ & Policies -> /faq",
      "Plan a group -> /plan",
      "Sign the waiver -> waiver",
      "Gift cards -> giftCards",
    ]);
  });

  it("leads each short path to its page or home-page section", () => {
    expect(Object.fromEntries(shortPaths)).toEqual({
      "/prices": "/axe-throwing-prices",
      "/birthday": "/birthday-parties",
      "/bachelor": "/bachelor-parties",
      "/bachelorette": "/bachelor-parties",
      "/team": "/team-building",
      "/events": "/special-events",
      "/about": "/#about",
      "/contact": "/#contact",
    });
    const pagePaths = new Set<string>(pageList.map((page) => page.path));
    for (const [path, target] of shortPaths) {
      // The request gate looks a short path up by its canonical spelling, before any page's: one that
      // were also a page's path would hide the page.
      expect(canonicalSpelling(path), path).toBe(path);
      expect(pagePaths.has(path), path).toBe(false);
      const [targetPath = "", section] = target.split("#");
      expect(pagePaths.has(targetPath), target).toBe(true);
      if (section !== undefined) expect(Object.keys(sitePages.home.sections)).toContain(section);
    }
  });
});
