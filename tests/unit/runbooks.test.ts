import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { readProjectFile } from "../support/markdown.ts";

/**
 * Every alert has a runbook in docs/operations.md, and the runbook's first paragraph says when it
 * fires: the threshold and the duration it states are the rule's, so neither can change alone.
 */
interface AlertRule {
  alert: string;
  expr: string;
  for: string;
  annotations: { runbook_url: string };
}
const rules: AlertRule[] = parse(readProjectFile("k8s/base/monitoring/prometheus-rule.yaml")).spec.groups.flatMap(
  (group: { rules: AlertRule[] }) => group.rules,
);
const operations = readProjectFile("docs/operations.md");
const runbooks = new Map(
  [...operations.matchAll(/^### (\w+)\n\n([\s\S]*?)(?=\n\n)/gm)].map((match) => [
    match[1] as string,
    (match[2] as string).replace(/\s+/g, " "),
  ]),
);

/** The number the rule's expression compares against, as the runbook would write it. */
function threshold(expr: string): { value: number; written: RegExp } | undefined {
  const value = Number(/[<>]=?\s*([\d.]+)\s*$/.exec(expr.trim())?.[1]);
  if (!value) return undefined;
  // A ratio (one rate divided by another) is written as a percentage, a duration in ms or s.
  if (/\s\/\s/.test(expr)) return { value: Math.round(value * 1000) / 10, written: /(\d+(?:\.\d+)?)%/ };
  if (/_seconds/.test(expr)) return value < 1 ? { value: value * 1000, written: /(\d+) ms\b/ } : { value, written: /(\d+(?:\.\d+)?) s\b/ };
  return { value, written: /(\d+(?:\.\d+)?)/ };
}

describe("the runbooks (docs/operations.md)", () => {
  it("are one for each alert, under the heading its runbook_url names", () => {
    expect([...runbooks.keys()].sort()).toEqual(rules.map((rule) => rule.alert).sort());
    for (const rule of rules) expect(rule.annotations.runbook_url).toMatch(new RegExp(`docs/operations\\.md#${rule.alert.toLowerCase()}$`));
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))("say when %s fires, as its rule does", (_name, rule) => {
    const intro = runbooks.get(rule.alert) ?? "";
    expect(intro, `the duration of ${rule.alert}`).toContain(`for ${Number.parseInt(rule.for, 10)} minutes`);
    const compared = threshold(rule.expr);
    if (compared) expect(Number(compared.written.exec(intro)?.[1]), `the threshold of ${rule.alert}`).toBe(compared.value);
  });
});
