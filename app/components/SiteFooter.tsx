import { css } from "@linaria/core";
import { directionsUrl } from "../content/address.ts";
import { menus, type NavItem, type OutboundItem } from "../content/site-pages.ts";
import { postalAddressLine, socialProfiles, venue } from "../content/venue.ts";
import { container } from "../styles/primitives.ts";
import { color, font, fontSize, media, space } from "../styles/tokens.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { OpeningHours } from "./OpeningHours.tsx";
import { OutboundLink } from "./OutboundLink.tsx";
import { PhoneLink } from "./PhoneLink.tsx";

const footer = css`
  margin-top: ${space.xxxl};
  padding-block: ${space.xxl} ${space.xl};
  background: ${color.surface};
  border-top: 4px solid ${color.emberDeep};
  font-size: ${fontSize.sm};
  color: ${color.textMuted};
`;

const grid = css`
  display: grid;
  gap: ${space.xl};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  ${media.lg} {
    /* The hours take the width their lines need; the link lists share the rest. */
    grid-template-columns: 1.3fr repeat(3, 1fr) minmax(max-content, 1.3fr);
  }

  h2 {
    font-size: ${fontSize.md};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${color.cream};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  nav li + li {
    margin-top: ${space.xs};
  }

  a {
    color: ${color.text};
  }

  address {
    font-style: normal;
  }
`;

const brandName = css`
  font-family: ${font.display};
  font-size: ${fontSize.lg};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${color.cream};
`;

const socials = css`
  padding-top: ${space.md};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.xs} ${space.md};
  }
`;

const bottomLine = css`
  margin-top: ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid ${color.border};
`;

const linkLists: { id: string; title: string; items: readonly (NavItem | OutboundItem)[] }[] = [
  { id: "footer-explore", title: "Explore", items: menus.main },
  { id: "footer-events", title: "Event types", items: menus.events },
  { id: "footer-plan", title: "Plan your visit", items: menus.visit },
];

export function SiteFooter() {
  return (
    <footer className={footer}>
      <div className={container}>
        <div className={grid}>
          <section aria-labelledby="footer-visit">
            <p className={brandName}>{venue.name}</p>
            <h2 id="footer-visit">Visit us</h2>
            <address>
              {postalAddressLine()}
              <br />
              <ExternalLink href={directionsUrl()}>Get directions</ExternalLink>
              <br />
              <PhoneLink />
              <br />
              <a href={`mailto:${venue.email}`}>{venue.email}</a>
            </address>
            <div className={socials}>
              <ul aria-label="Social media">
                {socialProfiles.map((profile) => (
                  <li key={profile.name}>
                    <ExternalLink href={profile.url}>{profile.name}</ExternalLink>
                  </li>
                ))}
              </ul>
            </div>
          </section>
          {linkLists.map(({ id, title, items }) => (
            <nav key={id} aria-labelledby={id}>
              <h2 id={id}>{title}</h2>
              <ul>
                {items.map((item) => (
                  <li key={item.label}>{"link" in item ? <OutboundLink item={item} /> : <a href={item.href}>{item.label}</a>}</li>
                ))}
              </ul>
            </nav>
          ))}
          <section aria-labelledby="footer-hours">
            <h2 id="footer-hours">Opening hours</h2>
            <OpeningHours />
          </section>
        </div>
        <p className={bottomLine}>
          © {venue.foundedCopyrightYear} {venue.legalName}. Alcohol-free, family-first axe throwing in South Austin.
        </p>
      </div>
    </footer>
  );
}
