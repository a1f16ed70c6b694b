import enhancementUrls from "virtual:enhancement-scripts";
import { useMatches } from "react-router";
import type { PageHandle } from "../browser/enhancements.ts";

/**
 * One module script per enhancement the matched routes ask for in their `handle`, in route order.
 * There is no framework runtime: the page is complete without these.
 */
export function EnhancementScripts() {
  const wanted = new Set(useMatches().flatMap((match) => (match.handle as PageHandle | undefined)?.enhancements ?? []));
  return (
    <>
      {[...wanted].map((name) => (
        <script key={name} type="module" src={enhancementUrls[name]} />
      ))}
    </>
  );
}
