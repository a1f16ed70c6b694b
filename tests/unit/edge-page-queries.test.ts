import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageList } from "../../app/content/site-pages.ts";
import { pageQueryBlock, templatePath, withPageQueries } from "../../docker/nginx/page-queries.ts";

describe("the edge's cache key for pages", () => {
  it("is made from the page registry: the template holds exactly the block the registry gives", () => {
    const template = readFileSync(templatePath, "utf8");
    expect(template).toBe(withPageQueries(template));
  });

  it("keys no page on any query while no page reads one", () => {
    expect(pageList.filter((page) => "query" in page)).toEqual([]);
    expect(pageQueryBlock()).toContain('map $edge_path $edge_query {\n    default "";\n}');
  });

  it("keys a page that reads parameters on its path and exactly those, in the order it names them", () => {
    const planner = { path: "/plan", query: ["guests", "hours", "vr"] };
    expect(pageQueryBlock([...pageList, planner])).toContain('    "/plan" "?guests=$arg_guests&hours=$arg_hours&vr=$arg_vr";');
  });
});
