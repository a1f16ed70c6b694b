import { css } from "@linaria/core";
import { partners } from "../content/venue.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { container } from "../styles/primitives.ts";
import { color, fontSize, space } from "../styles/tokens.ts";
import { ExternalLink } from "./ExternalLink.tsx";

const banner = css`
  background: ${color.emberDeeper};
  color: #fff;
  font-size: ${fontSize.sm};

  p {
    margin: 0;
    padding-block: ${space.xs};
    text-align: center;
  }

  a {
    color: #fff;
    font-weight: 700;
  }

  a:hover {
    color: ${color.cream};
  }
`;

/** The partner barbecue restaurant's promotion, shown under the navigation. */
export function PromoBanner() {
  const { links } = usePublicConfig();
  return (
    <aside className={banner} aria-label="Partner restaurant">
      <p className={container}>
        Hungry after your session? {partners.restaurant.name} serves {partners.restaurant.cuisine} {partners.restaurant.where}.{" "}
        <ExternalLink href={links.restaurant}>See the menu</ExternalLink>
      </p>
    </aside>
  );
}
