import type { OutboundItem } from "../content/site-pages.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { ExternalLink } from "./ExternalLink.tsx";

/** A named outbound destination (waiver, gift cards, VR booking) at its configured URL, in a new tab. */
export function OutboundLink({ item, className }: { item: OutboundItem; className?: string }) {
  const { links } = usePublicConfig();
  return (
    <ExternalLink href={links[item.link]} className={className}>
      {item.label}
    </ExternalLink>
  );
}
