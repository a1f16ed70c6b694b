import { describe, expect, it } from "vitest";
import { venue } from "../../app/content/venue.ts";
import { mailtoHref, quoteRequestMailto } from "../../app/lib/mailto.ts";

/** A mailto: link read back as a mail program reads it (RFC 6068): the address, then each header percent-decoded. */
function readMailto(href: string) {
  const [scheme, rest = ""] = href.split(/:(.*)/s);
  const [to, query = ""] = rest.split("?");
  const fields = Object.fromEntries(query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)));
  return { scheme, to, fields };
}

describe("mailto links to the events team", () => {
  it("address the venue's e-mail, with the subject and body each percent-encoded and line breaks as CRLF", () => {
    const href = mailtoHref({ subject: "Plan: 12 guests & more?", body: "Line one\nLine two: 100% = $5 + tax #1" });
    expect(readMailto(href)).toEqual({
      scheme: "mailto",
      to: venue.email,
      fields: { subject: "Plan: 12 guests & more?", body: "Line one\r\nLine two: 100% = $5 + tax #1" },
    });
    expect(href).toContain("%0D%0A");
    // Nothing a mail program could read as another header, a fragment or a space.
    expect(href.slice(href.indexOf("?") + 1)).toMatch(/^subject=[^&#?\s+]*&body=[^&#?\s+]*$/);
  });

  it("keeps line breaks already written as CRLF as they are, and non-ASCII text as UTF-8", () => {
    const { fields } = readMailto(mailtoHref({ subject: "Café × 2", body: "a\r\nb" }));
    expect(fields).toEqual({ subject: "Café × 2", body: "a\r\nb" });
  });

  it("starts a quote request for an occasion with a line each for the date, the headcount and notes", () => {
    const { to, fields } = readMailto(quoteRequestMailto("Birthday Parties"));
    expect(to).toBe(venue.email);
    expect(fields.subject).toBe("Quote request: Birthday Parties");
    const lines = fields.body?.split("\r\n") ?? [];
    expect(lines.join("\n")).toContain("Birthday Parties");
    for (const label of ["Date:", "Headcount:", "Notes:"]) expect(lines).toContain(label);
  });
});
