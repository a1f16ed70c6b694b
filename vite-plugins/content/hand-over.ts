import { splitSentences } from "./repeated-sentences.ts";

/**
 * Safety check for copy: an axe is never handed from one person to another. It goes back to its
 * holder or rack, and the next thrower picks it up there. Any sentence that tells a reader to hand,
 * pass, give, offer or toss an axe (or "it") to someone, or to pass one handle first, stops the build.
 * A sentence that forbids the hand-over ("never hand an axe to anyone") is fine, as long as it does
 * not go on to allow one ("never hand it over blade first" implies handle first is fine, so it fails).
 */

const weapon = "(?:axes?|hatchets?|weapons?|blades?|ninja stars?|throwing cards?|cards?|stars?|bat throwers?|it|them)";
const verb = "(?:hand|pass|give|offer|toss|transfer)(?:s|es|ed|ing)?";
const owner = String.raw`(?:the|an|a|your|their|his|her|our|that|this)\s+`;

/** Wording that describes handing a weapon over, checked sentence by sentence. */
const handOverPatterns: readonly RegExp[] = [
  // "hand it to the next thrower", "pass the axe to a friend", "give them back to the coach"
  new RegExp(String.raw`\b${verb}\s+(?:${owner})?${weapon}\s+(?:back\s+|over\s+|across\s+)?to\b`, "i"),
  // "hand the next thrower the axe", "pass your friend the hatchet"
  new RegExp(
    String.raw`\b${verb}\s+(?:the\s+next|another|your|a)\s+(?:thrower|player|person|friend|teammate|guest)\s+(?:${owner})?${weapon}\b`,
    "i",
  ),
  // "pass the axe handle first", "hand it over handle-first", "offered handle first"
  new RegExp(String.raw`\b${verb}\b[^.!?]{0,40}\b(?:handle|blade)[\s-]+first\b`, "i"),
  // "hand over the axe", "hand-off of the hatchet", "axe hand-over"
  new RegExp(
    String.raw`\b(?:(?:hand|pass)(?:ing|ed|s)?[\s-]*over\s+|hand-?offs?\s+of\s+)(?:${owner})?${weapon.replace("|it|them", "")}\b`,
    "i",
  ),
  /\b(?:axe|hatchet|weapon)\s+hand[\s-]*(?:over|off)s?\b/i,
  // "Ninja Stars get handed over carefully", "axes are passed along the lane"
  new RegExp(
    String.raw`\b${weapon.replace("|it|them", "")}\b[^.!?]{0,30}\b(?:get|gets|are|is|be|being)\s+(?:handed|passed|given|tossed)\b`,
    "i",
  ),
];

/** A sentence that only forbids the hand-over: a negation right before the verb, with no allowed way to do it. */
function onlyForbids(sentence: string): boolean {
  return (
    /\b(?:never|not|don't|do not|no|nobody|no one)\s+(?:\w+\s+or\s+)?(?:hand|pass|give|offer|toss|transfer)(?:s|es|ed|ing)?\b/i.test(
      sentence,
    ) && !/\b(?:handle|blade)[\s-]+first\b/i.test(sentence)
  );
}

/** The sentences in `text` that tell someone to hand a weapon over. */
export function findHandOverWording(text: string): string[] {
  return splitSentences(text).filter((sentence) => handOverPatterns.some((pattern) => pattern.test(sentence)) && !onlyForbids(sentence));
}

export function describeHandOver(sentence: string): string {
  return `hand-over wording: "${sentence}" (an axe goes back to its holder and the next thrower picks it up; never write that one is handed or passed)`;
}
