import { css } from "@linaria/core";
import { menus, type NavItem, occasionsMenuLabel, sitePages } from "../content/site-pages.ts";
import { venue } from "../content/venue.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { actionButton, container } from "../styles/primitives.ts";
import { color, font, fontSize, layout, media, radius, space } from "../styles/tokens.ts";
import { BookingLink } from "./BookingLink.tsx";
import { SiteNavItems } from "./SiteNavLink.tsx";

/** Spec: the bar turns solid once the page has scrolled more than this. */
export const solidAfterScrollPx = 50;

/**
 * Solid by default; where the browser has scroll-driven animations, transparent at the top of the
 * page and solid once it has scrolled past the spec's 50 px, with no script.
 */
const header = css`
  position: sticky;
  top: 0;
  z-index: 50;
  border-bottom: 1px solid ${color.surfaceRaised};
  background: ${color.ink};
  box-shadow: 0 6px 20px rgb(0 0 0 / 0.35);

  @keyframes nav-turns-solid {
    from {
      border-bottom-color: transparent;
      background-color: transparent;
      box-shadow: none;
    }
  }

  @supports (animation-timeline: scroll()) {
    animation: nav-turns-solid linear both;
    animation-timeline: scroll(root);
    animation-range: ${solidAfterScrollPx}px ${solidAfterScrollPx + 1}px;
  }
`;

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  min-height: ${layout.headerHeight};
`;

const brand = css`
  font-family: ${font.display};
  font-size: ${fontSize.md};
  font-weight: 700;
  letter-spacing: 0.06em;
  line-height: 1.1;
  text-transform: uppercase;
  color: ${color.cream};
  text-decoration: none;

  ${media.sm} {
    font-size: ${fontSize.lg};
  }
`;

const desktopNav = css`
  display: none;

  ${media.lg} {
    display: block;
  }

  ul {
    display: flex;
    gap: ${space.md};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding-block: ${space.xs};
    color: ${color.text};
    font-size: ${fontSize.sm};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    color: ${color.amberLight};
  }
`;

/** The occasions on a desktop: a disclosure under the bar, so it opens on a click, a tap or Enter, with or without JavaScript. */
const occasionsMenu = css`
  position: relative;

  summary {
    display: inline-flex;
    align-items: center;
    gap: ${space.xxs};
    padding-block: ${space.xs};
    color: ${color.text};
    font-size: ${fontSize.sm};
    white-space: nowrap;
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  summary::after {
    content: "";
    width: 0.4em;
    height: 0.4em;
    margin-left: 0.2em;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-0.15em) rotate(45deg);
  }

  &[open] summary::after {
    transform: translateY(0.1em) rotate(225deg);
  }

  summary:hover,
  &[open] summary {
    color: ${color.amberLight};
  }

  /* [open] outranks the bar's own list and link styles. */
  &[open] ul {
    position: absolute;
    top: calc(100% + ${space.xs});
    left: -${space.md};
    display: grid;
    gap: 0;
    min-width: 14rem;
    padding: ${space.xs};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    background: ${color.ink};
    box-shadow: 0 12px 24px rgb(0 0 0 / 0.45);
  }

  &[open] a {
    display: block;
    padding: ${space.xs} ${space.sm};
    border-radius: ${radius.sm};
  }

  &[open] a:hover {
    background: ${color.surfaceRaised};
  }
`;

/** The occasions in the phone menu: a labelled group of their own, two to a row, all visible as the menu opens. */
const occasionsGroup = css`
  margin-inline: ${space.md};
  padding: ${space.sm} 0 ${space.xs};
  border-bottom: 1px solid ${color.surfaceRaised};

  p {
    margin: 0 0 ${space.xxs};
    color: ${color.amber};
    font-size: ${fontSize.xs};
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }

  /* Doubled, the class outranks the phone menu's own list and link styles. */
  && ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0 ${space.md};
    padding: 0;
  }

  && a {
    border-bottom: none;
    font-size: ${fontSize.md};
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: ${space.xs};
`;

const bookButton = css`
  padding-inline: ${space.md};
  white-space: nowrap;
`;

const mobileMenu = css`
  ${media.lg} {
    display: none;
  }

  summary {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space.xs};
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${space.sm};
    border: 1px solid ${color.border};
    border-radius: ${radius.md};
    color: ${color.text};
    font-size: ${fontSize.sm};
    cursor: pointer;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  &[open] summary {
    background: ${color.surfaceRaised};
  }

  nav {
    position: absolute;
    left: 0;
    right: 0;
    top: 100%;
    background: ${color.ink};
    border-bottom: 1px solid ${color.surfaceRaised};
    box-shadow: 0 12px 24px rgb(0 0 0 / 0.45);
  }

  ul {
    margin: 0;
    padding: ${space.xs} ${space.md} ${space.md};
    list-style: none;
  }

  a {
    display: block;
    padding: ${space.sm} 0;
    border-bottom: 1px solid ${color.surfaceRaised};
    color: ${color.text};
    font-family: ${font.display};
    font-size: ${fontSize.lg};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    text-decoration: none;
  }
`;

const burger = css`
  display: grid;
  gap: 4px;

  span {
    display: block;
    width: 18px;
    height: 2px;
    background: currentColor;
  }
`;

const skipLink = css`
  position: absolute;
  left: ${space.md};
  top: -100px;
  z-index: 100;
  padding: ${space.xs} ${space.md};
  background: ${color.cream};
  color: ${color.ink};

  &:focus {
    top: ${space.xs};
  }
`;

const faqItem: NavItem = { label: "FAQ", href: sitePages.faq.path };

export function SiteHeader() {
  const { links } = usePublicConfig();

  return (
    <header className={header}>
      <a className={skipLink} href="#main">
        Skip to main content
      </a>
      <div className={`${container} ${bar}`}>
        <a href={sitePages.home.path} className={brand}>
          {venue.name}
        </a>
        <nav aria-label="Main" className={desktopNav}>
          <ul>
            <SiteNavItems items={menus.main} />
            <li>
              {/* site-chrome.ts closes it on Escape and on a press outside, like the phone menu. */}
              <details className={occasionsMenu} data-menu>
                <summary>{occasionsMenuLabel}</summary>
                <ul>
                  <SiteNavItems items={menus.events} />
                </ul>
              </details>
            </li>
            <SiteNavItems items={[faqItem]} />
          </ul>
        </nav>
        <div className={actions}>
          <BookingLink href={links.booking} className={`${actionButton} ${bookButton}`} />
          {/* A disclosure, so it works without JavaScript; site-chrome.ts adds Escape and outside presses. */}
          <details className={mobileMenu} data-menu>
            <summary>
              <span className={burger} aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
              Menu
            </summary>
            <nav aria-label="Main menu">
              <ul>
                <SiteNavItems items={menus.main} mobile />
              </ul>
              <div className={occasionsGroup}>
                <p id="menu-occasions">{occasionsMenuLabel}</p>
                <ul aria-labelledby="menu-occasions">
                  <SiteNavItems items={menus.events} />
                </ul>
              </div>
              <ul>
                <SiteNavItems items={[faqItem]} />
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
