import type { InlineCopy } from "../../vite-plugins/content/content-types.ts";
import { useLinkFiller } from "../lib/public-config.ts";

/** A paragraph of page copy, compiled from Markdown at build time with its tokens filled and links checked. */
export function CopyParagraph({ copy, className }: { copy: InlineCopy; className?: string }) {
  const fillLinks = useLinkFiller();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, compiled and checked at build time (no raw HTML allowed)
  return <p className={className} dangerouslySetInnerHTML={{ __html: fillLinks(copy.html) }} />;
}
