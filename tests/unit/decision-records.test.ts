import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));

describe("decision records", () => {
  it.each(records)("%s follows docs/decisions/template.md", (name) => {
    const text = readFileSync(new URL(name, folder), "utf8");
    expect(text).toMatch(/^# \d+\. .+\n\n- Status: (?:Proposed|Accepted|Superseded by .+)\n- Date: \d{4}-\d{2}-\d{2}\n\n## Context\n/);
    expect(text.match(/^## .+$/gm)).toEqual(["## Context", "## Decision", "## Consequences"]);
  });

  it.each(records)("%s lists the options weighed in its Context", (name) => {
    const text = readFileSync(new URL(name, folder), "utf8");
    const context = text.slice(text.indexOf("## Context"), text.indexOf("## Decision"));
    const weighed = /options weighed/i.exec(context);
    expect(weighed, "a Context that says which options were weighed").not.toBeNull();
    // Two options at least, each a list item or a table row of its own.
    const options = context.slice(weighed?.index).match(/^(?:- |\| (?!-|Option|Hand-written))/gm) ?? [];
    expect(options.length).toBeGreaterThanOrEqual(2);
  });
});
