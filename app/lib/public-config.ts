import { createContext, useContext } from "react";
import { configuredLinkPrefix, type ExternalLinks } from "../content/venue.ts";
import { escapeXml } from "./feeds.ts";

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

const configuredHref = new RegExp(`href="${configuredLinkPrefix}(\\w+)"`, "g");

/** Fills each configured outbound link's address into compiled copy, from the configuration. */
export function useLinkFiller(): (html: string) => string {
  const { links } = usePublicConfig();
  return (html) => html.replace(configuredHref, (_, name: keyof ExternalLinks) => `href="${escapeXml(links[name])}"`);
}
