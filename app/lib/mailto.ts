import { venue } from "../content/venue.ts";

/**
 * A written route to the events team without a form on our side: the visitor's own mail program
 * opens with the message started, and nothing is sent to or stored by the site.
 */
export interface Message {
  subject: string;
  /** Lines joined by "\n"; they travel as CRLF, as RFC 6068 asks. */
  body: string;
}

/** RFC 6068: header values percent-encoded as UTF-8, spaces as %20 (never "+"), line breaks as %0D%0A. */
const encode = (text: string) => encodeURIComponent(text.replace(/\r?\n/g, "\r\n"));

/** A `mailto:` link to the venue's e-mail with the message filled in. */
export function mailtoHref({ subject, body }: Message): string {
  return `mailto:${venue.email}?subject=${encode(subject)}&body=${encode(body)}`;
}

/** The start of a quote request for an occasion, with a line each for what the events team needs to quote. */
export function quoteRequestMailto(occasionLabel: string): string {
  return mailtoHref({
    subject: `Quote request: ${occasionLabel}`,
    body: [
      `Hello ${venue.name} events team,`,
      "",
      `We would like a quote for: ${occasionLabel}.`,
      "",
      "Date:",
      "Headcount:",
      "Notes:",
      "",
    ].join("\n"),
  });
}
