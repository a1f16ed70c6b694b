import { describe, expect, it } from "vitest";
import { compilePost, PostError } from "../../app/content/pipeline/compile-post.ts";
import { fillTokens } from "../../app/content/pipeline/tokens.ts";

const knownPaths = new Set(["/", "/axe-throwing-prices", "/blog", "/blog/other-post"]);

function post({ frontmatter = {}, body }: { frontmatter?: Record<string, unknown>; body?: string } = {}) {
  const fields: Record<string, unknown> = {
    id: 99,
    slug: "sample-post",
    title: "A Sample Post About Axe Throwing",
    description: "A description long enough to describe the sample post for search results in a sentence.",
    keywords: ["axe throwing", "austin", "sample"],
    excerpt: "An excerpt that is long enough to appear on the blog index card and tell a reader what the post covers.",
    date: "2025-08-01",
    author: "Casey Holloway",
    readTime: 1,
    tags: ["One", "Two", "Three", "Four", "Five", "Six", "Seven"],
    hero: { src: "./sample-post.svg", alt: "A sample hero picture for the test post" },
    cta: { kind: "scroll-top", heading: "Ready to throw?", text: "Book a lane and bring closed-toe shoes.", button: "Back to Top" },
    ...frontmatter,
  };
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  const text = body ?? `## First part\n\n${"word ".repeat(210)}\n\n## Second part\n\nSee [prices](/axe-throwing-prices) and [a source](https://en.wikipedia.org/wiki/Axe_throwing).\n\n| Game | Players |\n|---|---|\n| 21 | 2-4 |\n`;
  return `---\n${yaml}\n---\n\n${text}`;
}

const compile = (source: string) => compilePost(source, { fileName: "sample-post.md", knownPaths });

describe("compiling a post", () => {
  it("returns validated frontmatter, HTML with heading ids and a table of contents", () => {
    const result = compile(post());
    expect(result.frontmatter.slug).toBe("sample-post");
    expect(result.frontmatter.initialViews).toBe(0);
    expect(result.html).toContain('<h2 id="first-part">First part</h2>');
    expect(result.toc).toEqual([
      { id: "first-part", text: "First part" },
      { id: "second-part", text: "Second part" },
    ]);
  });

  it("opens outbound links in a new tab with no opener or referrer, and keeps internal links plain", () => {
    const { html } = compile(post());
    expect(html).toContain('<a href="https://en.wikipedia.org/wiki/Axe_throwing" target="_blank" rel="noopener noreferrer">a source<span class="sr-only"> (opens in a new tab)</span></a>');
    expect(html).toContain('<a href="/axe-throwing-prices">prices</a>');
  });

  it("wraps tables in a labelled region that scrolls sideways", () => {
    expect(compile(post()).html).toContain('<section class="table-scroll" aria-label="Table: Game, Players" tabindex="0"><table>');
  });

  it("fills venue facts from the business facts module", () => {
    expect(fillTokens("Call {{phone}} at {{brand}}: {{price.oneHour}}", () => {})).toBe(
      "Call (512) 555-0142 at Ironbark Axe House: $19.99",
    );
  });
});

describe("the build rejects a bad post, naming the file and the field", () => {
  const failure = (source: string) => {
    try {
      compile(source);
    } catch (error) {
      expect(error).toBeInstanceOf(PostError);
      return (error as Error).message;
    }
    throw new Error("the post compiled");
  };

  it("a missing field", () => {
    expect(failure(post({ frontmatter: { description: undefined } }))).toBe('sample-post.md: "description" is required');
  });

  it("a description over 160 characters, a wrong tag count and an unknown button label", () => {
    const message = failure(
      post({ frontmatter: { description: "x".repeat(161), tags: ["a", "b"], cta: { kind: "scroll-top", heading: "Heading", text: "Some text for the box.", button: "Buy" } } }),
    );
    expect(message).toMatch(/^sample-post\.md: /);
    expect(message).toContain('"description"');
    expect(message).toContain('"tags"');
    expect(message).toContain('"cta.button"');
  });

  it("a read time the body cannot honestly fill", () => {
    expect(failure(post({ frontmatter: { readTime: 5 } }))).toContain('"readTime": 5 min needs 1000+ words of body');
  });

  it("an unknown token, a broken internal link, an h1 and raw HTML", () => {
    const message = failure(post({ body: `# Title\n\n{{nope}} [gone](/blog/missing) <b>bold</b>\n\n${"word ".repeat(210)}` }));
    expect(message).toContain("unknown token {{nope}}");
    expect(message).toContain("link to a page that does not exist: /blog/missing");
    expect(message).toContain("the title is the page's only h1");
    expect(message).toContain("raw HTML is not allowed");
  });

  it("a slug that does not match the file name", () => {
    expect(failure(post({ frontmatter: { slug: "another-name" } }))).toContain('"slug" must match the file name (sample-post)');
  });
});
