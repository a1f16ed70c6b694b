import { Marked, type Tokens } from "marked";
import { pageList } from "../../app/content/site-pages.ts";
import { configuredLinkPrefix, externalLinkDefaults } from "../../app/content/venue.ts";

export function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}

/**
 * Pages whose anchors are known list them among the known paths as "/faq#walk-ins"; a link to an
 * anchor of such a page must name one of them. Other pages' anchors are not checked.
 */
const hasKnownAnchors = (knownPaths: ReadonlySet<string>, path: string) => [...knownPaths].some((known) => known.startsWith(`${path}#`));

/** A query may hold only the parameters its page declares it reads (app/content/site-pages.ts, `query`). */
function readsOnly(path: string, query: string): boolean {
  const declared = new Set<string>(
    pageList.flatMap((page) => (page.path === path && "query" in page ? page.query.map(({ name }) => name) : [])),
  );
  return [...new URLSearchParams(query).keys()].every((name) => declared.has(name));
}

/**
 * A Markdown renderer with the rules every piece of copy shares: internal links must reach a known
 * page (and a known anchor, on a page whose anchors are listed), outbound links use https and open in a new tab with no opener or referrer (and say so to
 * screen readers), and neither raw HTML nor images get through. Problems go to `report`. A link to
 * "link:vrBooking" names a configured outbound link, whose address the page fills in when it renders.
 */
export function checkedMarkdown(knownPaths: ReadonlySet<string>, report: (problem: string) => void): Marked {
  const marked = new Marked({ gfm: true });
  marked.use({
    walkTokens(token) {
      if (token.type === "image") report("images are not supported in copy; pictures come from the page's own artwork");
      if (token.type === "html") report(`raw HTML is not allowed: ${(token as Tokens.HTML).raw.trim().slice(0, 40)}`);
      if (token.type === "link") {
        const href = (token as Tokens.Link).href;
        if (href.startsWith("/")) {
          const [target = "", anchor] = href.split("#");
          const [path = "", query] = target.split("?");
          if (!knownPaths.has(path || "/")) report(`link to a page that does not exist: ${href}`);
          else if (query !== undefined && !readsOnly(path, query)) report(`link with query parameters its page does not read: ${href}`);
          else if (anchor !== undefined && hasKnownAnchors(knownPaths, path || "/") && !knownPaths.has(href))
            report(`link to an anchor that does not exist: ${href}`);
        }
        if (/^http:\/\//.test(href)) report(`outbound links must use https: ${href}`);
        if (href.startsWith(configuredLinkPrefix) && !Object.hasOwn(externalLinkDefaults, href.slice(configuredLinkPrefix.length)))
          report(`link to an outbound link the configuration does not name: ${href}`);
      }
    },
    renderer: {
      // A checklist in copy is for the reader to tick on paper: a box to look at, not a form control
      // without a label; screen readers read the item's text.
      checkbox({ checked }) {
        return `<span aria-hidden="true">${checked ? "☑" : "☐"}</span> `;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const titleAttribute = title ? ` title="${attribute(title)}"` : "";
        if (/^https?:\/\//.test(href) || href.startsWith(configuredLinkPrefix)) {
          return `<a href="${attribute(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${inner}<span class="sr-only"> (opens in a new tab)</span></a>`;
        }
        return `<a href="${attribute(href)}"${titleAttribute}>${inner}</a>`;
      },
    },
  });
  return marked;
}
