import { css } from "@linaria/core";
import { venue } from "../content/venue.ts";
import { usePageHead } from "../lib/page-head.ts";
import { actionButton, container } from "../styles/primitives.ts";
import { space } from "../styles/tokens.ts";

const section = css`
  padding-block: ${space.xxxl};
  text-align: center;
`;

/** Shown when a page fails for a reason other than "not found". */
export function ErrorPage() {
  usePageHead({
    title: "Something Went Wrong",
    description: `The ${venue.name} website hit a problem showing this page.`,
    path: null,
  });
  return (
    <section className={`${container} ${section}`} aria-labelledby="error-title">
      <h1 id="error-title">Something went wrong</h1>
      <p>We could not show this page just now. Please try again in a moment, or call us on {venue.phone.display}.</p>
      <a className={actionButton} href="/">
        Back to home
      </a>
    </section>
  );
}
