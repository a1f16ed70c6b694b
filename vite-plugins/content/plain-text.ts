/** Turns the few entities marked writes back into characters. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * The words a reader sees in a rendered post. Block-level elements end a line, so a heading, a list
 * item or a table cell never runs into the sentence after it; screen-reader-only hints are dropped.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, "")
    .replace(/<\/(?:p|li|h[1-6]|td|th|tr|blockquote|pre)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text);
}
