import { css } from "@linaria/core";
import { outboundLinks } from "../content/site-pages.ts";
import { usePublicConfig } from "../lib/public-config.ts";
import { actionButton, secondaryButton } from "../styles/primitives.ts";
import { color, fontSize, media, radius, space } from "../styles/tokens.ts";
import { OutboundLink } from "./OutboundLink.tsx";

/** Spec toast defaults: one notice at a time, 420 px wide at most from medium screens up. */
const region = css`
  position: fixed;
  z-index: 100;
  right: ${space.md};
  bottom: ${space.md};
  left: ${space.md};
  outline: none;

  ${media.md} {
    left: auto;
    max-width: 420px;
  }

  &:not(:has(li)) {
    display: none;
  }

  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const notice = css`
  display: grid;
  gap: ${space.xs};
  padding: ${space.md} ${space.xl} ${space.md} ${space.md};
  position: relative;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surfaceRaised};
  box-shadow: 0 12px 32px rgb(0 0 0 / 0.5);
  touch-action: pan-y;

  strong {
    font-size: ${fontSize.md};
  }

  p {
    margin: 0;
    color: ${color.textMuted};
    font-size: ${fontSize.sm};
  }
`;

const closeButton = css`
  position: absolute;
  top: ${space.xxs};
  right: ${space.xxs};
  width: 44px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${color.text};
  font-size: 1.25rem;
  cursor: pointer;
`;

/**
 * Where notices appear (F8 moves focus here), and the booking notice's markup, which the booking
 * enhancement clones when the provider opens in its pop-up. Nothing here shows without JavaScript.
 */
export function NoticeRegion() {
  const { links } = usePublicConfig();
  return (
    <>
      <section className={region} aria-label="Notifications (F8)" tabIndex={-1} data-notice-region>
        <ol />
      </section>
      <template data-notice-template="booking">
        <li className={notice} role="status" aria-atomic="true">
          <strong>Booking opened in a new window</strong>
          <p>Pick your date and time there. Can't see it? It may be behind this window.</p>
          <a className={`${actionButton} ${secondaryButton}`} href={links.booking} data-notice-action>
            Open the booking page here instead
          </a>
          <p>
            Everyone who throws signs the waiver first: <OutboundLink item={outboundLinks.waiver} />
          </p>
          <button type="button" className={closeButton} aria-label="Dismiss notification" data-notice-dismiss>
            <span aria-hidden="true">×</span>
          </button>
        </li>
      </template>
    </>
  );
}
