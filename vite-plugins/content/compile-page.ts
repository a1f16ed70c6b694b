import { parse as parseYaml } from "yaml";
import { type RuleKey, rules } from "../../app/content/rules.ts";
import { ContentError, describeIssue } from "./content-error.ts";
import { findFaqRuleProblems } from "./faq-rules.ts";
import { type CompiledPageCopy, type CopyContext, type PageContentKind, pageSchemas } from "./page-schema.ts";

/** The rules a page's copy links anywhere: a link to an answer, a short form or link token, a "Good to know" rule. */
function rulesLinkedIn(source: string): ReadonlySet<RuleKey> {
  const keys = Object.keys(rules) as RuleKey[];
  const anchors = new Set([...source.matchAll(/\/faq#([\w-]+)/g)].map((match) => match[1]));
  const named = new Set([
    ...[...source.matchAll(/\{\{\s*rule\.(\w+)\.(?:short|link)\s*\}\}/g)].map((match) => match[1]),
    ...[...source.matchAll(/^\s*rule:\s*(\w+)\s*$/gm)].map((match) => match[1]),
  ]);
  return new Set(keys.filter((key) => anchors.has(rules[key].anchor) || named.has(key)));
}

/**
 * Turns one page content file (YAML) into validated copy with its tokens filled and its Markdown
 * rendered. Every problem is reported at once, naming the file and the field, so a bad file stops
 * the build.
 */
export function compilePage<Kind extends PageContentKind>(
  source: string,
  { fileName, kind, knownPaths, editorial }: Omit<CopyContext, "linkedRules"> & { fileName: string; kind: Kind },
): CompiledPageCopy[Kind] {
  let raw: unknown;
  try {
    raw = parseYaml(source, { schema: "core" }) ?? {};
  } catch (error) {
    throw new ContentError(fileName, [`not valid YAML: ${(error as Error).message}`]);
  }
  const parsed = pageSchemas({ knownPaths, linkedRules: rulesLinkedIn(source), editorial })[kind].safeParse(raw);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => describeIssue(issue, "(file)"))),
    ...(kind === "faq" ? findFaqRuleProblems(raw) : []),
  ];
  if (problems.length > 0 || !parsed.success) throw new ContentError(fileName, problems);
  return parsed.data as CompiledPageCopy[Kind];
}
