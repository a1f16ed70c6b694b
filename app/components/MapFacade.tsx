import { css } from "@linaria/core";
import { useState } from "react";
import mapArt from "../assets/map/venue-map.svg";
import { venue } from "../content/venue.ts";
import { postalAddressLine } from "../lib/address.ts";
import { mapEmbedUrl } from "../lib/map-embed.ts";
import { secondaryButton, actionButton } from "../styles/primitives.ts";
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

const overlayButton = css`
  position: absolute;
  left: 50%;
  bottom: ${space.md};
  transform: translateX(-50%);
  white-space: nowrap;
`;

/**
 * A drawn map of the block. The interactive third-party map loads only when the visitor asks for it,
 * so no outside request happens on page load.
 */
export function MapFacade() {
  const [interactive, setInteractive] = useState(false);

  return (
    <div className={frame}>
      {interactive ? (
        <iframe
          src={mapEmbedUrl(`${venue.name}, ${postalAddressLine()}`)}
          title={`Map of ${venue.name}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <>
          <img
            src={mapArt}
            alt={`Drawn map of the block around ${venue.name} at ${postalAddressLine()}, with the venue marked by a pin`}
            width={800}
            height={500}
            loading="lazy"
            decoding="async"
          />
          <button type="button" className={`${actionButton} ${secondaryButton} ${overlayButton}`} onClick={() => setInteractive(true)}>
            Load interactive map
          </button>
        </>
      )}
    </div>
  );
}
