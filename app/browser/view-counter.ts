import { fetchJson, showViews, viewCountElements, viewErrors } from "./view-counts.ts";

/**
 * Counts one view per opening of an article and shows the returned total. A prerendered page counts
 * only once it is shown to the visitor; on any failure the initial count stays and nothing is said.
 */
async function countOpening(element: HTMLElement): Promise<void> {
  const slug = element.dataset.slug as string;
  const body = await fetchJson(
    `/api/blog/${encodeURIComponent(slug)}/view`,
    { method: "POST", headers: { "Content-Type": "application/json" } },
    viewErrors.increment,
  );
  if (body.success === true) showViews(element, body.views);
}

/** Chromium's prerendering state (Speculation Rules); not yet in TypeScript's DOM types. */
const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;

const [counter] = viewCountElements();
if (counter) {
  const count = () => void countOpening(counter).catch(() => {});
  if (prerendering) document.addEventListener("prerenderingchange", count, { once: true });
  else count();
}
