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
    const block = pageQueryBlock(quiet);
    expect(block).toContain('map $edge_path $edge_page_query {\n    default "";\n}');
    expect(block).toContain('map "$edge_path?$args" $edge_query_as_sent {\n    default "";\n}');
  });

  it("keys a page that reads parameters on its path and exactly those, in its order, an absent one as its default", () => {
    const block = pageQueryBlock([{ path: "/plan", query: [{ name: "guests" }, { name: "hours", default: "1" }] }]);
    expect(block).toContain('    "~*^/plan/?$" "?guests=$arg_guests&hours=$edge_query_plan_hours";');
    expect(block).toContain('map $arg_hours $edge_query_plan_hours {\n    "" "1";\n    default $arg_hours;\n}');
  });

  it("sends a query it cannot read as the app does (a parameter of the page twice, an escaped name) as it came, to be answered uncached", () => {
    const block = pageQueryBlock([{ path: "/plan", query: [{ name: "guests" }, { name: "hours", default: "1" }] }]);
    expect(block).toContain('    "~*^/plan/?\\?(?:.*&)?(guests|hours)(?:=[^&]*)?&(?:.*&)?\\1(?:[=&]|$)" 1;');
    expect(block).toContain('    "~*^/plan/?\\?(?:.*&)?[^&=]*%" 1;');
    expect(block).toContain('map $edge_query_as_sent $edge_query {\n    "" $edge_page_query;\n    default "?$args";\n}');
    const template = readFileSync(templatePath, "utf8");
    expect(template).toContain("proxy_cache_bypass $http_authorization $http_cookie $edge_query_as_sent;");
    expect(template).toMatch(/proxy_no_cache [^;]*\$edge_query_as_sent;/);
  });
});
