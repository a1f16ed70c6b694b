import { css } from "@linaria/core";
import mapArt from "../assets/map/venue-map.svg";
import { postalAddressLine, venue } from "../content/venue.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { actionButton, secondaryButton } from "../styles/primitives.ts";
import { color, panel, space } from "../styles/tokens.ts";

const frame = css`
  position: relative;
  overflow: hidden;
  ${panel}
  aspect-ratio: 8 / 5;

  img {
    display: block;
    width: 100%;
    height: 100%;
  }

  /* Under the interactive map the drawing is hidden from assistive technology too. */
  &:has(> details[open]) > img {
    visibility: hidden;
  }
`;

/**
 * Closed: a button over the drawing. Open: the interactive map over the whole frame, with the button
 * in its corner to put it away. The frame is positioned against the frame, not sized inside the
 * disclosure, whose content box would leave it at an iframe's default 150 px.
 */
const interactive = css`
  summary {
    position: absolute;
    z-index: 1;
    left: 50%;
    bottom: ${space.md};
    transform: translateX(-50%);
    background: ${color.ink};
    white-space: nowrap;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  &[open] summary {
    left: auto;
    bottom: auto;
    top: ${space.sm};
    right: ${space.sm};
    transform: none;
  }

  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** The button's words for each state: only the shown one is its accessible name. */
const whenClosed = css`
  details[open] & {
    display: none;
  }
`;

const whenOpen = css`
  details:not([open]) & {
    display: none;
  }
`;

/**
 * A drawn map of the block. The interactive third-party map (MAP_EMBED_URL) sits in a closed
 * disclosure: a lazy frame there is not rendered, so nothing is requested from outside until the
 * visitor opens it, and closing it brings the drawing back. No script is involved.
 */
export function MapFacade() {
  const { links } = usePublicConfig();
  return (
    <div className={frame}>
      <img
        src={mapArt}
        alt={`Drawn map of the block around ${venue.name} at ${postalAddressLine()}, with the venue marked by a pin`}
        width={800}
        height={500}
        loading="lazy"
        decoding="async"
      />
      <details className={interactive}>
        <summary className={`${actionButton} ${secondaryButton}`}>
          <span className={whenClosed}>Load interactive map</span>
          <span className={whenOpen}>Back to the drawn map</span>
        </summary>
        <iframe src={links.map} title={`Map of ${venue.name}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      </details>
    </div>
  );
}
