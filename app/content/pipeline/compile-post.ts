import GithubSlugger from "github-slugger";
import { Renderer, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { ContentError, describeIssue } from "./content-error.ts";
import { findHandTypedPrices } from "./hand-typed-prices.ts";
import { attribute, checkedMarkdown } from "./markdown.ts";
import { decodeEntities, plainText } from "./plain-text.ts";
import { type PostFrontmatter, postFrontmatter } from "./post-schema.ts";
import { fillTokens } from "./tokens.ts";

/** Honest read times: at least this many words of body per minute stated. */
export const minimumWordsPerMinute = 200;

export interface TocEntry {
  id: string;
  text: string;
}

export interface CompiledPost {
  frontmatter: PostFrontmatter;
  html: string;
  toc: TocEntry[];
  wordCount: number;
  /** The body as a reader sees it, for checks across posts. */
  text: string;
}

export interface CompileOptions {
  /** The file's name, for error messages and the slug check, e.g. "south-austin-playbook.md". */
  fileName: string;
  /** Internal paths a link may point to (pages and posts); anything else is a broken link. */
  knownPaths: ReadonlySet<string>;
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
export function compilePost(source: string, { fileName, knownPaths }: CompileOptions): CompiledPost {
  const problems: string[] = [];
  const unknownToken = (name: string) => problems.push(`unknown token {{${name}}}`);
  const { yaml, body } = splitFrontmatter(source, problems);
  problems.push(...findHandTypedPrices(source));

  let raw: unknown = {};
  try {
    raw = parseYaml(fillTokens(yaml, unknownToken), { schema: "core" }) ?? {};
  } catch (error) {
    problems.push(`frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  // YAML reads 2025-08-01 as a date; the schema wants the ISO text.
  for (const field of ["date", "modified"]) {
    const fields = raw as Record<string, unknown>;
    if (fields?.[field] instanceof Date) fields[field] = fields[field].toISOString().slice(0, 10);
  }
  const parsed = postFrontmatter.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => describeIssue(issue)));

  const expectedSlug = fileName.replace(/\.md$/, "");
  if (parsed.success && parsed.data.slug !== expectedSlug) {
    problems.push(`"slug" must match the file name (${expectedSlug})`);
  }

  const toc: TocEntry[] = [];
  const headingIds = new GithubSlugger();
  const tableLabels = new Map<string, number>();
  const markdown = fillTokens(body, unknownToken);
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
  const html = marked.parse(markdown, { async: false });

  const wordCount = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  if (parsed.success) {
    const needed = parsed.data.readTime * minimumWordsPerMinute;
    if (wordCount < needed) {
      problems.push(`"readTime": ${parsed.data.readTime} min needs ${needed}+ words of body, found ${wordCount}`);
    }
  }
  if (problems.length > 0 || !parsed.success) throw new ContentError(fileName, problems);
  return { frontmatter: parsed.data, html, toc, wordCount, text: plainText(html) };
}
