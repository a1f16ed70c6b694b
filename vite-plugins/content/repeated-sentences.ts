/**
 * Stock copy check: a sentence of eight or more words may appear, as it is or lightly reworded, in
 * at most three posts. Two sentences are near-duplicates when most of the shorter one's three-word
 * runs (shingles) also appear in the other: the overlap coefficient of their shingle sets reaches
 * `nearDuplicateOverlap`. Decision 0013 weighs this against exact matching, Jaccard similarity, edit
 * distance and the rest, and shows how the threshold was chosen.
 *
 * Sentences are compared after normalising (lowercase, no punctuation, single spaces, "10 to 15"
 * read as "10-15"), so a changed comma, a curly apostrophe or a range typed another way does not
 * make a copied sentence look new.
 */
import { hoursSummary } from "../../app/content/hours.ts";
import { partners, postalAddressLine, venue } from "../../app/content/venue.ts";

export const stockSentenceMinWords = 8;
export const stockSentenceMaxPosts = 3;
export const shingleWords = 3;
export const nearDuplicateOverlap = 0.4;

export interface RepeatedSentence {
  sentence: string;
  /** Every post holding the sentence or a near-duplicate of it, with the sentence as it stands there. */
  copies: { file: string; sentence: string }[];
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

/**
 * Our own names, address and hours count as one word each: copy may well give the address twice,
 * and "Parallax Free-Roam VR" should not make two sentences look alike.
 */
const names = [venue.name, partners.vr.name, partners.restaurant.name, postalAddressLine(), hoursSummary()].map((name) => ({
  pattern: new RegExp(`\\b${normalizeSentence(name)}\\b`, "g"),
  word: normalizeSentence(name).replace(/ /g, ""),
}));

/** A sentence long enough to compare, as its set of three-word runs; undefined for a short one. */
export function shinglesOf(sentence: string): Set<string> | undefined {
  const normalized = names.reduce((text, { pattern, word }) => text.replace(pattern, word), normalizeSentence(sentence));
  const words = normalized.split(" ").filter(Boolean);
  if (words.length < stockSentenceMinWords) return undefined;
  const shingles = new Set<string>();
  for (let at = 0; at + shingleWords <= words.length; at++) shingles.add(words.slice(at, at + shingleWords).join(" "));
  return shingles;
}

/** Whether the larger set holds enough of the smaller one's shingles: all of them when one sentence sits inside the other. */
export function isNearDuplicate(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const shingle of small) if (large.has(shingle)) shared++;
  return shared / small.size >= nearDuplicateOverlap;
}

/**
 * Every long sentence with near-duplicates in more posts than allowed. Each sentence is judged by
 * its own neighbours, not by chains of neighbours, so two sentences that each resemble a third do
 * not count as copies of each other.
 */
export function findRepeatedSentences(posts: readonly { file: string; text: string }[]): RepeatedSentence[] {
  const candidates = posts.flatMap(({ file, text }) =>
    splitSentences(text).flatMap((sentence) => {
      const shingles = shinglesOf(sentence);
      return shingles ? [{ file, sentence, shingles }] : [];
    }),
  );
  const byShingle = new Map<string, number[]>();
  candidates.forEach(({ shingles }, at) => {
    for (const shingle of shingles) byShingle.set(shingle, [...(byShingle.get(shingle) ?? []), at]);
  });
  const reported = new Set<string>();
  const repeated: RepeatedSentence[] = [];
  candidates.forEach((candidate, at) => {
    const neighbours = new Set<number>();
    for (const shingle of candidate.shingles) for (const other of byShingle.get(shingle) ?? []) neighbours.add(other);
    const copies = new Map<string, string>([[candidate.file, candidate.sentence]]);
    for (const other of neighbours) {
      const { file, sentence, shingles } = candidates[other] as (typeof candidates)[number];
      if (other !== at && !copies.has(file) && isNearDuplicate(candidate.shingles, shingles)) copies.set(file, sentence);
    }
    const key = [...copies.keys()].sort().join(" ");
    if (copies.size > stockSentenceMaxPosts && !reported.has(key)) {
      reported.add(key);
      repeated.push({
        sentence: candidate.sentence,
        copies: [...copies].map(([file, sentence]) => ({ file, sentence })).sort((a, b) => a.file.localeCompare(b.file)),
      });
    }
  });
  return repeated;
}

export function describeRepeatedSentence({ sentence, copies }: RepeatedSentence): string {
  const where = copies.map(({ file, sentence: copy }) => (copy === sentence ? file : `${file}: "${copy}"`)).join("; ");
  return `"${sentence}" appears, as it is or reworded, in ${copies.length} posts (${where}); a sentence of ${stockSentenceMinWords}+ words may appear in at most ${stockSentenceMaxPosts}`;
}
