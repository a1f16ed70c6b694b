import { useEffect, useRef, useState } from "react";

const jsonHeaders = { "Content-Type": "application/json" };

/** The error messages of the spec's error catalogue; nothing is shown to the visitor. */
export const viewErrors = {
  fetch: "Failed to fetch blog post",
  increment: "Failed to increment view count",
} as const;

async function recordView(slug: string): Promise<number | undefined> {
  const response = await fetch(`/api/blog/${encodeURIComponent(slug)}/view`, {
    method: "POST",
    headers: jsonHeaders,
    credentials: "include",
  });
  if (!response.ok) throw new Error(viewErrors.increment);
  const body = (await response.json()) as { success?: boolean; views?: unknown };
  return body.success === true && typeof body.views === "number" ? body.views : undefined;
}

/** Runs `send` now, or when a prerendered page is actually shown to the visitor. */
function whenVisibleToVisitor(send: () => void) {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", send, { once: true });
  } else {
    send();
  }
}

/**
 * Counts one view when an article opens and shows the returned total. Exactly one request per
 * opening: not repeated by re-renders or React's development double effects, never sent for a
 * prefetch, and deferred until a prerendered page is shown. On failure the initial count stays.
 */
export function useRecordedView(slug: string, initialViews: number): number {
  const [views, setViews] = useState(initialViews);
  const countedSlug = useRef<string | null>(null);
  const currentSlug = useRef(slug);
  currentSlug.current = slug;

  useEffect(() => {
    if (countedSlug.current === slug) return;
    countedSlug.current = slug;
    setViews(initialViews);
    whenVisibleToVisitor(() => {
      recordView(slug).then(
        (total) => {
          if (total !== undefined && currentSlug.current === slug) setViews(total);
        },
        () => {},
      );
    });
  }, [slug, initialViews]);

  return views;
}

/** Every post's count for the blog index, falling back to each post's initial count. */
export function useAllViews(fallback: Readonly<Record<string, number>>): Readonly<Record<string, number>> {
  const [views, setViews] = useState(fallback);
  useEffect(() => {
    fetch("/api/blog/views", { credentials: "include" })
      .then((response) => {
        if (!response.ok) throw new Error(viewErrors.fetch);
        return response.json() as Promise<{ views?: Record<string, unknown> }>;
      })
      .then((body) => {
        const counts = Object.fromEntries(
          Object.entries(body.views ?? {}).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
        );
        setViews((current) => ({ ...current, ...counts }));
      })
      .catch(() => {});
  }, []);
  return views;
}
