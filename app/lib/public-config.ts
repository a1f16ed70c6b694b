import { createContext, useContext } from "react";
import type { ExternalLinks } from "../content/venue.ts";

/** The configuration pages are rendered with: the public origin and the outbound links. */
export interface PublicConfig {
  siteUrl: string;
  links: ExternalLinks;
}

export const PublicConfigContext = createContext<PublicConfig | null>(null);

export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error("usePublicConfig needs a PublicConfigContext provider (entry.server.tsx)");
  return config;
}
