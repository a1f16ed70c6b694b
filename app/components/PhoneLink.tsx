import type { ReactNode } from "react";
import { venue } from "../content/venue.ts";

/** The phone number with a non-breaking space and hyphen, so it never wraps mid-number. */
export const unbreakablePhone = venue.phone.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");

/** The CALL US button's text, kept on one line. */
export const callUsLabel = "Call\u00a0us";

/** A tap-to-call link to the venue; shows the number unless given other text. */
export function PhoneLink({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <a href={`tel:${venue.phone.e164}`} className={className}>
      {children ?? unbreakablePhone}
    </a>
  );
}
