import { createContext, useContext } from "react";

/**
 * Where an article page finds its body while rendering on the server. Only the server provides it
 * (from the compiled posts), so the body reaches the browser once, inside the HTML; after client
 * navigation the route's data carries it instead.
 */
export const ArticleBodiesContext = createContext<(slug: string) => string | undefined>(() => undefined);

export function useServerArticleBody(slug: string): string | undefined {
  return useContext(ArticleBodiesContext)(slug);
}
