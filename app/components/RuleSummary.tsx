import type { ReactNode } from "react";
import { type RuleKey, ruleHref, ruleReference, rules } from "../content/rules.ts";

/** A link to a house rule's full answer on the FAQ, named after the rule unless the sentence needs other words. */
export function RuleLink({ rule, children }: { rule: RuleKey; children?: ReactNode }) {
  return <a href={ruleHref(rule)}>{children ?? rules[rule].name}</a>;
}

/** A house rule as a page states it: the rule's short form, then a link to its full answer. */
export function RuleSummary({ rule }: { rule: RuleKey }) {
  const { short } = ruleReference(rule);
  return (
    <>
      {short} (<RuleLink rule={rule} />
      ).
    </>
  );
}
