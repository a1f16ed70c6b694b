import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { pageList, type QueryParameter } from "../../app/content/site-pages.ts";

/**
 * The part of the edge config made from the page registry: for each page that reads query
 * parameters, those parameters in a fixed order, which the edge keys its cache on and sends to the
 * app (or, when it cannot read them as the app would, the query as it came, uncached); for every
 * other path, nothing. `node docker/nginx/page-queries.ts` writes it into
 * k8s/base/edge.conf.template; a unit test fails while the template says otherwise.
 */
export const templatePath = fileURLToPath(new URL("../../k8s/base/edge.conf.template", import.meta.url));

const begin = "# BEGIN page queries";
const end = "# END page queries";

export function pageQueryBlock(pages: ReadonlyArray<{ path: string; query?: readonly QueryParameter[] }> = pageList): string {
  const entries: string[] = [];
  const defaults: string[] = [];
  const unreadable: string[] = [];
  for (const page of pages) {
    if (!page.query?.length) continue;
    const slug = page.path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "");
    const query = page.query.map(({ name, default: fallback }) => {
      // nginx's $arg_name is the raw value of the parameter's first appearance, or empty.
      const argument = `$arg_${name.replaceAll("-", "_")}`;
      if (fallback === undefined) return `${name}=${argument}`;
      // An absent or empty parameter stands for its default, so both spellings share one entry.
      const variable = `$edge_query_${slug}_${name.replaceAll("-", "_")}`;
      defaults.push(`map ${argument} ${variable} {\n    "" "${fallback}";\n    default ${argument};\n}`);
      return `${name}=${variable}`;
    });
    // Any spelling of the path (case, a trailing slash) keeps the query, for the app to redirect with it.
    entries.push(`    "~*^${page.path}/?$" "?${query.join("&")}";`);
    const names = page.query.map(({ name }) => name.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&")).join("|");
    unreadable.push(
      `    "~*^${page.path}/?\\?(?:.*&)?(${names})(?:=[^&]*)?&(?:.*&)?\\1(?:[=&]|$)" 1;`,
      `    "~*^${page.path}/?\\?(?:.*&)?[^&=]*%" 1;`,
    );
  }
  return [
    `${begin}: made from the page registry (app/content/site-pages.ts, \`query\`) by`,
    "# `node docker/nginx/page-queries.ts`; edit the registry, not this block. A page is keyed on its path",
    "# and the parameters it reads, in this order, an absent one as its default; any other parameter",
    "# (utm_*, click ids, anything) is neither in the cache key nor sent to the app, whatever path it comes with.",
    "map $edge_path $edge_page_query {",
    '    default "";',
    ...entries,
    "}",
    ...defaults,
    "# ...unless the edge cannot read the query as the app does: a parameter the page reads given twice",
    "# (nginx takes the first, the app refuses the request) or a name with a percent escape (the app",
    "# decodes it, nginx does not). Such a query goes to the app as it came, and its answer is neither",
    "# served from the cache nor stored ($edge_query_as_sent, in the pages' location).",
    'map "$edge_path?$args" $edge_query_as_sent {',
    '    default "";',
    ...unreadable,
    "}",
    "map $edge_query_as_sent $edge_query {",
    '    "" $edge_page_query;',
    '    default "?$args";',
    "}",
    end,
  ].join("\n");
}

/** The template with its page-query block as the registry makes it. */
export function withPageQueries(template: string): string {
  const from = template.indexOf(begin);
  const to = template.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`the edge config has no "${begin}" ... "${end}" block`);
  return `${template.slice(0, from)}${pageQueryBlock()}${template.slice(to + end.length)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(templatePath, withPageQueries(readFileSync(templatePath, "utf8")));
}
