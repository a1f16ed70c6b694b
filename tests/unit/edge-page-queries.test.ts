import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { pageList } from "../../app/content/site-pages.ts";
import { pageQueryBlock, templatePath, withPageQueries } from "../../docker/nginx/page-queries.ts";

describe("the edge's cache key for pages", () => {
  it("is made from the page registry: the template holds exactly the block the registry gives", () => {
    const template = readFileSync(templatePath, "utf8");
    expect(template).toBe(withPageQueries(template));
  });

  it("keys every page that reads no query on its path alone", () => {
    const quiet = pageList.filter((page) => !("query" in page));
    expect(quiet.length).toBeGreaterThan(0);
    expect(pageQueryBlock(quiet)).toContain('map $edge_path $edge_query {\n    default "";\n}');
  });

  it("keys a page that reads parameters on its path and exactly those, in its order, an absent one as its default", () => {
    const block = pageQueryBlock([{ path: "/plan", query: [{ name: "guests" }, { name: "hours", default: "1" }] }]);
    expect(block).toContain('    "~*^/plan/?$" "?guests=$arg_guests&hours=$edge_query_plan_hours";');
    expect(block).toContain('map $arg_hours $edge_query_plan_hours {\n    "" "1";\n    default $arg_hours;\n}');
  });
});
