import { callApi, jsonOf, showViews, viewCountElements, viewErrors } from "./view-counts.ts";

/**
 * This opening of the article. The server counts an id once, so sending it again is always safe;
 * it travels in the Idempotency-Key header, where the edge can see it too, beside the spec's call
 * (a JSON content type and no body).
 */
const pageViewId = crypto.randomUUID();

/**
 * Counts one view per opening of an article and shows the returned total. A prerendered page counts
 * only once it is shown to the visitor. A 503, or no answer at all, may hide a view that was counted
 * after all: the same id goes once more, after the pause the answer asks for, and that answer
 * settles it. On any other failure the initial count stays and nothing is said.
 */
async function countOpening(element: HTMLElement): Promise<void> {
  const send = () =>
    callApi(`/api/blog/${encodeURIComponent(element.dataset.slug as string)}/view`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": `"${pageViewId}"` },
    });
  let response = await send().catch(() => undefined);
  if (!response || response.status === 503) {
    await new Promise((resolve) => setTimeout(resolve, retryAfterSeconds(response) * 1000));
    response = await send();
  }
  const body = await jsonOf(response, viewErrors.increment);
  if (body.success === true) showViews(element, body.views);
}

/** The answer's Retry-After in seconds, or 5 (the API's own) when it names none. */
function retryAfterSeconds(response: Response | undefined): number {
  const seconds = Number(response?.headers.get("Retry-After") || Number.NaN);
  return Number.isInteger(seconds) && seconds >= 0 && seconds <= 60 ? seconds : 5;
}

/** Chromium's prerendering state (Speculation Rules); not yet in TypeScript's DOM types. */
const prerendering = (document as Document & { prerendering?: boolean }).prerendering === true;

const [counter] = viewCountElements();
if (counter) {
  const count = () => void countOpening(counter).catch(() => {});
  if (prerendering) document.addEventListener("prerenderingchange", count, { once: true });
  else count();
}
