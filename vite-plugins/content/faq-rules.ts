import { type RuleKey, rules } from "../../app/content/rules.ts";

interface RawFaq {
  groups?: { questions?: { id?: unknown; answer?: unknown }[] }[];
}

/**
 * The FAQ tells every house rule in full exactly once: in the answer whose id is the rule's anchor,
 * so a link to /faq#{anchor} opens that rule. Problems name the field, like the schema's.
 */
export function findFaqRuleProblems(raw: unknown): string[] {
  const questions = ((raw as RawFaq | null)?.groups ?? []).flatMap((group, groupAt) =>
    (group.questions ?? []).map((question, at) => ({
      path: `groups.${groupAt}.questions.${at}`,
      id: question.id,
      answer: typeof question.answer === "string" ? question.answer : "",
    })),
  );
  return (Object.keys(rules) as RuleKey[]).flatMap((key) => {
    const { anchor } = rules[key];
    const statement = new RegExp(String.raw`\{\{\s*rule\.${key}\s*\}\}`);
    const home = questions.find((question) => question.id === anchor);
    return [
      ...(home === undefined
        ? [`"groups": no question has the id "${anchor}", where the rule "${key}" is told in full`]
        : statement.test(home.answer)
          ? []
          : [`"${home.path}.answer": the answer at "${anchor}" must tell its rule in full with {{rule.${key}}}`]),
      ...questions
        .filter((question) => question !== home && statement.test(question.answer))
        .map(
          (question) =>
            `"${question.path}.answer": {{rule.${key}}} is told in full only at "${anchor}"; include {{rule.${key}.short}} here`,
        ),
    ];
  });
}
