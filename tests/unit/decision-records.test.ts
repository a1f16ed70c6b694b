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
});
