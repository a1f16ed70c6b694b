import { css } from "@linaria/core";
import vrArt from "../assets/hero/vr-promo.svg";
import { outboundLinks } from "../content/site-pages.ts";
import { partners } from "../content/venue.ts";
import { actionButton } from "../styles/primitives.ts";
import { color, fluidImage, media, radius, space } from "../styles/tokens.ts";
import { OutboundLink } from "./OutboundLink.tsx";
import { RuleSummary } from "./RuleSummary.tsx";
import { Section } from "./Section.tsx";

const layout = css`
  display: grid;
  gap: ${space.xl};
  align-items: center;
  margin-top: ${space.lg};
  padding: ${space.lg};
  border: 1px solid #115e59;
  border-radius: ${radius.lg};
  background: linear-gradient(135deg, #0f2e2b, ${color.surface});

  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
    padding: ${space.xl};
  }

  img {
    ${fluidImage}
    border-radius: ${radius.md};
  }

  ul {
    padding-left: 1.2rem;
  }
`;

/** The partner free-roam VR arena in our building, with its own booking site. */
export function VrPromo() {
  const { vr } = partners;
  return (
    <Section id="vr" eyebrow="Free-roam VR" title="Steel meets sim">
      <div className={layout}>
        <img
          src={vrArt}
          alt="Players in VR headsets moving freely around a glowing teal arena"
          width={1200}
          height={800}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p>
            Right here {vr.where}, {vr.name} drops your crew into a warehouse-sized arena with untethered headsets: no cables, no
            controllers on a couch, just you and your friends moving through another world together.
          </p>
          <ul>
            <li>{vr.players} per mission</li>
            <li>{vr.sessionLength}</li>
            <li>
              <RuleSummary rule="vrTiming" />
            </li>
            <li>
              <RuleSummary rule="vrLimits" />
            </li>
          </ul>
          <OutboundLink item={outboundLinks.vrBooking} className={actionButton} />
        </div>
      </div>
    </Section>
  );
}
