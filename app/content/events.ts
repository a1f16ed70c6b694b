import type { EventPageContent } from "./event-page-types.ts";
import { pageCopy } from "./page-copy.ts";
import { eventPageEntries } from "./site-pages.ts";

/** Each event page's illustration, app/assets/events/{path}.svg, as the URL the build gives it. */
const illustrations = import.meta.glob<string>("../assets/events/*.svg", { import: "default", eager: true });

/** The four event landing pages: the registry's entries with their copy from app/content/pages/ and their illustration. */
export const eventPages: readonly EventPageContent[] = eventPageEntries.map((entry) => {
  const copy = pageCopy(entry);
  const src = illustrations[`../assets/events${entry.path}.svg`];
  if (src === undefined) throw new Error(`no illustration app/assets/events${entry.path}.svg for ${entry.path}`);
  return { ...entry, ...copy, art: { ...copy.art, src } };
});

/** The illustrations' drawing size, so a page keeps their space before they load. */
export const illustrationSize = { width: 1200, height: 675 } as const;

/** The lowest price a page's packages sell at: what the page "starts at". */
export function startingPrice(page: EventPageContent): number {
  return Math.min(...page.packages.flatMap((item) => (item.price === null ? [] : [item.price])));
}
