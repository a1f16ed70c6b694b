import type { ReactNode } from "react";
import { type RuleKey, ruleHref, ruleReference, rules } from "../content/rules.ts";

/** A link to a house rule's full answer on the FAQ, named after the rule unless the sentence needs other words. */
export function RuleLink({ rule, children }: { rule: RuleKey; children?: ReactNode }) {
  return <a href={ruleHref(rule)}>{children ?? rules[rule].name}</a>;
}

/** A house rule as a page states it: its short form, with the link to its full answer on its first words. */
export function RuleSummary({ rule }: { rule: RuleKey }) {
  const { linked, rest } = ruleReference(rule);
  return (
    <>
      <RuleLink rule={rule}>{linked}</RuleLink>
      {rest}.
    </>
  );
}
