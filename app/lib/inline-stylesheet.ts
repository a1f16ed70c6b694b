import { createContext } from "react";

/**
 * The site's stylesheet as the root layout writes it into the head (production); undefined in
 * development, where Vite's styles are linked. A React context rather than loader data, so it is
 * not serialised again for a client router that pages do not have.
 */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

/** The site's stylesheet, written into every page's head instead of linked. */
export interface InlineStylesheet {
  css: string;
  /** For the Content-Security-Policy: `'sha256-…'`. */
  hash: string;
}
