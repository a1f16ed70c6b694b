/**
 * Text a page or post includes from the facts rather than writes itself: a house rule's short form
 * or full statement, or the venue's beginner experience. The filled copy wraps each inclusion in
 * private-use characters that survive Markdown rendering, so the checks can tell the included words
 * (which may state a rule and its numbers) from the words around them (which may not), and can see
 * which rules a block of copy includes. The published HTML drops the marks.
 */
const open = "\uE000";
const middle = "\uE001";
const close = "\uE002";

/** The mark a check sees where an inclusion stood, with the included words taken out. */
const stood = "\uE003";

/** Wraps included Markdown; `key` names what it includes ("ages", "ages.short", "experience"). */
export function markInclusion(key: string, markdown: string): string {
  // A block inclusion (a list) keeps its marks in paragraphs of their own, so the list still parses.
  return markdown.includes("\n") ? `${open}${key}${middle}\n\n${markdown}\n\n${close}` : `${open}${key}${middle}${markdown}${close}`;
}

const inclusion = new RegExp(`${open}([\\w.]+)${middle}([\\s\\S]*?)${close}`, "g");

/** The published form: the included words stay, the marks and the empty paragraphs they leave go. */
export function withoutMarks(html: string): string {
  return html.replace(new RegExp(`${open}[\\w.]+${middle}|${close}`, "g"), "").replace(/<p>\s*<\/p>\n?/g, "");
}

/** The form checks read: each inclusion replaced by a mark naming it, so only the copy's own words remain. */
export function ownWords(html: string): string {
  return html.replace(inclusion, (_, key: string) => `${stood}${key}${stood}`);
}

/** The keys of the inclusions that stood in a piece of `ownWords` output. */
export function includedIn(checked: string): string[] {
  return [...checked.matchAll(new RegExp(`${stood}([\\w.]+)${stood}`, "g"))].map((match) => match[1] as string);
}

/** Removes the marks `ownWords` leaves, for text a reader would see without the inclusions. */
export function withoutStoodMarks(text: string): string {
  return text.replace(new RegExp(`${stood}[\\w.]+${stood}`, "g"), "");
}
