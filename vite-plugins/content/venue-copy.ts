import * as rulesModule from "../../app/content/rules.ts";
import * as venueModule from "../../app/content/venue.ts";

/** Every string reachable from a value: object fields and array items, recursively. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * The copy that lives in the facts modules rather than in content files: every string the facts and
 * the house rules export (statements, package features, notes). Checks that read copy, such as the
 * hand-over check, read these too; the weapon and game descriptions import artwork, so a unit test
 * checks those.
 */
export function venueCopyStrings(): string[] {
  return stringsIn([...Object.values(venueModule), ...Object.values(rulesModule)]);
}
