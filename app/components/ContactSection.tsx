import { css } from "@linaria/core";
import { directionsUrl } from "../content/address.ts";
import { postalAddressLine, venue } from "../content/venue.ts";
import { actionButton, secondaryButton } from "../styles/primitives.ts";
import { color, fontSize, media, panel, space } from "../styles/tokens.ts";
import { ExternalLink } from "./ExternalLink.tsx";
import { MapFacade } from "./MapFacade.tsx";
import { OpeningHours } from "./OpeningHours.tsx";
import { callUsLabel, PhoneLink } from "./PhoneLink.tsx";
import { Section } from "./Section.tsx";

const layout = css`
  display: grid;
  gap: ${space.xl};
  margin-top: ${space.lg};

  ${media.lg} {
    grid-template-columns: 1fr 1.2fr;
  }

  h3 {
    margin-top: ${space.lg};
    font-size: ${fontSize.lg};
    text-transform: uppercase;
    color: ${color.amber};
  }

  h3:first-child {
    margin-top: 0;
  }

  address {
    font-style: normal;
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

const card = css`
  padding: ${space.lg};
  ${panel}
`;

/** Hours, address, directions, phone, e-mail and the map. */
export function ContactSection() {
  return (
    <Section id="contact" eyebrow="Contact" title="Find us in South Austin">
      <div className={layout}>
        <div className={card}>
          <h3>Opening hours</h3>
          <OpeningHours />
          <h3>Address</h3>
          <address>
            {postalAddressLine()}
            <br />
            Phone: <PhoneLink />
            <br />
            E-mail: <a href={`mailto:${venue.email}`}>{venue.email}</a>
          </address>
          <div className={actions}>
            <ExternalLink href={directionsUrl()} className={actionButton}>
              Get directions
            </ExternalLink>
            <PhoneLink className={`${actionButton} ${secondaryButton}`}>{callUsLabel}</PhoneLink>
          </div>
        </div>
        <MapFacade />
      </div>
    </Section>
  );
}
