import { formatViews } from "../content/format.ts";

/** The error messages of the spec's error catalogue; nothing is shown to the visitor. */
export const viewErrors = {
  fetch: "Failed to fetch blog post",
  increment: "Failed to increment view count",
} as const;

/** The "N views" elements the server rendered with each post's initial count. */
export function viewCountElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-view-count][data-slug]")];
}

export function showViews(element: HTMLElement, views: unknown): void {
  if (typeof views === "number" && Number.isInteger(views) && views >= 0) element.textContent = formatViews(views);
}

/** Every call to the site's API is made with credentials, as the spec's queries are. */
export function callApi(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, credentials: "include" });
}

export async function jsonOf(response: Response, failure: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(failure);
  return (await response.json()) as Record<string, unknown>;
}
