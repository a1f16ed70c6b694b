import { css } from "@linaria/core";
import { eventPageEntries, type SitePage, sitePages } from "../content/site-pages.ts";
import { venue } from "../content/venue.ts";
import { usePageHead } from "../lib/page-head.ts";
import { actionButton, container, secondaryButton } from "../styles/primitives.ts";
import { color, font, fontSize, media, radius, space } from "../styles/tokens.ts";
import { PhoneLink, unbreakablePhone } from "./PhoneLink.tsx";

/** Where a visitor who took a wrong turn most likely meant to go: the occasions first, then planning and reading. */
const wayOn: readonly SitePage[] = [...eventPageEntries, sitePages.prices, sitePages.plan, sitePages.faq, sitePages.blog];

const section = css`
  padding-block: ${space.xl} ${space.xxl};
  text-align: center;

  ${media.md} {
    padding-block: ${space.xxxl};
  }
`;

const code = css`
  margin: 0 0 ${space.xs};
  font-size: ${fontSize.display};
  font-weight: 700;
  line-height: 1;
  color: ${color.amber};
`;

const wayOnHeading = css`
  margin-top: ${space.xl};
  font-size: ${fontSize.lg};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: ${color.cream};
`;

const wayOnList = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  max-width: 56rem;
  margin: ${space.md} auto 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 100%;
    min-height: 3.5rem;
    padding: ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.cream};
    font-family: ${font.display};
    font-size: ${fontSize.md};
    letter-spacing: 0.04em;
    line-height: 1.2;
    text-decoration: none;
    transition: border-color 150ms ease, background-color 150ms ease;
  }

  a:hover {
    border-color: ${color.amber};
    background: ${color.surfaceRaised};
  }
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
    description: `This page does not exist on the ${venue.name} website. Head on to our parties and events, prices, the group planner, the FAQ or the blog.`,
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
      <nav aria-labelledby="way-on-title">
        <h2 id="way-on-title" className={wayOnHeading}>
          Where to next
        </h2>
        <ul className={wayOnList}>
          {wayOn.map((page) => (
            <li key={page.path}>
              <a href={page.path}>{page.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className={actions}>
        <a className={actionButton} href={sitePages.home.path}>
          Back to home
        </a>
        <PhoneLink className={`${actionButton} ${secondaryButton}`}>Call {unbreakablePhone}</PhoneLink>
      </div>
    </section>
  );
}
