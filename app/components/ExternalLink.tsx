import type { ReactNode } from "react";
import { visuallyHidden } from "../styles/primitives.ts";

/** An outbound link: opens in a new tab with no opener and no referrer, and says so to screen readers. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className={visuallyHidden}> (opens in a new tab)</span>
    </a>
  );
}
