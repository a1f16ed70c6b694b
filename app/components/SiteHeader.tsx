import { css } from "@linaria/core";
import { primaryNav } from "../content/navigation.ts";
import { venue } from "../content/venue.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { actionButton, container } from "../styles/primitives.ts";
import { color, font, fontSize, layout, media, space } from "../styles/tokens.ts";

const header = css`
  position: relative;
  top: 0;

  ${media.lg} {
    position: sticky;
  }

  z-index: 50;
  background: ${color.ink};
  border-bottom: 1px solid ${color.surfaceRaised};
`;

const bar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.xs} ${space.md};
  min-height: ${layout.headerHeight};
  padding-block: ${space.xs};
`;

const brand = css`
  font-family: ${font.display};
  font-size: ${fontSize.lg};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${color.cream};
  text-decoration: none;
`;

const navList = css`
  order: 3;
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xxs} ${space.md};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSize.sm};

  ${media.lg} {
    order: 0;
    width: auto;
  }

  a {
    display: inline-block;
    padding-block: ${space.xxs};
    color: ${color.text};
    text-decoration: none;
  }

  a:hover {
    color: ${color.amberLight};
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

export function SiteHeader() {
  const { links } = usePublicConfig();
  return (
    <header className={header}>
      <a className={skipLink} href="#main">
        Skip to main content
      </a>
      <div className={`${container} ${bar}`}>
        <a className={brand} href="/">
          {venue.name}
        </a>
        <nav aria-label="Main">
          <ul className={navList}>
            {primaryNav.map((item) => (
              <li key={item.href}>
                <a href={item.href}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <a className={actionButton} href={links.booking}>
          Book now
        </a>
      </div>
    </header>
  );
}
