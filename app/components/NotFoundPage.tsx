import { css } from "@linaria/core";
import { venue } from "../content/venue.ts";
import { usePageHead } from "../lib/page-head.ts";
import { actionButton, container, secondaryButton } from "../styles/primitives.ts";
import { color, fontSize, space } from "../styles/tokens.ts";
import { PhoneLink, unbreakablePhone } from "./PhoneLink.tsx";

const section = css`
  padding-block: ${space.xxxl};
  text-align: center;
`;

const code = css`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.display};
  font-weight: 700;
  line-height: 1;
  color: ${color.amber};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${space.md};
  margin-top: ${space.xl};
`;

export function NotFoundPage() {
  usePageHead({
    title: "Page Not Found",
    description: `This page does not exist on the ${venue.name} website. Head back to the home page, prices or the blog.`,
    path: null,
  });
  return (
    <section className={`${container} ${section}`} aria-labelledby="not-found-title">
      <p className={code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>Did you forget to add the page to the router?</p>
      <p>The page you asked for is not here. It may have moved, or the address may have a typo.</p>
      <div className={actions}>
        <a className={actionButton} href="/">
          Back to home
        </a>
        <a className={`${actionButton} ${secondaryButton}`} href="/axe-throwing-prices">
          See prices
        </a>
        <PhoneLink className={`${actionButton} ${secondaryButton}`}>Call {unbreakablePhone}</PhoneLink>
      </div>
    </section>
  );
}
