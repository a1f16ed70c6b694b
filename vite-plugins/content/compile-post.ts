import GithubSlugger from "github-slugger";
import { Renderer, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { ContentError, describeIssue } from "./content-error.ts";
import { findHandTypedPrices, findTyped } from "./hand-typed-prices.ts";
import { attribute, checkedMarkdown } from "./markdown.ts";
import { decodeEntities, plainText } from "./plain-text.ts";
import { type PostFrontmatter, postFrontmatter } from "./post-schema.ts";
import { findRuleProblems } from "./rule-checks.ts";
import { includedIn, ownWords, withoutMarks, withoutStoodMarks } from "./tellings.ts";
import { fillTokens } from "./tokens.ts";

/** Honest read times: at least this many words of body per minute stated. */
export const minimumWordsPerMinute = 200;

export interface TocEntry {
  id: string;
  text: string;
}

export interface CompileOptions {
  /** The file's name, for error messages and the slug check, e.g. "south-austin-playbook.md". */
  fileName: string;
  /** Internal paths a link may point to (pages and posts); anything else is a broken link. */
  knownPaths: ReadonlySet<string>;
  /**
   * Also run the editorial checks (a house rule told again, or stated before the page links it),
   * as `npm run lint:content` does; the build leaves them out, so a copy edit never stops it.
   */
  editorial?: boolean;
}

/** The frontmatter's sentences a reader sees (title, summaries, call to action), checked like the body. */
function frontmatterCopy({ title, description, excerpt, cta }: PostFrontmatter): string {
  return [title, description, excerpt, cta.heading, cta.text].map((field) => `<p>${attribute(field)}</p>`).join("\n");
}

function splitFrontmatter(source: string, problems: string[]): { yaml: string; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) {
    problems.push("the file must start with a --- frontmatter block ---");
    return { yaml: "", body: source };
  }
  return { yaml: match[1] as string, body: match[2] as string };
}

/**
 * Turns one Markdown post into validated frontmatter and HTML. Every problem is collected and
 * reported at once, naming the file and the field, so a bad post stops the build.
 */
export function compilePost(source: string, { fileName, knownPaths, editorial = false }: CompileOptions) {
  const problems: string[] = [];
  const report = (problem: string) => problems.push(problem);
  const { yaml, body } = splitFrontmatter(source, problems);
  // A schedule's clock times come from the facts, so that it keeps the VR gap, the opening hours and
  // the impairment rule (app/content/schedules.ts).
  problems.push(
    ...findHandTypedPrices(source),
    ...findTyped(
      body,
      /\b\d{1,2}:\d{2}\b/g,
      (time) => `typed time "${time}": build the schedule in app/content/schedules.ts and include it as {{schedule.name}}`,
    ),
  );

  let raw: unknown = {};
  try {
    raw = parseYaml(fillTokens(yaml, report, { plain: true }), { schema: "core" }) ?? {};
  } catch (error) {
    problems.push(`frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const parsed = postFrontmatter.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => describeIssue(issue)));

  const expectedSlug = fileName.replace(/\.md$/, "");
  if (parsed.success && parsed.data.slug !== expectedSlug) problems.push(`"slug" must match the file name (${expectedSlug})`);
  if (parsed.success && editorial)
    problems.push(...findRuleProblems(frontmatterCopy(parsed.data), { mentions: false }).map((problem) => `frontmatter: ${problem}`));

  const toc: TocEntry[] = [];
  const headingIds = new GithubSlugger();
  const tableLabels = new Map<string, number>();
  const markdown = fillTokens(body, report);
  const marked = checkedMarkdown(knownPaths, (problem) => problems.push(problem));
  marked.use({
    walkTokens(token) {
      if (token.type === "heading" && (token as Tokens.Heading).depth === 1)
        problems.push("use ## and ### headings; the title is the page's only h1");
    },
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = decodeEntities(inner.replace(/<[^>]+>/g, ""));
        const id = headingIds.slug(text);
        if (depth === 2) toc.push({ id, text });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      // Wide tables scroll sideways on phones; the wrapper is a labelled, focusable region so
      // keyboard and screen-reader users can reach and scroll it. Its name lists the table's columns.
      table(token) {
        const headers = token.header.map((cell) => plainText(this.parser.parseInline(cell.tokens))).filter(Boolean);
        const label = `Table: ${headers.join(", ") || "details"}`;
        const seen = tableLabels.get(label) ?? 0;
        tableLabels.set(label, seen + 1);
        const name = seen > 0 ? `${label} (${seen + 1})` : label;
        return `<section class="table-scroll" aria-label="${attribute(name)}" tabindex="0">${Renderer.prototype.table.call(this, token)}</section>`;
      },
    },
  });
  const rendered = marked.parse(markdown, { async: false });
  const checked = ownWords(rendered);
  if (editorial) problems.push(...findRuleProblems(checked));
  const html = withoutMarks(rendered);

  const wordCount = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  const readTime = parsed.data?.readTime ?? 0;
  if (wordCount < readTime * minimumWordsPerMinute)
    problems.push(`"readTime": ${readTime} min needs ${readTime * minimumWordsPerMinute}+ words of body, found ${wordCount}`);
  if (problems.length > 0 || !parsed.success) throw new ContentError(fileName, problems);
  // `text` is the body's own words as a reader sees them, without the rules it includes, for the checks
  // across posts; `shortForms` names the rules whose short form it includes.
  const shortForms = includedIn(checked).flatMap((key) => (key.endsWith(".short") ? [key.split(".")[1] as string] : []));
  return { frontmatter: parsed.data, html, toc, wordCount, text: plainText(withoutStoodMarks(checked)), shortForms };
}
