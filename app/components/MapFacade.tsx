import { css } from "@linaria/core";
import mapArt from "../assets/map/venue-map.svg";
import { postalAddressLine } from "../content/address.ts";
import { venue } from "../content/venue.ts";
import { mapEmbedUrl } from "../lib/map-embed.ts";
import { actionButton, secondaryButton } from "../styles/primitives.ts";
import { color, radius, space } from "../styles/tokens.ts";

const frame = css`
  position: relative;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  aspect-ratio: 8 / 5;

  img,
  iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;

/** Closed: a button over the drawing. Open: the interactive map over the whole frame. */
const interactive = css`
  position: absolute;
  left: 50%;
  bottom: ${space.md};
  transform: translateX(-50%);

  summary {
    white-space: nowrap;
    list-style: none;
  }

  summary::-webkit-details-marker {
    display: none;
  }

  &[open] {
    inset: 0;
    transform: none;
  }

  &[open] summary {
    display: none;
  }
`;

/**
 * A drawn map of the block. The interactive third-party map sits in a closed disclosure: a lazy
 * frame there is not rendered, so nothing is requested from outside until the visitor opens it.
 */
export function MapFacade() {
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
        <summary className={`${actionButton} ${secondaryButton}`}>Load interactive map</summary>
        <iframe
          src={mapEmbedUrl(`${venue.name}, ${postalAddressLine()}`)}
          title={`Map of ${venue.name}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      </details>
    </div>
  );
}
