/**
 * Stock copy check: a sentence of eight or more words may appear in at most three posts. Sentences
 * are compared after normalising (lowercase, no punctuation, single spaces, "10 to 15" read as
 * "10-15"), so a changed comma, a curly apostrophe or a range typed another way does not make a
 * copied sentence look new.
 */
export const stockSentenceMinWords = 8;
export const stockSentenceMaxPosts = 3;

export interface PostText {
  file: string;
  /** The rendered body as plain text (see plainText). */
  text: string;
}

export interface RepeatedSentence {
  sentence: string;
  files: string[];
}

export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])["')\]]*\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export function normalizeSentence(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/(\d) to (\d)/g, "$1-$2")
    .replace(/[-\u2010-\u2015/]/g, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every long sentence shared by more posts than allowed, with the posts that share it. */
export function findRepeatedSentences(posts: readonly PostText[]): RepeatedSentence[] {
  const seen = new Map<string, { sentence: string; files: Set<string> }>();
  for (const { file, text } of posts) {
    for (const sentence of splitSentences(text)) {
      const key = normalizeSentence(sentence);
      if (key.split(" ").length < stockSentenceMinWords) continue;
      const entry = seen.get(key) ?? { sentence, files: new Set<string>() };
      entry.files.add(file);
      seen.set(key, entry);
    }
  }
  return [...seen.values()]
    .filter((entry) => entry.files.size > stockSentenceMaxPosts)
    .map(({ sentence, files }) => ({ sentence, files: [...files].sort() }));
}

export function describeRepeatedSentence({ sentence, files }: RepeatedSentence): string {
  return `"${sentence}" appears in ${files.length} posts (${files.join(", ")}); a sentence of ${stockSentenceMinWords}+ words may appear in at most ${stockSentenceMaxPosts}`;
}
