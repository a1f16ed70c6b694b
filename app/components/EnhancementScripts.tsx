import { createContext, useContext } from "react";
import { useMatches } from "react-router";
import type { Enhancement, PageHandle } from "../browser/enhancements.ts";

/** Where each enhancement module is served from; provided by the server (entry.server.tsx). */
export const EnhancementUrlsContext = createContext<Readonly<Record<Enhancement, string>> | null>(null);

/**
 * One module script per enhancement the matched routes ask for in their `handle`, in route order.
 * There is no framework runtime: the page is complete without these.
 */
export function EnhancementScripts() {
  const urls = useContext(EnhancementUrlsContext);
  const wanted = new Set(useMatches().flatMap((match) => (match.handle as PageHandle | undefined)?.enhancements ?? []));
  if (!urls) return null;
  return (
    <>
      {[...wanted].map((name) => (
        <script key={name} type="module" src={urls[name]} />
      ))}
    </>
  );
}
